import { describe, expect, it } from 'vitest';
import { portalActorHeaderValue, portalActorOf } from './audit.ts';

describe('the portal actor header', () => {
  it('carries a person with any username as printable ASCII, and reads back the same person', () => {
    const actor = { documentId: 'k3v9x0abc', username: 'zoë.nguyễn' };
    const value = portalActorHeaderValue(actor);
    expect(value).toMatch(/^[\x20-\x7e]+$/);
    expect(portalActorOf(value)).toEqual(actor);
  });

  it('names no one when the value is not exactly a documentId and a username', () => {
    for (const value of [undefined, '', 'admin1', '{}', '{"documentId":"abc"}', '{"documentId":"abc","username":""}', '{"documentId":"abc","username":"admin1","is_admin":true}', '["abc","admin1"]']) {
      expect(portalActorOf(value), String(value)).toBeNull();
    }
  });
});
