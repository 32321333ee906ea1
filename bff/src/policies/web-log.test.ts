import { describe, expect, it } from 'vitest';
import { CAMPUSES } from '@portal/contract';
import type { WebLog } from '../models/records/web-log.ts';
import { ROLES, person } from '../test/people.ts';
import { storedRecord } from '../test/policy-table.ts';
import { authorize, can } from './authorize.ts';

describe('the web log policy', () => {
  it('lets only the person who made a visit read it back, whatever their role or campus', () => {
    for (const campus of CAMPUSES) {
      for (const role of ROLES) {
        const visitor = person(role, campus);
        const visit: WebLog = {
          ...storedRecord('visit-1'),
          pageId: '/notices',
          title: 'Notices',
          pageType: 'reader',
          browserName: 'Firefox',
          osName: 'Linux',
          country_name: 'Australia',
          ip_address: '203.0.113.9',
          ip_lookup_key: null,
          visited_at: '2026-05-01T00:00:00.000Z',
          users_userid: visitor.documentId,
          users_username: visitor.username,
          users_firstname: visitor.firstname,
          users_lastname: visitor.surname,
          campus,
          client_visit_id: 'visit-of-the-device',
        };
        expect(can(visitor, 'web-log.read', visit), `${role} of ${campus}, their own visit`).toBe(true);
        for (const other of ROLES) {
          // Another person, even of the same role and campus, or an administrator: the visit id is the device's, no key to another's visit.
          expect(() => authorize(person(other, campus), 'web-log.read', visit), `${other} of ${campus}, ${role}'s visit`).toThrow(expect.objectContaining({ status: 404 }));
        }
        // The same username on the other campus is another person.
        const namesake = { ...person(role, campus === 'sydney' ? 'armidale' : 'sydney'), username: visitor.username };
        expect(can(namesake, 'web-log.read', visit)).toBe(false);
      }
    }
  });
});
