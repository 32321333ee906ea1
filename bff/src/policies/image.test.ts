import { describe, expect, it } from 'vitest';
import { person } from '../test/people.ts';
import { forGroup, place, placeEditor as editor } from '../test/place-records.ts';
import { authorize, can } from './authorize.ts';

describe('the image upload policy', () => {
  it("lets administrators and the editors of a place of their campus upload, and answers others 403", () => {
    const places = [place({ groups: forGroup('Year 9') })];
    expect(can(person('admin'), 'image.upload', { places: [] })).toBe(true);
    expect(can(editor, 'image.upload', { places })).toBe(true);
    for (const role of ['carer', 'student', 'staff'] as const) expect(can(person(role), 'image.upload', { places }), role).toBe(false);
    // The places a person's upload is decided on are their own campus's: elsewhere, nobody names them.
    expect(can({ ...editor, campus: 'armidale' }, 'image.upload', { places })).toBe(false);
    expect(() => authorize(person('staff'), 'image.upload', { places })).toThrow(expect.objectContaining({ status: 403 }));
  });
});
