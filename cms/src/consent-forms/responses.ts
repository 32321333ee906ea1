import type { Core } from '@strapi/strapi';
import {
  CONSENT_ANSWERS,
  CONSENT_FORM_MESSAGES,
  FORM_LIMITS,
  consentStatement,
  declines,
  isFormOpen,
  statementSignerName,
  type FormQuestion,
  type FormSigningMethod,
  type TranslatedLanguage,
} from '@portal/contract';
import { studentsOfForm } from './audience';
import { appendFormEvent, isUniqueViolation, responseEvidenceOf, responseHashOf, shownHashOf } from './evidence';
import { formEmailsOf, wakeJobsOnCommit } from './form-emails';
import { translationOf } from './form-translations';
import {
  CONSENT_FORM,
  FORM_INVITATION,
  FORM_RESPONSE,
  FORM_VERSION,
  PORTAL_USER,
  isoOf,
  responseRowOf,
  type ConsentFormRecord,
  type FormEventRecord,
  type FormInvitationRecord,
  type FormResponseRecord,
  type FormResponseRow,
  type FormVersionRecord,
} from './records';
import { FormRefused } from './refusals';
import { formSignedCopiesOf, type SignedCopyRequest } from './signed-copies';
import { countingFromOf } from './standing';

/**
 * Answers to permission forms (issue 30): a signature for one or several students (one row
 * each), a change (a new row superseding the signer's earlier one) and a withdrawal. Each is
 * one transaction: the checks, the rows, their events in the form's chain, the receipt's email
 * and each new row's signed copy (a PDF, made by a job) stand or fall together.
 */

/** Whether answers fit the questions: each required one answered, consent yes or no, a choice one of its options, texts within their limits, no stray ids. */
export function answersFit(questions: readonly FormQuestion[], answers: Readonly<Record<string, string>>): boolean {
  const asked = new Set(questions.map((question) => question.id));
  if (Object.keys(answers).some((id) => !asked.has(id))) return false;
  return questions.every((question) => {
    const answer = answers[question.id] ?? '';
    if (answer.trim() === '') return !question.required;
    switch (question.kind) {
      case 'consent':
        return (CONSENT_ANSWERS as readonly string[]).includes(answer);
      case 'choice':
        return question.options?.includes(answer) ?? false;
      case 'text':
        return answer.length <= FORM_LIMITS.textAnswer;
      case 'health':
        return answer.length <= FORM_LIMITS.healthAnswer;
    }
  });
}

export type Signature = {
  form: string;
  /** The version's hash the signer was shown: refused when the form has changed since. */
  content_hash: string;
  /**
   * The machine translation shown beside the version, when one was (its language and hash):
   * refused unless it is the one stored for that version; the answer's evidence keeps it.
   */
  translation?: { language: TranslatedLanguage; content_hash: string } | null;
  /** Each student answered for, named as the signer saw them. */
  students: readonly { student: string; student_number: string; student_name: string }[];
  /** The portal person signing, or null for an emailed link's recipient (signer_email). */
  signer: string | null;
  signer_email: string | null;
  /**
   * The name as typed (a paper's, as written on it). The statement hashed as shown names the
   * signer as the screen did (statementSignerName), whatever case or spacing they typed.
   */
  signer_name: string;
  answers: Record<string, string>;
  method: FormSigningMethod;
  /** The signer's device clock; none for a paper answer. */
  device_time: string | null;
  ip: string | null;
  user_agent: string | null;
  /** The device's id for this submission: a replay of it stores nothing new. */
  client_id: string;
  invitation: string | null;
  /** A paper answer's (method 'paper'): the admin who recorded it and their note. */
  recorded_by?: string | null;
  note?: string | null;
};

type Options = { now?: Date; emails?: boolean };

/** The rows of this signer: their portal id, or their email address (any case) for an emailed link. */
const sameSigner = (signer: string | null, signerEmail: string | null) => [
  ...(signer ? [{ signer }] : []),
  ...(signerEmail ? [{ signer_email: { $eqi: signerEmail } }] : []),
];

const actorOf = (signer: string | null, signerEmail: string | null) => signer ?? `email:${signerEmail}`;

/**
 * The form a signature or withdrawal is for, and the version its signers see: open (published,
 * before its due time), or for a paper answer any form once published, since staff record the
 * papers that came back late too.
 */
