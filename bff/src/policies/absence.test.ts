import { describe, expect, it } from 'vitest';
import type { Campus } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import type { StudentOfReader } from '../models/records/student.ts';
import { ROLES, person, studentRecord, type Role } from '../test/people.ts';
import { authorize, can } from './authorize.ts';

const ACTIONS = ['absence.read', 'absence.notice', 'absence.explain', 'absence.notify'] as const;
const CAMPUSES: Campus[] = ['sydney', 'armidale'];
const otherThan = (campus: Campus): Campus => (campus === 'sydney' ? 'armidale' : 'sydney');

/** How an absence's student stands to the person asking, and the roles that may then do every action. */
const RELATIONS: { name: string; studentFor: (someone: PortalUser) => StudentOfReader; roles: Role[] }[] = [
  // A carer linked to them, the student themself; staff and admins: any student of their campus.
  { name: 'of their own family, on their campus', studentFor: (someone) => studentRecord(someone.campus, [someone]), roles: ['carer', 'student', 'staff', 'admin'] },
  { name: 'of another family, on their campus', studentFor: (someone) => studentRecord(someone.campus, [person('carer', someone.campus), person('student', someone.campus)]), roles: ['staff', 'admin'] },
  { name: 'of their own family, on the other campus', studentFor: (someone) => studentRecord(otherThan(someone.campus), [someone]), roles: [] },
  { name: 'of a student without a campus (nobody’s)', studentFor: (someone) => studentRecord(null, [someone]), roles: [] },
];

describe('the absence policy', () => {
  for (const relation of RELATIONS) {
    it(`decides every action on an absence ${relation.name}, for each role of each campus`, () => {
      for (const campus of CAMPUSES) {
        for (const role of ROLES) {
          const someone = person(role, campus);
          const absence = { ofStudent: relation.studentFor(someone) };
          for (const action of ACTIONS) {
            expect(can(someone, action, absence), `${role} of ${campus}: ${action}`).toBe(relation.roles.includes(role));
          }
        }
      }
    });
  }

  it('answers a refusal as an absence that does not exist (404)', () => {
    const carer = person('carer');
    const anotherFamily = { ofStudent: studentRecord('sydney', [person('carer')]) };
    for (const action of ACTIONS) expect(() => authorize(carer, action, anotherFamily)).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => authorize(carer, 'absence.explain', { ofStudent: studentRecord('sydney', [carer]) })).not.toThrow();
  });
});

describe("the campus's absences (the CSV export)", () => {
  const EXPORTERS: Role[] = ['staff', 'admin'];

  it('lets staff and admins export their own campus’s absences only, and nobody a campus of none', () => {
    for (const campus of CAMPUSES) {
      for (const role of ROLES) {
        const someone = person(role, campus);
        expect(can(someone, 'campus-absences.export', { campus }), `${role} of ${campus}: own campus`).toBe(EXPORTERS.includes(role));
        expect(can(someone, 'campus-absences.export', { campus: otherThan(campus) }), `${role} of ${campus}: other campus`).toBe(false);
        expect(can(someone, 'campus-absences.export', { campus: null }), `${role} of ${campus}: no campus`).toBe(false);
      }
    }
    expect(() => authorize(person('carer'), 'campus-absences.export', { campus: 'sydney' })).toThrow(expect.objectContaining({ status: 404 }));
  });
});
