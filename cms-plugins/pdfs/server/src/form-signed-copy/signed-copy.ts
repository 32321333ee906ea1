import type { Core } from '@strapi/strapi';
import {
  formatSchoolDate,
  formatSchoolTime,
  fullNameOf,
  htmlToParagraphs,
  type FormAttachment,
  type FormQuestion,
  type FormSigningMethod,
} from '@portal/contract';
import type { CmsRecord } from '@portal/cms/types';
import { pdfSchoolOf } from '../pdf/school';
import { privateFilesOf } from '../services/private-files';
import { getConfig } from '../utils';
import { renderFormSignedCopyPdf, type SignedCopyEvidence, type SignedCopySheet } from './render';

/**
 * The signed copy of an answer to a permission form (issue 30, step 3): what the job
 * `form-signed-copy` does. The CMS app owns the forms' content types (cms/src/api/form-response,
 * consent-form-version, form-event); this plugin reads them through the database layer.
 */
export const FORM_RESPONSE = 'api::form-response.form-response';
const FORM_VERSION = 'api::consent-form-version.consent-form-version';
const FORM_EVENT = 'api::form-event.form-event';
const STUDENT = 'api::student.student';
const PORTAL_USER = 'api::portal-user.portal-user';

/**
 * An answer as the database layer reads it: the generated record, and the private attributes the
 * generated record leaves out (they never leave the CMS, but are the evidence a copy prints).
 */
export type FormResponse = CmsRecord<typeof FORM_RESPONSE, Record<never, never>, { answers: Record<string, string> }> & {
  id: number;
  ip: string | null;
  user_agent: string | null;
  signed_copy: string | null;
};
type FormVersion = CmsRecord<
  typeof FORM_VERSION,
  Record<never, never>,
  { questions: FormQuestion[]; attachments: FormAttachment[] | null }
>;

/** What a copy is made from: the stored records, read by `makeFormSignedCopy`. */
export interface SignedCopyFacts {
  response: Pick<
    FormResponse,
    | 'version'
    | 'content_hash'
    | 'shown_hash'
    | 'statement'
    | 'student_number'
    | 'signer_name'
    | 'signer_email'
    | 'answers'
    | 'method'
    | 'signed_at'
    | 'device_time'
    | 'ip'
    | 'user_agent'
    | 'response_hash'
    | 'note'
    | 'shown_language'
    | 'translation_hash'
  >;
  version: Pick<FormVersion, 'title' | 'body' | 'questions' | 'content_hash'> & {
    attachments?: readonly FormAttachment[] | null;
  };
  /** The child's name as the school has it (the student number when it has none). */
  student: string;
  /** The portal person who signed (a signed-in signer), by username and address. */
  account: { username: string; email: string | null } | null;
  /** Who recorded a paper answer, by name. */
  recordedBy: string | null;
  /** The hash of the event that logged the answer, and its number in the form's log (when it is found). */
  chainHead: string;
  eventSeq: number | null;
  /** The campus's IANA zone: every time is shown on the school's clock. */
  timeZone: string;
}

/** The key (and name) of an answer's copy in the private file store: one per answer, so a repeated run replaces it. */
export const signedCopyName = (responseId: string) => `form-response-${responseId.toLowerCase()}.pdf`;

const METHOD_WORDS: Record<FormSigningMethod, string> = {
  'campus-sign-in': 'Signed in to the portal',
  'emailed-link': 'Emailed signing link',
  paper: 'Paper form, recorded by the school',
};

/** An instant on the school's clock to the second, with its zone, and the instant itself in UTC (what the database holds). */
function schoolClock(at: string | Date, timeZone: string): string {
  const instant = new Date(at);
  const local = formatSchoolTime(instant, timeZone, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  });
  return `${local} (${instant.toISOString()})`;
}

/**
 * A language named in English with its code, `Arabic (ar)`: the copy's font has Latin letters
 * only, so a language's own name (العربية) would not print.
 */
const languageNamed = (code: string): string =>
  `${new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code} (${code})`;

/** An answer as the signer gave it: a consent's yes or no in words, anything else as typed. */
function answerText(question: FormQuestion, answers: Readonly<Record<string, string>>): string {
  const answer = answers[question.id]?.trim();
  if (!answer) return 'Not answered';
  if (question.kind === 'consent') return answer === 'yes' ? 'Yes' : answer === 'no' ? 'No' : answer;
  return answer;
}

/** A PDF's size as a person reads it: 240 kB, 1.5 MB. */
const sizeInWords = (bytes: number): string =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Who signed, beyond the name they typed: their portal account, the address the link was emailed to, or the paper. */
function signerWords({ response, account, recordedBy }: SignedCopyFacts): string {
  if (response.method === 'paper') return `Named on the paper form${recordedBy ? `; recorded by ${recordedBy}` : ''}`;
  if (account) return `Portal account ${account.username}${account.email ? ` (${account.email})` : ''}`;
  if (response.signer_email) return `The recipient of the signing link emailed to ${response.signer_email}`;
  return 'Not recorded';
}

/**
 * The copy in words: the version as it was shown (its title, text and questions), the answers,
 * the statement, and the evidence lines, every time on the school's clock. Health answers are in
 * it: a copy goes only to its signer and to the staff who may read health answers.
 */