async function openForm(
  strapi: Core.Strapi,
  documentId: string,
  now: Date,
  { paper = false }: { paper?: boolean } = {},
): Promise<{ form: ConsentFormRecord; version: FormVersionRecord }> {
  const form = (await strapi.db.query(CONSENT_FORM).findOne({ where: { documentId } })) as ConsentFormRecord | null;
  if (!form) throw new FormRefused('notFound', 'No such form.');
  if (paper) {
    if (form.status === 'draft') throw new FormRefused('conflict', CONSENT_FORM_MESSAGES.paperOnDraft);
  } else if (!isFormOpen({ status: form.status, due_at: isoOf(form.due_at) }, now)) {
    throw new FormRefused('conflict', CONSENT_FORM_MESSAGES.closed);
  }
  const version = (await strapi.db
    .query(FORM_VERSION)
    .findOne({ where: { form: documentId, number: form.version } })) as FormVersionRecord | null;
  if (!version) throw new Error(`Form ${documentId} is published without its version ${form.version}.`);
  return { form, version };
}

/**
 * The answers a submission stored before, when this is a replay of it (the device sent it again
 * after losing the reply): the answer stands even if the form has closed or changed since, so it
 * is looked for before the form is checked. A client id is the device's; one that another signer
 * or another form used is refused rather than answered with their rows.
 */
async function replayOf(strapi: Core.Strapi, signature: Signature): Promise<FormResponseRow[] | null> {
  const keys = signature.students.map(({ student }) => `${signature.client_id}:${student}`);
  const found = (await strapi.db.query(FORM_RESPONSE).findMany({ where: { client_key: { $in: keys } } })) as FormResponseRecord[];
  if (found.length === 0) return null;
  const sameSubmission = found.every(
    (row) =>
      row.form === signature.form &&
      row.signer === signature.signer &&
      (row.signer_email ?? '').toLowerCase() === (signature.signer_email ?? '').toLowerCase() &&
      (signature.method !== 'paper' || row.signer_name.toLowerCase() === signature.signer_name.toLowerCase()),
  );
  if (!sameSubmission || found.length !== keys.length) throw new FormRefused('conflict', CONSENT_FORM_MESSAGES.clientIdUsed);
  return keys.map((key) => responseRowOf(found.find((row) => row.client_key === key)!));
}

/** The translation a signer was shown beside the version, as stored; refused when it is not (it changed, or never was). */
async function translationShown(
  strapi: Core.Strapi,
  version: FormVersionRecord,
  shown: Signature['translation'],
): Promise<{ shown_language: TranslatedLanguage; translation_hash: string } | null> {
  if (!shown) return null;
  const stored = await translationOf(strapi, version.form, version.number, shown.language);
  if (stored?.content_hash !== shown.content_hash) throw new FormRefused('conflict', CONSENT_FORM_MESSAGES.translation);
  return { shown_language: stored.language, translation_hash: stored.content_hash };
}

/** A replay that found its first send stored only once past the replay check: signForm tries it once more, as a replay. */
class ReplayRaced extends Error {}

type InvitationName = Pick<FormInvitationRecord, 'name' | 'email'>;
type AccountName = { firstname: string | null; surname: string | null };

/**
 * The name the signer's statement showed them by: a signed-in signer's account's full name, an
 * emailed link's recipient's as the invitation has it (its address when it has no name). A paper
 * was read on paper: its statement names the signer as written on it, and so does that of a
 * signer the CMS knows no account or invitation of (no such signer comes through the BFF).
 */
async function statementNameOf(strapi: Core.Strapi, signature: Signature): Promise<string> {
  if (signature.method === 'emailed-link' && signature.invitation) {
    const where = { documentId: signature.invitation };
    const invitation = (await strapi.db
      .query(FORM_INVITATION)
      .findOne({ where, select: ['name', 'email'] })) as InvitationName | null;
    if (invitation) return statementSignerName({ invitation });
  }
  if (signature.method === 'campus-sign-in' && signature.signer) {
    const where = { documentId: signature.signer };
    const account = (await strapi.db
      .query(PORTAL_USER)
      .findOne({ where, select: ['firstname', 'surname'] })) as AccountName | null;
    const name = account && statementSignerName({ account });
    if (name) return name;
  }
  return signature.signer_name;
}

