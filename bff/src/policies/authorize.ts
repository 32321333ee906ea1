import type { PortalUser } from '../auth/portal-users.ts';
import { forbidden, notFound } from '../errors.ts';
import { absencePolicy, campusAbsencesPolicy } from './absence.ts';
import type { PolicyFacts } from './policy.ts';
import { calendarEventPolicy } from './calendar-event.ts';
import { consentFormPolicy } from './consent-form.ts';
import { learningVirtuesGoalsRequestPolicy } from './learning-virtues-goals-request.ts';
import { markPolicy } from './mark.ts';
import { imagePolicy } from './image.ts';
import { pagePolicy } from './page.ts';
import { placePolicy } from './place.ts';
import { postPolicy } from './post.ts';
import { psychologyRequestPolicy } from './psychology-request.ts';
import { schoolSettingsPolicy } from './school-setting.ts';
import { schoolTermPolicy } from './school-term.ts';
import { studentGoalPolicy } from './student-goal.ts';
import { studentNotePolicy } from './student-note.ts';
import { studentPolicy } from './student.ts';
import { userPolicy } from './user.ts';
import { studentSelectionPolicy } from './student-selection.ts';
import { teacherTimetablePolicy } from './teacher-timetable.ts';
import { connectionHeaderPolicy } from './connection-header.ts';
import { connectionsPdfPolicy } from './connections-pdf.ts';
import { emailSendPolicy } from './email-send.ts';
import { emergencyAlertPolicy } from './emergency-alert.ts';
import { emergencyBroadcastPolicy } from './emergency-broadcast.ts';
import { pdfEmailTemplatePolicy } from './pdf-email-template.ts';
import { pushSubscriptionPolicy } from './push-subscription.ts';
import { subscribedUserPolicy } from './subscribed-user.ts';
import { webLogPolicy } from './web-log.ts';
import { weeklyEmailTextPolicy } from './weekly-email-text.ts';

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
  absence: absencePolicy,
  'campus-absences': campusAbsencesPolicy,
  'student-selection': studentSelectionPolicy,
  'teacher-timetable': teacherTimetablePolicy,
  'connection-header': connectionHeaderPolicy,
  'connections-pdf': connectionsPdfPolicy,
  'email-send': emailSendPolicy,
  'emergency-alert': emergencyAlertPolicy,
  'emergency-broadcast': emergencyBroadcastPolicy,
  'pdf-email-template': pdfEmailTemplatePolicy,
  'push-subscription': pushSubscriptionPolicy,
  'consent-form': consentFormPolicy,
  'subscribed-user': subscribedUserPolicy,
  'web-log': webLogPolicy,
  'weekly-email-text': weeklyEmailTextPolicy,
  'student-note': studentNotePolicy,
  'psychology-request': psychologyRequestPolicy,
  'student-goal': studentGoalPolicy,
  'learning-virtues-goals-request': learningVirtuesGoalsRequestPolicy,
  place: placePolicy,
  page: pagePolicy,
  image: imagePolicy,
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
