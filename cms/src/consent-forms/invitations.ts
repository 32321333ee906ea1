import type { Core } from '@strapi/strapi';
import { CONSENT_FORM_MESSAGES, isFormOpen, type Campus, type FormAttachment } from '@portal/contract';
import { attachmentNamed } from './attachments';
import { studentsOfForm } from './audience';
import { appendFormEvent } from './evidence';
import { formEmailsOf, wakeJobsOnCommit } from './form-emails';
import { readForm } from './forms';
import {
  CONSENT_FORM,
  FORM_INVITATION,
  FORM_RESPONSE,
  STUDENT,
  isoOf,
  type ConsentFormRecord,
  type ConsentFormRow,
  type FormInvitationRecord,
  type FormResponseRecord,
  type FormStudentRecord,
} from './records';
import { FormRefused } from './refusals';
import { signForm, type Signature } from './responses';
import { countingFromOf } from './standing';

/**
 * Emailed signing links (issue 30): a carer without an account, or a second carer, signs for one
 * student through a link bound to its invitation (recipient, student, form) and signed by the
 * email-sends plugin, which alone makes and reads its tokens. The link expires at the form's
 * due time, as its invitation stores it (an edit that moves the due time moves it too; the
 * token's own expiry is the time it was sent with, and is not read); a used link says only that
 * it was signed and when, so a forwarded one shows no answers.
 */

export type InvitationRequest = {
  campus: Campus;
  form: string;
  student: string;
  student_name: string;
  email: string;
  name: string | null;
  /** The portal person who asked (a carer of the student), or `system` for the form's own requests. */
  invited_by: string;
};

/**
 * Whether a court order (the importer's carerRestrictions.csv) keeps the person with this address
 * from acting for the student: their links are gone, and no emailed link may stand in for them.
 */
async function isRestrictedFor(strapi: Core.Strapi, student: string, email: string): Promise<boolean> {
  const restriction = await strapi.db.query('api::carer-restriction.carer-restriction').findOne({
    where: { student: { documentId: student }, carer: { email: { $eqi: email } } },
    select: ['id'],
  });
  return restriction !== null;
}

/** An invitation (the one already made for this form, student and address, or a new one), its `invited` event and its email. */
export async function inviteSigner(
  strapi: Core.Strapi,
  request: InvitationRequest,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ sent_to: string; expires_at: string }> {
  return strapi.db.transaction(async ({ trx, onCommit }) => {
    const form = (await strapi.db
      .query(CONSENT_FORM)
      .findOne({ where: { documentId: request.form, campus: request.campus } })) as ConsentFormRecord | null;
    if (!form) throw new FormRefused('notFound', 'No such form.');
    if (!isFormOpen({ status: form.status, due_at: isoOf(form.due_at) }, now))
      throw new FormRefused('conflict', CONSENT_FORM_MESSAGES.closed);
    if (!(await studentsOfForm(strapi, form, [request.student])).has(request.student)) {
      throw new FormRefused('notFound', CONSENT_FORM_MESSAGES.students);
    }
    if (await isRestrictedFor(strapi, request.student, request.email)) {
      throw new FormRefused('conflict', CONSENT_FORM_MESSAGES.restrictedRecipient);
    }
    const invitations = strapi.db.query(FORM_INVITATION);
    const invitation =
      ((await invitations.findOne({
        where: { form: form.documentId, student: request.student, email: { $eqi: request.email } },
        orderBy: { id: 'asc' },
      })) as FormInvitationRecord | null) ??
      ((await invitations.create({
        data: {
          campus: form.campus,
          form: form.documentId,
          student: request.student,
          email: request.email,
          name: request.name,
          invited_by: request.invited_by,
          expires_at: form.due_at,
        },
      })) as FormInvitationRecord);
    await appendFormEvent(strapi, {
      form: form.documentId,
      kind: 'invited',
      actor: request.invited_by,
      details: { invitation: invitation.documentId, student: request.student, email: invitation.email },
      at: now,
    });
    await formEmailsOf(strapi).queueFormInvitationEmail(invitation.documentId, trx);
    wakeJobsOnCommit(strapi, onCommit);
    return { sent_to: invitation.email, expires_at: isoOf(invitation.expires_at) };
  });
}

/**
 * The invitation a link's token names: 403 when the token is not genuine or names none, or when
 * a court order made since keeps its recipient from acting for the student (every use of the
 * link: its page, its attachments, signing); 410 once the invitation has expired.
 */
async function invitationOfToken(
  strapi: Core.Strapi,
  token: string,
  now: Date,
): Promise<{ invitation: FormInvitationRecord; student: FormStudentRecord }> {
  const link = formEmailsOf(strapi).readSigningToken(token);
  if (!link) throw new FormRefused('forbidden', CONSENT_FORM_MESSAGES.linkAltered);
  const invitation = (await strapi.db
    .query(FORM_INVITATION)
    .findOne({ where: { documentId: link.invitation } })) as FormInvitationRecord | null;
  if (!invitation || invitation.campus !== link.campus) throw new FormRefused('forbidden', CONSENT_FORM_MESSAGES.linkAltered);
  if (now.getTime() >= new Date(invitation.expires_at).getTime())
    throw new FormRefused('gone', CONSENT_FORM_MESSAGES.linkExpired);
  if (await isRestrictedFor(strapi, invitation.student, invitation.email)) {
    throw new FormRefused('forbidden', CONSENT_FORM_MESSAGES.restrictedRecipient);
  }
  const student = (await strapi.db.query(STUDENT).findOne({
    where: { documentId: invitation.student },
    select: ['documentId', 'STUDENT_NUMBER', 'student', 'form_run', 'campus'],
  })) as FormStudentRecord | null;
  if (!student) throw new FormRefused('forbidden', CONSENT_FORM_MESSAGES.linkAltered);
  return { invitation, student };
}

