import {
  DEFAULT_FORM_REMINDER_DAYS,
  consentStatement,
  formAudienceSchema,
  isFormOpen,
  statementSignerName,
  type ConsentFormRecord,
  type FormAttachment,
  type FormEntryRecord,
  type FormForSignerRecord,
  type FormMatrixRecord,
  type FormResponseRecord,
  type FormTranslationRecord,
  type PublicSigningRecord,
} from '@portal/contract';
import type {
  ConsentFormRow,
  FormEntry,
  FormForSigner,
  FormMatrixSignerRow,
  FormResponseRow,
  FormTranslationRow,
  NamedFormMatrix,
  SigningPage,
} from '../models/consent-forms.ts';
import { presentRichText } from './rich-text.ts';

/** A form's PDF attachments, field by field (none on a form written before them). */
const presentAttachments = (form: Pick<ConsentFormRow, 'attachments'>): FormAttachment[] =>
  (form.attachments ?? []).map(({ name, size, sha256 }) => ({ name, size, sha256 }));

/** A form as the admin area lists and edits it. */
export function presentConsentForm(form: ConsentFormRow): ConsentFormRecord {
  return {
    formUid: form.documentId,
    campus: form.campus,
    title: form.title,
    body: presentRichText(form, 'body'),
    questions: form.questions,
    attachments: presentAttachments(form),
    // A form stored before user types reads as naming none.
    audience: formAudienceSchema.parse(form.audience),
    due_at: form.due_at,
    signers: form.signers,
    student_from_year: form.student_from_year,
    changes_allowed: form.changes_allowed,
    reminder_days: form.reminder_days ?? [...DEFAULT_FORM_REMINDER_DAYS],
    status: form.status,
    version: form.version,
    content_hash: form.content_hash,
    // Strapi reserves `published_at`: the CMS keeps when a form was first published as `issued_at`.
    published_at: form.issued_at,
    closed_at: form.closed_at,
    created_at: form.createdAt,
    updated_at: form.updatedAt,
    author_name: form.author_name ?? '',
    answered: form.answered ?? 0,
    // The CMS's word, from every answer row: the screen offers Delete only when the CMS would delete.
    deletable: form.deletable ?? false,
  };
}

/**
 * The signed link to an answer's signed copy (null while the job makes it), made by the route:
 * given only for an answer the person may read with its health answers.
 */
export type SignedCopyUrl = (response: FormResponseRow) => string | null;

/** An answer as its signer sees it: never where it came from (address, browser). */
export function presentFormResponse(response: FormResponseRow, signedCopyUrl: SignedCopyUrl): FormResponseRecord {
  return {
    responseUid: response.documentId,
    formUid: response.form,
    studentUid: response.student,
    version: response.version,
    answers: response.answers,
    signer_name: response.signer_name,
    signed_at: response.signed_at,
    method: response.method,
    withdrawn_at: response.withdrawn_at,
    response_hash: response.response_hash,
    content_hash: response.content_hash,
    signed_copy_url: signedCopyUrl(response),
  };
}

export function presentFormEntry(entry: FormEntry): FormEntryRecord {
  return {
    formUid: entry.form.documentId,
    title: entry.form.title,
    due_at: entry.form.due_at,
    studentUid: entry.child.documentId,
    student_name: entry.child.name,
    status: entry.status,
    signed_at: entry.own?.signed_at ?? null,
    awaiting_me: entry.awaitingMe,
  };
}

/** The form's text as a signer reads it, with the version and hash a signature sends back. */
/**
 * A version's machine translation as its signer reads it beside the English: field by field, its
 * body sanitised again as every rich text is presented, each question by the English one's id.
 */
function presentFormTranslation(translation: FormTranslationRow): FormTranslationRecord {
  return {
    language: translation.language,
    title: translation.title,
    body: presentRichText(translation, 'body'),
    questions: translation.questions.map(({ id, label, options }) => (options ? { id, label, options } : { id, label })),
    content_hash: translation.content_hash,
  };
}

function formText(
  form: ConsentFormRow,
  { open, signerName, translation }: { open: boolean; signerName: string; translation: FormTranslationRow | null },
): Omit<FormForSignerRecord, 'children'> {
  return {
    formUid: form.documentId,
    title: form.title,
    body: presentRichText(form, 'body'),
    questions: form.questions,
    attachments: presentAttachments(form),
    due_at: form.due_at,
    changes_allowed: form.changes_allowed,
    open,
    version: form.version,
    // Published forms always have one; a signer never sees a draft (consent-form.answerFor).
    content_hash: form.content_hash ?? '',
    translation: translation && presentFormTranslation(translation),
    signer_name: signerName,
  };
}

export function presentFormForSigner(
  { form, open, signerName, children, translation }: FormForSigner,
  signedCopyUrl: SignedCopyUrl,
): FormForSignerRecord {
  return {
    ...formText(form, { open, signerName, translation }),
    children: children.map(({ child, status, own, awaitingMe, earlierSignedAt }) => ({
      studentUid: child.documentId,
      student_name: child.name,
      status,
      statement: consentStatement(signerName, child.name, form.title),
      response: own && presentFormResponse(own, signedCopyUrl),
      awaiting_me: awaitingMe,
      earlier_signed_at: earlierSignedAt,
    })),
  };
}

/**
 * What an emailed link's page shows: the form for the child it names, stated in the name the
 * school has for the recipient (their address when it has none); once used, only that it was
 * signed and when, so that a forwarded link shows nobody the answers.
 */
export function presentSigningPage(page: SigningPage, now: Date): PublicSigningRecord {
  if (page.state === 'signed') return { state: 'signed', signed_at: page.signed_at };
  if (page.state === 'closed') return { state: 'closed', title: page.title };
  const { form, invitation, translation } = page;
  const signerName = statementSignerName({ invitation });
  return {
    state: 'open',
    form: formText(form, { open: isFormOpen(form, now), signerName, translation }),
    studentUid: invitation.student,
    student_name: invitation.student_name,
    statement: consentStatement(signerName, invitation.student_name, form.title),
  };
}

/**
 * The staff matrix as the admin area shows it: field by field, so that nothing the CMS adds to
 * its answer reaches the PWA. Health answers stay in (only the campus's admins see it), and so
 * does the link to the signed copy of each answer shown.
 */
export function presentFormMatrix(
  { recorderNames, ...matrix }: NamedFormMatrix,
  signedCopyUrl: (signer: FormMatrixSignerRow) => string | null,
): FormMatrixRecord {
  return {
    formUid: matrix.formUid,
    title: matrix.title,
    counts: matrix.counts,
    students: matrix.students,
    signers: matrix.signers,
    rows: matrix.rows.map((row) => ({
      studentUid: row.studentUid,
      student_name: row.student_name,
      STUDENT_NUMBER: row.STUDENT_NUMBER,
      year: row.year,
      groups: row.groups,
      signers: row.signers.map((signer) => ({
        signer: signer.signer,
        name: signer.name,
        email: signer.email,
        status: signer.status,
        at: signer.at,
        answers: signer.answers,
        method: signer.method,
        recorded_by: signer.recorded_by,
        recorded_by_name: signer.recorded_by ? (recorderNames.get(signer.recorded_by) ?? null) : null,
        note: signer.note,
        signed_copy_url: signedCopyUrl(signer),
      })),
    })),
  };
}
