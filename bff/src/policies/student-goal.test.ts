import { describe, expect, it } from 'vitest';
import { CAMPUSES } from '@portal/contract';
import { ROLES, person, studentRecord, type Role } from '../test/people.ts';
import { authorize, can } from './authorize.ts';

/** Whose goal it is, as the asker stands to its student: their family's (their child, themself), or another family's. */
const CASES: { name: string; ofFamily: boolean; allowed: Role[] }[] = [
  { name: 'a goal of their family’s student', ofFamily: true, allowed: ['carer', 'student', 'staff', 'admin'] },
  { name: 'a goal of another family’s student', ofFamily: false, allowed: ['staff', 'admin'] },
];

describe('the student goal policy', () => {
  for (const testCase of CASES) {
    it(`decides ${testCase.name} for each role of each campus`, () => {
      for (const campus of CAMPUSES) {
        for (const role of ROLES) {
          const asker = person(role, campus);
          // Their family's: the asker is the student or a carer linked to them (staff are neither).
          const student = testCase.ofFamily ? studentRecord('sydney', [asker]) : studentRecord('sydney');
          const expected = campus === 'sydney' && testCase.allowed.includes(role);
          expect(can(asker, 'student-goal.read', { student }), `${role} of ${campus} reads`).toBe(expected);
          expect(can(asker, 'student-goal.write', { student }), `${role} of ${campus} writes`).toBe(expected);
        }
      }
    });
  }

  it('answers a refusal as a goal that does not exist (404)', () => {
    expect(() => authorize(person('carer'), 'student-goal.write', { student: studentRecord('sydney') })).toThrow(expect.objectContaining({ status: 404 }));
  });
});
