import { CAMPUSES, LANGUAGES, isLanguage, userTypeSchema, type Campus, type Language } from '@portal/contract';

const PERSON_TYPES = userTypeSchema.options;
type PersonType = (typeof PERSON_TYPES)[number];

export interface SignInProfile {
  username: string;
  firstname: string;
  surname: string;
  email: string;
  type: PersonType;
  is_carer: boolean;
}

/** What the BFF sends after verifying an access token (see the sign-in route). */
export interface SignInRequest {
  issuer: string;
  subject: string;
  campus: Campus;
  /** The school system's id of the person (e.g. a OneRoster sourcedId), when the token has one. */
  directoryId: string | null;
  /**
   * The portal's language for the browser's languages (its Accept-Language header), or null:
   * stored only on a person who has no language yet.
   */
  language: Language | null;
  profile: SignInProfile;
}

export type ParsedSignIn = { ok: true; value: SignInRequest } | { ok: false; message: string };

// String attributes are varchar(255) on PostgreSQL; a longer value would fail there only.
const MAX_LENGTH = 255;
// The shape Strapi's email attribute accepts; an empty string means the provider sent none.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Rule = (value: unknown) => boolean;
type Fields = Record<string, { rule: Rule; expected: string }>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_LENGTH;
const filled = (value: unknown): value is string => text(value) && value.trim().length > 0;
const oneOf = (options: readonly string[]): Rule => (value) => typeof value === 'string' && options.includes(value);

const httpUrl: Rule = (value) => {
  if (!filled(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const BODY_FIELDS: Fields = { data: { rule: isRecord, expected: 'an object' } };

const DATA_FIELDS: Fields = {
  issuer: { rule: httpUrl, expected: 'the token issuer, an http(s) URL' },
  subject: { rule: filled, expected: 'the token subject, a non-empty string' },
  campus: { rule: oneOf(CAMPUSES), expected: `one of ${CAMPUSES.join(', ')}` },
  directoryId: { rule: (value) => value === null || filled(value), expected: 'a non-empty string or null' },
  language: { rule: (value) => value === null || isLanguage(value), expected: `one of ${LANGUAGES.join(', ')}, or null` },
  profile: { rule: isRecord, expected: 'an object' },
};

const PROFILE_FIELDS: Fields = {
  username: { rule: filled, expected: 'a non-empty string' },
  firstname: { rule: text, expected: 'a string' },
  surname: { rule: text, expected: 'a string' },
  email: { rule: (value) => value === '' || (text(value) && EMAIL.test(value)), expected: 'an email address or an empty string' },
  type: { rule: oneOf(PERSON_TYPES), expected: `one of ${PERSON_TYPES.join(', ')}` },
  is_carer: { rule: (value) => typeof value === 'boolean', expected: 'true or false' },
};

/** The first thing wrong with `value` (a field unknown, missing or invalid), or null. */
const problemIn = (value: Record<string, unknown>, fields: Fields, path: string): string | null => {
  const unknown = Object.keys(value).filter((key) => !(key in fields));
  if (unknown.length > 0) {
    return `${path} has unknown fields: ${unknown.join(', ')}.`;
  }
  for (const [key, { rule, expected }] of Object.entries(fields)) {
    if (!(key in value)) {
      return `${path}.${key} is required (${expected}).`;
    }
    if (!rule(value[key])) {
      return `${path}.${key} must be ${expected}.`;
    }
  }
  return null;
};

/**
 * Validates the body of POST /portal-users/sign-in strictly: every field present with its
 * type, nothing else. The caller is the BFF, so anything unexpected is a bug to surface as a
 * 400 with the reason rather than a person stored half right.
 */
export const parseSignInRequest = (body: unknown): ParsedSignIn => {
  if (!isRecord(body)) {
    return { ok: false, message: 'The body must be { data: { issuer, subject, campus, directoryId, language, profile } }.' };
  }
  // Each check runs only once the one before has passed, so data and profile are objects by then.
  const data = body.data as Record<string, unknown>;
  const profile = data?.profile as Record<string, unknown>;
  const problem =
    problemIn(body, BODY_FIELDS, 'body') ?? problemIn(data, DATA_FIELDS, 'data') ?? problemIn(profile, PROFILE_FIELDS, 'data.profile');
  if (problem) {
    return { ok: false, message: problem };
  }
  return {
    ok: true,
    value: {
      issuer: data.issuer as string,
      subject: data.subject as string,
      campus: data.campus as Campus,
      directoryId: data.directoryId as string | null,
      language: data.language as Language | null,
      profile: {
        username: profile.username as string,
        firstname: profile.firstname as string,
        surname: profile.surname as string,
        email: profile.email as string,
        type: profile.type as PersonType,
        is_carer: profile.is_carer as boolean,
      },
    },
  };
};