export function signedCopySheetOf(facts: SignedCopyFacts): SignedCopySheet {
  const { response, version, timeZone } = facts;
  const answers = response.answers ?? {};
  const translated =
    response.shown_language && response.translation_hash
      ? [
          {
            label: 'Machine translation shown beside the English',
            value: languageNamed(response.shown_language),
          },
          { label: 'Translation hash (SHA-256)', value: response.translation_hash },
        ]
      : [];
  const evidence: SignedCopyEvidence[] = [
    {
      label: 'Student',
      value: response.student_number ? `${facts.student} (student number ${response.student_number})` : facts.student,
    },
    { label: 'Signed by (name as typed)', value: response.signer_name },
    { label: 'Signer', value: signerWords(facts) },
    { label: 'How', value: METHOD_WORDS[response.method] },
    ...(response.method === 'paper' && response.note ? [{ label: 'Note of the school', value: response.note }] : []),
    { label: 'Server time', value: schoolClock(response.signed_at, timeZone) },
    { label: 'Device time', value: response.device_time ? schoolClock(response.device_time, timeZone) : 'Not given' },
    { label: 'IP address', value: response.ip || 'Not recorded' },
    { label: 'Browser', value: response.user_agent || 'Not recorded' },
    { label: 'Form version', value: `Version ${response.version}` },
    { label: 'Version content hash (SHA-256)', value: response.content_hash },
    { label: 'Shown hash (SHA-256)', value: response.shown_hash },
    // The files the signer was asked to read: the version's hash covers each by its SHA-256.
    ...(version.attachments ?? []).flatMap((attachment, index) => [
      {
        label: `Attachment ${index + 1} read before signing`,
        value: `${attachment.name} (PDF, ${sizeInWords(attachment.size)})`,
      },
      { label: `Attachment ${index + 1} hash (SHA-256)`, value: attachment.sha256 },
    ]),
    ...translated,
    { label: 'Response hash (SHA-256)', value: response.response_hash },
    {
      label:
        facts.eventSeq === null
          ? "The form log's chain head at signing"
          : `The form log's chain head at signing (event ${facts.eventSeq})`,
      value: facts.chainHead,
    },
  ];
  return {
    formTitle: version.title,
    student: facts.student,
    signedDay: formatSchoolDate(new Date(response.signed_at), timeZone),
    body: htmlToParagraphs(version.body),
    answers: version.questions.map((question) => ({
      question: question.label,
      answer: answerText(question, answers),
      health: question.kind === 'health',
    })),
    statement: response.statement,
    evidence,
  };
}

interface Log {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * Makes an answer's signed copy and names it on the answer (`signed_copy`). Safe to run again: an
 * answer that names its copy is left alone, a copy stored by a run that died before naming it is
 * replaced under the same key (one file per answer), and an answer that is gone (purged, or never
 * committed) ends the job quietly. The answer's evidence is untouched: `signed_copy` is no part
 * of what its hash covers.
 */
export async function makeFormSignedCopy(
  strapi: Core.Strapi,
  { responseId, chainHead }: { responseId: string; chainHead: string },
  log: Log,
): Promise<void> {
  const responses = strapi.db.query(FORM_RESPONSE);
  const response = (await responses.findOne({ where: { documentId: responseId } })) as FormResponse | null;
  if (!response) {
    log.info(`Signed copy of answer ${responseId}: there is no such answer (any more), nothing to make.`);
    return;
  }
  if (response.signed_copy) return;

  const version = (await strapi.db
    .query(FORM_VERSION)
    .findOne({ where: { form: response.form, number: response.version } })) as FormVersion | null;
  if (!version)
    throw new Error(`Answer ${responseId} names version ${response.version} of form ${response.form}, which is not stored.`);
  const event = (await strapi.db
    .query(FORM_EVENT)
    .findOne({ where: { form: response.form, hash: chainHead }, select: ['seq'] })) as { seq: number } | null;
  const student = (await strapi.db
    .query(STUDENT)
    .findOne({ where: { documentId: response.student }, select: ['student', 'username'] })) as {
    student: string | null;
    username: string | null;
  } | null;
  const people = strapi.db.query(PORTAL_USER);
  const account = response.signer
    ? ((await people.findOne({ where: { documentId: response.signer }, select: ['username', 'email'] })) as {
        username: string;
        email: string | null;
      } | null)
    : null;
  const recorder = response.recorded_by
    ? ((await people.findOne({ where: { documentId: response.recorded_by }, select: ['username', 'firstname', 'surname'] })) as {
        username: string;
        firstname: string | null;
        surname: string | null;
      } | null)
    : null;

  const sheet = signedCopySheetOf({
    response,
    version,
    student: student?.student?.trim() || student?.username || response.student_number || response.student,
    account,
    recordedBy: recorder ? fullNameOf(recorder) || recorder.username : response.recorded_by,
    chainHead,
    eventSeq: event?.seq ?? null,
    timeZone: getConfig(strapi).timeZones[response.campus],
  });
  const pdf = await renderFormSignedCopyPdf(sheet, await pdfSchoolOf(strapi, response.campus, log));
  const key = signedCopyName(response.documentId);
  await privateFilesOf(strapi).put(key, pdf, 'application/pdf');
  // Only now named on the answer: a copy named is a copy stored.
  await responses.update({ where: { id: response.id }, data: { signed_copy: key } });
  log.info(`Signed copy of answer ${responseId} stored as ${key}.`);
}