async function signOnce(strapi: Core.Strapi, signature: Signature, now: Date, emails: boolean): Promise<FormResponseRow[]> {
  return strapi.db.transaction(async ({ trx, onCommit }) => {
    const replayed = await replayOf(strapi, signature);
    if (replayed) return replayed;
    const paper = signature.method === 'paper';
    const { form, version } = await openForm(strapi, signature.form, now, { paper });
    if (signature.content_hash !== form.content_hash) throw new FormRefused('conflict', CONSENT_FORM_MESSAGES.contentHash);
    // A paper answer was read on paper: no translation on screen.
    const translation = paper ? null : await translationShown(strapi, version, signature.translation);
    if (!answersFit(version.questions, signature.answers)) throw new FormRefused('badRequest', CONSENT_FORM_MESSAGES.answers);
    // A paper answer names nobody but by the name on the paper: a second paper of that name for the
    // student (staff correcting what they typed) replaces the first, whatever the form allows signers.
    const signers = paper
      ? [
          {
            method: 'paper',
            signer: { $null: true },
            signer_email: { $null: true },
            signer_name: { $eqi: signature.signer_name },
          },
        ]
      : sameSigner(signature.signer, signature.signer_email);
    if (signers.length === 0) throw new FormRefused('badRequest', CONSENT_FORM_MESSAGES.signerName);
    const inAudience = await studentsOfForm(
      strapi,
      form,
      signature.students.map((entry) => entry.student),
    );
    if (signature.students.some((entry) => !inAudience.has(entry.student)))
      throw new FormRefused('notFound', CONSENT_FORM_MESSAGES.students);
    const countingFrom = (await countingFromOf(strapi, [form.documentId])).get(form.documentId) ?? 1;
    const shownName = await statementNameOf(strapi, signature);
    const responses = strapi.db.query(FORM_RESPONSE);

    const answered: FormResponseRow[] = [];
    const stored: string[] = [];
    const copies: SignedCopyRequest[] = [];
    let lastEvent: FormEventRecord | null = null;
    for (const { student, student_number, student_name } of signature.students) {
      const client_key = `${signature.client_id}:${student}`;
      const earlier = (await responses.findOne({
        where: { form: form.documentId, student, withdrawn_at: { $null: true }, superseded_by: { $null: true }, $or: signers },
        orderBy: { id: 'desc' },
      })) as FormResponseRecord | null;
      // The first send of this very submission, committed since this one looked for it: a replay after all.
      if (earlier?.client_key === client_key) throw new ReplayRaced();
      // An answer to a version before the form asked again no longer counts: answering again is not a change.
      const isChange = earlier !== null && earlier.version >= countingFrom;
      if (isChange && !paper && !form.changes_allowed) throw new FormRefused('conflict', CONSENT_FORM_MESSAGES.notOpenForChanges);

      const statement = consentStatement(shownName, student_name, version.title);
      const row = {
        campus: form.campus,
        form: form.documentId,
        version: version.number,
        content_hash: version.content_hash,
        shown_hash: shownHashOf({
          content_hash: version.content_hash,
          statement,
          translation_hash: translation?.translation_hash,
        }),
        statement,
        student,
        student_number,
        signer: signature.signer,
        signer_email: signature.signer_email,
        signer_name: signature.signer_name,
        answers: signature.answers,
        declined: declines(version.questions, signature.answers),
        method: signature.method,
        signed_at: now,
        device_time: signature.device_time === null ? null : new Date(signature.device_time),
        ip: signature.ip,
        user_agent: signature.user_agent,
        client_key,
        invitation: signature.invitation,
        // Only when one was shown: an answer without one has neither, and hashes as answers always did.
        ...translation,
      };
      const response_hash = responseHashOf(responseEvidenceOf(row));
      // Who recorded a paper answer, and their note, are not the signer's evidence (its hash), but
      // the `paper` event's details carry them, so the chain keeps them as they were written.
      const recorded = paper ? { recorded_by: signature.recorded_by ?? null, note: signature.note ?? null } : {};
      const created = (await responses.create({ data: { ...row, ...recorded, response_hash } })) as FormResponseRecord;
      if (earlier) await responses.update({ where: { id: earlier.id }, data: { superseded_by: created.documentId } });
      lastEvent = await appendFormEvent(strapi, {
        form: form.documentId,
        kind: paper ? 'paper' : isChange ? 'changed' : 'signed',
        actor: paper ? (signature.recorded_by ?? 'system') : actorOf(signature.signer, signature.signer_email),
        details: {
          response: created.documentId,
          response_hash,
          student,
          ...recorded,
          ...(earlier ? { replaces: earlier.documentId } : {}),
        },
        at: now,
      });
      answered.push(responseRowOf(created));
      stored.push(created.documentId);
      // Each copy quotes the event that logged its own answer: the chain's head once it was stored.
      copies.push({ responseId: created.documentId, chainHead: lastEvent.hash });
    }
    // Every new row, a paper answer's too (a replay's rows have theirs queued already).
    if (copies.length > 0) {
      await formSignedCopiesOf(strapi).queueSignedCopies(copies, trx);
      wakeJobsOnCommit(strapi, onCommit);
    }
    // A paper answer has no receipt: its signer gave no address, and holds the paper.
    if (lastEvent && emails && !paper) {
      // The receipt quotes each answer's hash and the chain's head as it is now, after the last of them.
      await formEmailsOf(strapi).queueFormReceipt(stored, lastEvent.hash, trx);
    }
    return answered;
  });
}

