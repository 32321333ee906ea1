import { describe, expect, it } from 'vitest';
import type { Campus } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import type { NamedPerson, PeopleNamed } from '../models/records/named-person.ts';
import { ROLES, person, type Role } from '../test/people.ts';
import { authorize, can } from './authorize.ts';

const CAMPUSES: Campus[] = ['sydney', 'armidale'];
const otherThan = (campus: Campus): Campus => (campus === 'sydney' ? 'armidale' : 'sydney');
const named = (someone: PortalUser): NamedPerson => ({ id: someone.id, documentId: someone.documentId, campus: someone.campus, type: someone.type });

/** Whom an `auth_username` names, for the person asking, and the roles that may then ask for each. */
const CASES: { name: string; namedFor: (someone: PortalUser) => PeopleNamed; list: Role[]; links: Role[] }[] = [
  { name: 'the asker', namedFor: (someone) => ({ username: someone.username, people: [named(someone)] }), list: ['carer', 'student', 'staff', 'admin'], links: ['carer'] },
  {
    name: 'the asker and their namesake of the other campus',
    namedFor: (someone) => ({ username: someone.username, people: [named(someone), named(person('carer', otherThan(someone.campus)))] }),
    list: ['carer', 'student', 'staff', 'admin'],
    links: ['carer'],
  },
  { name: 'another person of their campus', namedFor: (someone) => ({ username: 'carer2', people: [named(person('carer', someone.campus))] }), list: [], links: [] },
  { name: 'only their namesake of the other campus', namedFor: (someone) => ({ username: someone.username, people: [named(person('carer', otherThan(someone.campus)))] }), list: [], links: [] },
  { name: 'nobody', namedFor: (someone) => ({ username: someone.username, people: [] }), list: [], links: [] },
];

describe('the student selection policy', () => {
  for (const testCase of CASES) {
    it(`decides a call naming ${testCase.name} for each role of each campus`, () => {
      for (const campus of CAMPUSES) {
        for (const role of ROLES) {
          const someone = person(role, campus);
          const call = testCase.namedFor(someone);
          expect(can(someone, 'student-selection.list', call), `${role} of ${campus}: list`).toBe(testCase.list.includes(role));
          expect(can(someone, 'student-selection.links', call), `${role} of ${campus}: links`).toBe(testCase.links.includes(role));
        }
      }
    });
  }

  it('answers a refusal as unknown (404)', () => {
    const carer = person('carer');
    expect(() => authorize(carer, 'student-selection.list', { username: 'carer2', people: [named(person('carer'))] })).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => authorize(person('student'), 'student-selection.links', { username: 'x', people: [] })).toThrow(expect.objectContaining({ status: 404 }));
  });
});
