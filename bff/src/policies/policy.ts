import type { Campus } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';

/** What a rule may consult beside the person and the record: the time, for windows that open and close. */
export type PolicyFacts = { now: Date };

/**
 * How a refused person is answered: `not-found` when the record is none of theirs to know about
 * (an id is no key: the answer is the one for a record that does not exist), `forbidden` when
 * they may know it exists but not do this to it.
 */
export type Refusal = 'not-found' | 'forbidden';

/** What one action on a record needs, and how a person without it is answered. */
export type PolicyRule<TRecord> = {
  allow: (person: PortalUser, record: TRecord, facts: PolicyFacts) => boolean;
  refuse: Refusal;
};

/** A record kind's table: each action it knows, with its rule. */
export type Policy<TRecord> = Record<string, PolicyRule<TRecord>>;

/** Declares a record kind's policy, keeping its action names for `authorize`'s type. */
export function definePolicy<TRecord>() {
  return <const TPolicy extends Policy<TRecord>>(policy: TPolicy): TPolicy => policy;
}

/**
 * The one meaning of "the same campus" for every decision about a record: the record names the
 * person's campus. A record without a campus is nobody's, so no administrator changes it (a
 * record meant for every campus is read by everyone where its policy says so, explicitly).
 */
export function ofOwnCampus(person: Pick<PortalUser, 'campus'>, record: { campus?: Campus | string | null }): boolean {
  return record.campus != null && record.campus === person.campus;
}
