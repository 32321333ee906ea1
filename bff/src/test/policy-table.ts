import { expect, it } from 'vitest';
import { CAMPUSES } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import { ROLES, person, type Role } from './people.ts';

/** One row of a policy table: a record, and the roles allowed each action on it (of the record's campus; of every campus for a record without one). */
export type PolicyCase<TRecord, TAction extends string> = { name: string; record: TRecord; allowed: Record<TAction, readonly Role[]> };

/**
 * Walks a record kind's policy table (pure, no CMS): each case's record decided by `authorize`
 * for every role of each campus and each action. A role is allowed an action where the case
 * lists it, on the record's own campus only (a case whose record names no campus lists what
 * every campus may do); everyone else is refused with the status the policy answers.
 */
export function walkPolicyTable<TRecord extends { campus?: string | null }, TAction extends string>(
  authorizeAs: (someone: PortalUser, action: TAction, record: TRecord) => void,
  cases: readonly PolicyCase<TRecord, TAction>[],
  refusal: { status: 403 | 404 } = { status: 404 },
): void {
  for (const { name, record, allowed } of cases) {
    it(`decides ${name} for each role of each campus`, () => {
      for (const campus of CAMPUSES) {
        for (const role of ROLES) {
          const someone = person(role, campus);
          const onItsCampus = record.campus == null || record.campus === campus;
          for (const action of Object.keys(allowed) as TAction[]) {
            const decision = () => authorizeAs(someone, action, record);
            if (onItsCampus && allowed[action].includes(role)) expect(decision, `${role} of ${campus} may ${action}`).not.toThrow();
            else expect(decision, `${role} of ${campus} may not ${action}`).toThrow(expect.objectContaining(refusal));
          }
        }
      }
    });
  }
}

/** The fields every stored CMS record has, for a policy table's records. */
export const storedRecord = (documentId: string) => ({
  id: 1,
  documentId,
  createdAt: '2026-05-01T00:00:00.000Z',
  updatedAt: '2026-05-01T00:00:00.000Z',
  publishedAt: '2026-05-01T00:00:00.000Z',
});
