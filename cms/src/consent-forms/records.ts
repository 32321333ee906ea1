import type {
  Campus,
  FormAttachment,
  FormAudience,
  FormQuestion,
  FormSignerRule,
  FormSigningMethod,
  FormStatus,
  TranslatedLanguage,
} from '@portal/contract';

/**
 * The records of permission forms (issue 30) as `strapi.db.query` reads them: one type per
 * content type of cms/src/api/{consent-form,consent-form-version,consent-form-translation,
 * form-response,form-event,form-invitation}.
 * A form, its versions, answers, events and invitations refer to each other by documentId
 * (strings, not relations): the evidence names them in its hashes, and a string is hashed as stored.
 */
export const CONSENT_FORM = 'api::consent-form.consent-form';
export const FORM_VERSION = 'api::consent-form-version.consent-form-version';
export const FORM_RESPONSE = 'api::form-response.form-response';
export const FORM_EVENT = 'api::form-event.form-event';
export const FORM_INVITATION = 'api::form-invitation.form-invitation';
export const FORM_TRANSLATION = 'api::consent-form-translation.consent-form-translation';
export const STUDENT = 'api::student.student';
/** A signer's account, whose full name their statement shows. */
export const PORTAL_USER = 'api::portal-user.portal-user';

/** The tables behind them, for the counts the database groups (knex). */
export const FORM_RESPONSES_TABLE = 'form_responses';
export const FORM_VERSIONS_TABLE = 'consent_form_versions';

/** A datetime as the database layer answers it (a Date, or an ISO string from some drivers). */
export type StoredTime = Date | string;

type Stored = { id: number; documentId: string; createdAt: StoredTime; updatedAt: StoredTime };

export type ConsentFormRecord = Stored & {
  campus: Campus;
  title: string;
  body: string;
  questions: FormQuestion[];
  /** The PDFs shown above the questions; null on a form written before attachments (none). */
  attachments?: FormAttachment[] | null;
  audience: FormAudience;
  due_at: StoredTime;
  signers: FormSignerRule;
  student_from_year: number | null;
  changes_allowed: boolean;
  reminder_days: number[] | null;
  status: FormStatus;
  version: number;
  content_hash: string | null;
  issued_at: StoredTime | null;
  closed_at: StoredTime | null;
  author: string | null;
  author_name: string | null;
  cloned_from: string | null;
};

/**
 * A form as the CMS answers it to the BFF: the record, how many standing answers it has, and
 * whether it may be deleted (no answer row at all: withdrawn and superseded ones are evidence).
 */
export type ConsentFormRow = ConsentFormRecord & { answered: number; deletable: boolean };

export type FormVersionRecord = Stored & {
  form: string;
  number: number;
  title: string;
  body: string;
  questions: FormQuestion[];
  /** The PDFs it showed; null for none (as every version published before attachments). */
  attachments?: FormAttachment[] | null;
  content_hash: string;
  asks_again: boolean;
  created_by: string | null;
};

/** A version's question as machine-translated: its id, label and a choice's options (in the English order). */
export type TranslatedQuestion = { id: string; label: string; options?: string[] };

/** A version machine-translated into one language: its texts, the English version's hash they were made from, and their own hash. */
export type FormTranslationRecord = Stored & {
  form: string;
  version: number;
  language: TranslatedLanguage;
  title: string;
  body: string;
  questions: TranslatedQuestion[];
  source_hash: string;
  content_hash: string;
};

export type FormResponseRecord = Stored & {
  campus: Campus;
  form: string;
  version: number;
  content_hash: string;
  shown_hash: string;
  statement: string;
  student: string;
  student_number: string | null;
  signer: string | null;
  signer_email: string | null;
  signer_name: string;
  answers: Record<string, string>;
  declined: boolean;
  method: FormSigningMethod;
  signed_at: StoredTime;
  device_time: StoredTime | null;
  ip: string | null;
  user_agent: string | null;
  client_key: string;
  invitation: string | null;
  response_hash: string;
  withdrawn_at: StoredTime | null;
  superseded_by: string | null;
  /** A paper answer's: the admin (portal person documentId) who recorded it, and their note. */
  recorded_by: string | null;
  note: string | null;
  /**
   * The key of its signed copy (a PDF) in the private file store, once the job that makes it has
   * run (cms-plugins/pdfs, form-signed-copy); no part of the evidence, which was hashed before.
   */
  signed_copy: string | null;
  /**
   * The machine translation shown beside the English, when one was: its language and hash, in the
   * answer's evidence. Absent (null) on every answer given without one, whose hash leaves them out.
   */
  shown_language?: TranslatedLanguage | null;
  translation_hash?: string | null;
};

/** An answer as the CMS answers it to the BFF: without its private evidence (address and browser). */
export type FormResponseRow = Omit<FormResponseRecord, 'ip' | 'user_agent'>;

export const FORM_EVENT_KINDS = [
  'created',
  'edited',
  'published',
  'viewed',
  'signed',
  'changed',
  'withdrawn',
  'invited',
  'closed',
  'cloned',
  'deleted',
  'paper',
  'reminded',
] as const;
export type FormEventKind = (typeof FORM_EVENT_KINDS)[number];

export type FormEventRecord = Stored & {
  form: string;
  seq: number;
  kind: FormEventKind;
  at: StoredTime;
  actor: string;
  details: Record<string, unknown>;
  previous_hash: string;
  hash: string;
};

export type FormInvitationRecord = Stored & {
  campus: Campus;
  form: string;
  student: string;
  email: string;
  name: string | null;
  invited_by: string;
  expires_at: StoredTime;
  opened_at: StoredTime | null;
};

/** A student as forms need them: who they are, their year and, through their account, their groups. */
export type FormStudentRecord = {
  documentId: string;
  STUDENT_NUMBER: string | null;
  student: string | null;
  form_run: number | null;
  campus: Campus | null;
  portal_user: { groups?: { groupname: string | null }[] } | null;
};

/** An ISO date-time with milliseconds, as hashes and answers carry times. */
export const isoOf = (time: StoredTime): string => new Date(time).toISOString();

/** The private evidence left out of an answer to the BFF. */
export const responseRowOf = ({ ip: _ip, user_agent: _userAgent, ...row }: FormResponseRecord): FormResponseRow => row;