/**
 * A signature for each student named, stored once per (client id, student): a replay answers
 * the rows stored the first time, unchanged. The form must be open and unchanged since the
 * signer opened it, the answers must fit its questions, and a signer's second answer for a
 * student is a change, which the form must allow. Two signatures of one submission racing each
 * other (a retry sent before the first answer came back) meet at the unique client key, or the
 * loser finds the winner's row as the signer's earlier answer: it is rolled back and tried once
 * more, when it finds the winner's rows.
 */
export async function signForm(
  strapi: Core.Strapi,
  signature: Signature,
  { now = new Date(), emails = true }: Options = {},
): Promise<FormResponseRow[]> {
  try {
    return await signOnce(strapi, signature, now, emails);
  } catch (error) {
    if (!isUniqueViolation(error) && !(error instanceof ReplayRaced)) throw error;
    return signOnce(strapi, signature, now, emails);
  }
}

/**
 * One answer as the BFF may read it (without its address and browser), for the download of its
 * signed copy (`signed_copy`, null while the job makes it): the BFF decides who gets a link to it.
 */
export async function readResponse(strapi: Core.Strapi, documentId: string): Promise<FormResponseRow> {
  const found = (await strapi.db.query(FORM_RESPONSE).findOne({ where: { documentId } })) as FormResponseRecord | null;
  if (!found) throw new FormRefused('notFound', 'No such answer.');
  return responseRowOf(found);
}

export type Withdrawal = { form: string; student: string; signer: string | null; signer_email: string | null; client_id: string };

/** A signer's standing answer for a student withdrawn, while the form is open and allows changes; withdrawing again answers the same row. */
export async function withdrawResponse(
  strapi: Core.Strapi,
  withdrawal: Withdrawal,
  { now = new Date() }: Options = {},
): Promise<FormResponseRow> {
  return strapi.db.transaction(async () => {
    const { form } = await openForm(strapi, withdrawal.form, now);
    if (!form.changes_allowed) throw new FormRefused('conflict', CONSENT_FORM_MESSAGES.notOpenForChanges);
    const signers = sameSigner(withdrawal.signer, withdrawal.signer_email);
    if (signers.length === 0) throw new FormRefused('notFound', 'No answer to withdraw.');
    const responses = strapi.db.query(FORM_RESPONSE);
    const latest = (await responses.findOne({
      where: { form: withdrawal.form, student: withdrawal.student, superseded_by: { $null: true }, $or: signers },
      orderBy: { id: 'desc' },
    })) as FormResponseRecord | null;
    if (!latest) throw new FormRefused('notFound', 'No answer to withdraw.');
    if (latest.withdrawn_at) return responseRowOf(latest);
    const withdrawn = (await responses.update({ where: { id: latest.id }, data: { withdrawn_at: now } })) as FormResponseRecord;
    await appendFormEvent(strapi, {
      form: withdrawal.form,
      kind: 'withdrawn',
      actor: actorOf(withdrawal.signer, withdrawal.signer_email),
      details: { response: latest.documentId, student: withdrawal.student, client_id: withdrawal.client_id },
      at: now,
    });
    return responseRowOf(withdrawn);
  });
}
