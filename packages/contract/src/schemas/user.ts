import { z } from 'zod';
import { USER_TYPES } from '../rules/audience.ts';
import { LANGUAGES } from '../rules/languages.ts';
import { NOTICE_ALERT_CHOICES } from '../rules/alerts.ts';
import { groupRecord } from './group.ts';

export const userTypeSchema = z.enum(USER_TYPES);

export const CAMPUSES = ['sydney', 'armidale'] as const;
export const campusSchema = z.enum(CAMPUSES);
export type Campus = z.infer<typeof campusSchema>;
/** Whether a value read from outside (a query, a token, an import file) names one of the campuses. */
export const isCampus = (value: unknown): value is Campus => (CAMPUSES as readonly unknown[]).includes(value);

export const languageSchema = z.enum(LANGUAGES, { error: 'Not a language of the portal.' });

export const userRecord = z.strictObject({
  userUid: z.string(),
  username: z.string(),
  /** Null for a person the school system knows who has not signed in yet (their provider fills them in). */
  firstname: z.string().nullable(),
  surname: z.string().nullable(),
  type: userTypeSchema,
  is_carer: z.boolean(),
  is_admin: z.boolean(),
  /** Null when the identity provider sends none. */
  email: z.string().nullable(),
  country_name: z.string(),
  schoolUid: z.string().nullable(),
  campus: campusSchema,
  group_list: z.array(groupRecord),
  /**
   * The language the person reads the portal and their emails in (issue 28): their own choice,
   * else the school system's, else their browser's at first sign-in, else English.
   */
  language: languageSchema,
  /** Whether a new notice for them alerts their devices at once (issue 29); emergency broadcasts always do. */
  notice_alerts: z.enum(NOTICE_ALERT_CHOICES),
});
export type UserRecord = z.infer<typeof userRecord>;

export const usernameParam = z.string().regex(/^[A-Za-z0-9._@-]{1,100}$/, 'Not a valid username.');

/** What `PUT users/{username}/language` answers a body it cannot take (400). */
export const LANGUAGE_CHOICE_MESSAGES = {
  shape: 'Send the language as { "data": { "language": "ar" } }.',
  onlyLanguage: (keys: readonly string[]) => `Only the language is chosen here, not ${keys.join(', ')}.`,
} as const;

const languageChoiceError = (issue: z.core.$ZodRawIssue) =>
  issue.code === 'unrecognized_keys' ? LANGUAGE_CHOICE_MESSAGES.onlyLanguage(issue.keys) : LANGUAGE_CHOICE_MESSAGES.shape;

/**
 * `PUT users/{username}/language`: the person chooses the language of the portal and of their
 * emails. Nothing else rides along, at either level.
 */
export const languageChoiceInput = z.strictObject(
  { data: z.strictObject({ language: languageSchema }, { error: languageChoiceError }) },
  { error: languageChoiceError },
);
export type LanguageChoiceInput = z.infer<typeof languageChoiceInput>;
