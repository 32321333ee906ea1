import { describe, expect, it } from 'vitest';
import { campusOrgsOf } from './campus-orgs';

describe('ONEROSTER_CAMPUS_ORGS', () => {
  it('reads each campus with its school orgs, and nothing when not set', () => {
    expect(campusOrgsOf('sydney:org-1, org-2; armidale:org-7')).toEqual(
      new Map([
        ['org-1', 'sydney'],
        ['org-2', 'sydney'],
        ['org-7', 'armidale'],
      ]),
    );
    expect(campusOrgsOf(undefined)).toBeNull();
    expect(campusOrgsOf('  ')).toBeNull();
  });

  it('refuses, in words, a campus the portal does not have, a campus without orgs and an org given twice', () => {
    expect(() => campusOrgsOf('perth:org-1')).toThrow(
      '"perth" is not a campus of the portal (sydney, armidale); write it as sydney:org-1,org-2;armidale:org-7',
    );
    expect(() => campusOrgsOf('sydney')).toThrow('sydney names no school org; write it as sydney:<sourcedId>,<sourcedId>');
    expect(() => campusOrgsOf('sydney:org-1;armidale:org-1')).toThrow(
      'org org-1 is given for sydney and again for armidale; an org belongs to one campus',
    );
  });
});
