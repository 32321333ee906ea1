import type { PortalUser } from '../auth/portal-users.ts';
import { forbidden, notFound } from '../errors.ts';
import type { PolicyFacts } from './policy.ts';
import { calendarEventPolicy } from './calendar-event.ts';
import { markPolicy } from './mark.ts';
import { postPolicy } from './post.ts';
import { schoolSettingsPolicy } from './school-setting.ts';
import { schoolTermPolicy } from './school-term.ts';
import { studentPolicy } from './student.ts';
import { userPolicy } from './user.ts';

/**
 * Every record kind's policy by name: `authorize(person, 'post.read', post)` looks the action
 * up here. A new record kind adds its table to this list.
 */
const POLICIES = {
  post: postPolicy,
  student: studentPolicy,
  'calendar-event': calendarEventPolicy,
  mark: markPolicy,
  'school-setting': schoolSettingsPolicy,
  'school-term': schoolTermPolicy,
  user: userPolicy,
} as const;

type Policies = typeof POLICIES;
type Kind = keyof Policies;

/** Every action of every policy, as `<kind>.<action>`. */
export type PolicyAction = { [TKind in Kind]: `${TKind}.${keyof Policies[TKind] & string}` }[Kind];

type RuleOf<TAction extends PolicyAction> = TAction extends `${infer TKind extends Kind}.${infer TName}`
  ? TName extends keyof Policies[TKind]
    ? Policies[TKind][TName]
    : never
  : never;

/** The record an action is decided on, as its policy declares it. */
export type RecordOf<TAction extends PolicyAction> = RuleOf<TAction> extends { allow: (person: PortalUser, record: infer TRecord, facts: PolicyFacts) => boolean } ? TRecord : never;

function ruleOf(action: PolicyAction): { allow: (person: PortalUser, record: never, facts: PolicyFacts) => boolean; refuse: 'not-found' | 'forbidden' } {
  const [kind, name] = action.split('.') as [Kind, string];
  return (POLICIES[kind] as Record<string, ReturnType<typeof ruleOf>>)[name]!;
}

/** Whether the person may do this to the record (for filtering lists; a single record goes through `authorize`). */
export function can<TAction extends PolicyAction>(person: PortalUser, action: TAction, record: RecordOf<TAction>, facts: Partial<PolicyFacts> = {}): boolean {
  return ruleOf(action).allow(person, record as never, { now: facts.now ?? new Date() });
}

/**
 * The one decision of the BFF about a loaded record: returns when the person may do this to it,
 * else answers 404 or 403 as the record kind's policy says. Models call it right after loading.
 */
export function authorize<TAction extends PolicyAction>(person: PortalUser, action: TAction, record: RecordOf<TAction>, facts: Partial<PolicyFacts> = {}): void {
  if (can(person, action, record, facts)) return;
  throw ruleOf(action).refuse === 'not-found' ? notFound() : forbidden();
}
