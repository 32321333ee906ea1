import { describe, expect, it } from 'vitest';
import { CAMPUSES } from '@portal/contract';
import { ROLES, person } from '../test/people.ts';
import { authorize, can } from './authorize.ts';
import { looksUpOthers } from './user.ts';

describe('the user policy', () => {
  it('lets each person read their own record, and administrators the people of their own campus only', () => {
    for (const campus of CAMPUSES) {
      for (const role of ROLES) {
        const someone = person(role, campus);
        expect(can(someone, 'user.read', someone), `${role} of ${campus} reads themself`).toBe(true);
        for (const otherCampus of CAMPUSES) {
          for (const otherRole of ROLES) {
            const other = person(otherRole, otherCampus);
            const allowed = role === 'admin' && otherCampus === campus;
            expect(can(someone, 'user.read', other), `${role} of ${campus} reads a ${otherRole} of ${otherCampus}`).toBe(allowed);
          }
        }
      }
    }
  });

  it('lets each person choose their own language, and nobody, administrators included, anyone else\'s', () => {
    for (const campus of CAMPUSES) {
      for (const role of ROLES) {
        const someone = person(role, campus);
        expect(can(someone, 'user.chooseLanguage', someone), `${role} of ${campus} chooses their own`).toBe(true);
        for (const otherRole of ROLES) {
          expect(can(someone, 'user.chooseLanguage', person(otherRole, campus)), `${role} of ${campus} chooses a ${otherRole}'s`).toBe(false);
        }
      }
    }
    expect(() => authorize(person('admin'), 'user.chooseLanguage', person('carer'))).toThrow(expect.objectContaining({ status: 403 }));
  });

  it('lets only administrators look up anyone but themself', () => {
    for (const role of ROLES) expect(looksUpOthers(person(role)), role).toBe(role === 'admin');
  });

  it("answers a refusal as a person who does not exist (404): another campus's people are no administrator's to know about", () => {
    expect(() => authorize(person('admin', 'armidale'), 'user.read', person('carer'))).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => authorize(person('admin'), 'user.read', person('carer'))).not.toThrow();
  });
});
