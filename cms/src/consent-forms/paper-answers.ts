import type { Core } from '@strapi/strapi';
import { CONSENT_FORM_MESSAGES } from '@portal/contract';
import { studentsOfForm } from './audience';
import { CONSENT_FORM, type ConsentFormRecord, type FormResponseRow } from './records';
import { FormRefused } from './refusals';
import { signForm } from './responses';

/** What an admin types from a paper form that came back (issue 30, step 2). */
export type PaperAnswer = {
  /** The admin recording it (portal person documentId). */
  actor: string;
  student: string;
  /** Who signed the paper, as written on it. */
  signer_name: string;
  answers: Record<string, string>;
  note: string;
  /** The admin's device's id for this entry: entering it twice stores it once. */
  client_id: string;
};

/**
 * A paper answer for a student of the form's audience, stored through the same signing code as
 * any other (its evidence, its hash, its place in the form's log, as a `paper` event naming the
 * admin and their note), with no signer account or address and no receipt. Unlike a signer's
 * answer it is taken after the due date and after closure, since papers come back late; never
 * on a draft, which nobody was asked to sign.
 */
export async function recordPaperAnswer(
  strapi: Core.Strapi,
  formId: string,
  paper: PaperAnswer,
  { now = new Date() }: { now?: Date } = {},
): Promise<FormResponseRow> {
  const form = (await strapi.db.query(CONSENT_FORM).findOne({ where: { documentId: formId } })) as ConsentFormRecord | null;
  if (!form) throw new FormRefused('notFound', 'No such form.');
  if (form.status === 'draft' || !form.content_hash) throw new FormRefused('conflict', CONSENT_FORM_MESSAGES.paperOnDraft);
  const student = (await studentsOfForm(strapi, form, [paper.student])).get(paper.student);
  if (!student) throw new FormRefused('notFound', CONSENT_FORM_MESSAGES.students);
  const [response] = await signForm(
    strapi,
    {
      form: formId,
      // The version in force now: signForm refuses the paper if the form is edited meanwhile.
      content_hash: form.content_hash,
      students: [
        { student: student.documentId, student_number: student.STUDENT_NUMBER ?? '', student_name: student.student ?? '' },
      ],
      signer: null,
      signer_email: null,
      signer_name: paper.signer_name,
      answers: paper.answers,
      method: 'paper',
      device_time: null,
      ip: null,
      user_agent: null,
      client_id: paper.client_id,
      invitation: null,
      recorded_by: paper.actor,
      note: paper.note.trim() === '' ? null : paper.note,
    },
    { now },
  );
  return response!;
}