/**
 * The link's answer that stands, if any: one given since the form last asked everyone to answer
 * again. A link answered before that opens to be signed again.
 */
async function standingAnswerOfInvitation(
  strapi: Core.Strapi,
  invitation: Pick<FormInvitationRecord, 'documentId' | 'form'>,
): Promise<Pick<FormResponseRecord, 'signed_at'> | null> {
  const countingFrom = (await countingFromOf(strapi, [invitation.form])).get(invitation.form) ?? 1;
  return (await strapi.db.query(FORM_RESPONSE).findOne({
    where: {
      invitation: invitation.documentId,
      version: { $gte: countingFrom },
      withdrawn_at: { $null: true },
      superseded_by: { $null: true },
    },
    select: ['signed_at'],
    orderBy: { id: 'desc' },
  })) as Pick<FormResponseRecord, 'signed_at'> | null;
}

export type SigningPage =
  | {
      state: 'open';
      form: ConsentFormRow;
      invitation: { documentId: string; email: string; name: string | null; student: string; student_name: string };
      campus: Campus;
    }
  | { state: 'signed'; signed_at: string }
  | { state: 'closed'; title: string };

/**
 * What a link's page shows: that it was signed and when (a used link), that the form is closed,
 * or the form to sign. Opening it to sign marks the invitation opened and logs the view.
 */
export async function readSigningPage(
  strapi: Core.Strapi,
  token: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<SigningPage> {
  return strapi.db.transaction(async (): Promise<SigningPage> => {
    const { invitation, student } = await invitationOfToken(strapi, token, now);
    const signed = await standingAnswerOfInvitation(strapi, invitation);
    if (signed) return { state: 'signed', signed_at: isoOf(signed.signed_at) };
    const form = await readForm(strapi, invitation.form);
    if (!isFormOpen({ status: form.status, due_at: isoOf(form.due_at) }, now)) return { state: 'closed', title: form.title };
    if (!invitation.opened_at)
      await strapi.db.query(FORM_INVITATION).update({ where: { id: invitation.id }, data: { opened_at: now } });
    await appendFormEvent(strapi, {
      form: form.documentId,
      kind: 'viewed',
      actor: `email:${invitation.email}`,
      details: { student: invitation.student, method: 'emailed-link', invitation: invitation.documentId },
      at: now,
    });
    return {
      state: 'open',
      form,
      invitation: {
        documentId: invitation.documentId,
        email: invitation.email,
        name: invitation.name,
        student: invitation.student,
        student_name: student.student ?? '',
      },
      campus: form.campus,
    };
  });
}

export type LinkSignature = Pick<
  Signature,
  'answers' | 'signer_name' | 'content_hash' | 'translation' | 'device_time' | 'client_id' | 'ip' | 'user_agent'
>;

/** The link's recipient signs for its student, through the same code as a signed-in signer, as the emailed address. */
export async function signByLink(
  strapi: Core.Strapi,
  token: string,
  signature: LinkSignature,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ signed_at: string; response: string; campus: Campus }> {
  const { invitation, student } = await invitationOfToken(strapi, token, now);
  // A carer the school system links to the student, signing from their email: their answer is
  // theirs, so an "every carer" form counts it as it counts one given in the portal.
  const linkedCarer = (await strapi.db.query('api::carer-student.carer-student').findOne({
    where: {
      student: { documentId: invitation.student },
      carer: { email: { $eqi: invitation.email }, campus: invitation.campus },
    },
    populate: { carer: { select: ['documentId'] } },
  })) as { carer: { documentId: string } | null } | null;
  const [response] = await signForm(
    strapi,
    {
      ...signature,
      form: invitation.form,
      students: [
        { student: invitation.student, student_number: student.STUDENT_NUMBER ?? '', student_name: student.student ?? '' },
      ],
      signer: linkedCarer?.carer?.documentId ?? null,
      signer_email: invitation.email,
      method: 'emailed-link',
      invitation: invitation.documentId,
    },
    { now },
  );
  // The answer's id and campus let the BFF hand the signer a link to their signed copy.
  return { signed_at: isoOf(response!.signed_at), response: response!.documentId, campus: response!.campus };
}

/**
 * A PDF attached to the form a link opens, for its recipient to read before signing: while the
 * link opens the form to sign (genuine, unexpired, unused, the form open), and only one of the
 * form's current attachments (anything else: 404). Not logged as a view: opening the page was.
 */
export async function signingLinkAttachment(
  strapi: Core.Strapi,
  token: string,
  sha256: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ campus: Campus; attachment: FormAttachment }> {
  const { invitation } = await invitationOfToken(strapi, token, now);
  const signed = await standingAnswerOfInvitation(strapi, invitation);
  const form = (await strapi.db.query(CONSENT_FORM).findOne({
    where: { documentId: invitation.form },
    select: ['campus', 'status', 'due_at', 'attachments'],
  })) as Pick<ConsentFormRecord, 'campus' | 'status' | 'due_at' | 'attachments'> | null;
  const attachment = form && attachmentNamed(form.attachments, sha256);
  if (signed || !form || !attachment || !isFormOpen({ status: form.status, due_at: isoOf(form.due_at) }, now)) {
    throw new FormRefused('notFound', 'No such attachment.');
  }
  return { campus: form.campus, attachment };
}
