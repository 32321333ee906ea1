import { z } from 'zod';
import {
  CONSENT_ANSWERS,
  FORM_ENTRY_STATUSES,
  FORM_LIMITS,
  FORM_QUESTION_KINDS,
  FORM_SIGNER_RULES,
  FORM_SIGNER_STATUSES,
  FORM_SIGNING_METHODS,
  FORM_STATUSES,
} from '../rules/consent-forms.ts';
import { isoDateTime, uidSchema } from './common.ts';

/**
 * What the forms calls answer a body they cannot take (400) or a write they refuse (409). Written
 * out (FORM_LIMITS' numbers included) so the catalogs' extractor finds each one.
 */
export const CONSENT_FORM_MESSAGES = {
  title: 'Give the form a title of at most 200 characters.',
  body: 'Write what the form is about.',
  questions: 'A form asks between 1 and 30 questions.',
  questionLabel: 'Each question needs a label of at most 500 characters.',
  questionIds: 'Each question needs its own id.',
  options: 'A choice question offers between 2 and 20 options.',
  audience: 'Choose who the form is for: at least one year, group or student.',
  dueAt: 'Give the due date and time, in the future.',
  studentFromYear: 'Give the year from which students sign for themselves (1 to 12).',
  reminderDays: 'Reminders go between 1 and 30 days before the due date.',
  answers: 'Answer each required question; a consent question takes yes or no, a choice one of its options.',
  signerName: 'Type your full name as it appears in your account.',
  agreed: 'Tick "I agree" to sign.',
  students: 'Choose the child or children you are answering for.',
  clientId: 'Each answer needs its client id (a UUID the device made).',
  contentHash: 'The form has changed since it was opened: read it again before signing.',
  closed: 'This form is closed: answers are no longer taken.',
  notOpenForChanges: 'This form cannot be changed or withdrawn after signing.',
  answered: 'This form has answers: close it instead of deleting it.',
  notDraft: 'Only a draft can be published.',
  notPublished: 'Only a published form can be closed.',
  paperOnDraft: 'A paper answer can be recorded once the form is published.',
  email: 'Give the other carer’s email address.',
  restrictedRecipient: 'A signing link cannot be sent to this address for this child: please contact the school.',
  linkExpired: 'This signing link has expired: the form’s due date has passed.',
  linkAltered:
    'This signing link is not valid: it may have been changed or copied incompletely. Open it again from the school’s email.',
} as const;

const questionId = z.string().regex(/^[a-z0-9_-]{1,40}$/i, CONSENT_FORM_MESSAGES.questionIds);

export const formQuestionSchema = z.strictObject({
  id: questionId,
  kind: z.enum(FORM_QUESTION_KINDS),
  label: z
    .string()
    .trim()
    .min(1, CONSENT_FORM_MESSAGES.questionLabel)
    .max(FORM_LIMITS.questionLabel, CONSENT_FORM_MESSAGES.questionLabel),
  required: z.boolean(),
  options: z
    .array(z.string().trim().min(1).max(FORM_LIMITS.choiceLabel), { error: CONSENT_FORM_MESSAGES.options })
    .min(2, CONSENT_FORM_MESSAGES.options)
    .max(FORM_LIMITS.choices, CONSENT_FORM_MESSAGES.options)
    .optional(),
});

export const formAudienceSchema = z.strictObject({
  years: z.array(z.number().int().min(0).max(13)).max(14),
  groups: z.array(z.string().trim().min(1).max(200)).max(FORM_LIMITS.audienceEntries),
  students: z.array(z.string().trim().min(1).max(50)).max(FORM_LIMITS.audienceEntries),
});

/** `POST /api/consent-forms` and `PUT /api/consent-forms/{id}`: what an admin writes. */
export const consentFormInput = z.strictObject({
  data: z
    .strictObject({
      title: z.string().trim().min(1, CONSENT_FORM_MESSAGES.title).max(FORM_LIMITS.title, CONSENT_FORM_MESSAGES.title),
      body: z.string().min(1, CONSENT_FORM_MESSAGES.body).max(FORM_LIMITS.body, CONSENT_FORM_MESSAGES.body),
      questions: z
        .array(formQuestionSchema)
        .min(1, CONSENT_FORM_MESSAGES.questions)
        .max(FORM_LIMITS.questions, CONSENT_FORM_MESSAGES.questions),
      audience: formAudienceSchema,
      due_at: isoDateTime,
      signers: z.enum(FORM_SIGNER_RULES),
      student_from_year: z
        .number()
        .int()
        .min(1, CONSENT_FORM_MESSAGES.studentFromYear)
        .max(12, CONSENT_FORM_MESSAGES.studentFromYear)
        .nullable(),
      changes_allowed: z.boolean(),
      reminder_days: z
        .array(z.number().int().min(1, CONSENT_FORM_MESSAGES.reminderDays).max(30, CONSENT_FORM_MESSAGES.reminderDays))
        .max(5),
      /** On a published form's edit: whether those who answered are asked to sign again. */
      asks_again: z.boolean().optional(),
    })
    .superRefine((form, ctx) => {
      const ids = form.questions.map((question) => question.id);
      if (new Set(ids).size !== ids.length)
        ctx.addIssue({ code: 'custom', path: ['questions'], message: CONSENT_FORM_MESSAGES.questionIds });
      form.questions.forEach((question, index) => {
        if ((question.kind === 'choice') !== (question.options !== undefined)) {
          ctx.addIssue({ code: 'custom', path: ['questions', index, 'options'], message: CONSENT_FORM_MESSAGES.options });
        }
      });
      if (form.audience.years.length + form.audience.groups.length + form.audience.students.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['audience'], message: CONSENT_FORM_MESSAGES.audience });
      }
      if (form.signers === 'student' && form.student_from_year === null) {
        ctx.addIssue({ code: 'custom', path: ['student_from_year'], message: CONSENT_FORM_MESSAGES.studentFromYear });
      }
    }),
});
export type ConsentFormInput = z.infer<typeof consentFormInput>['data'];

export const consentFormIdParam = z.object({ id: uidSchema });

/** A form as the admin area lists and edits it. */
export const consentFormRecord = z.strictObject({
  formUid: z.string(),
  campus: z.string(),
  title: z.string(),
  body: z.string(),
  questions: z.array(formQuestionSchema),
  audience: formAudienceSchema,
  due_at: isoDateTime,
  signers: z.enum(FORM_SIGNER_RULES),
  student_from_year: z.number().int().nullable(),
  changes_allowed: z.boolean(),
  reminder_days: z.array(z.number().int()),
  status: z.enum(FORM_STATUSES),
  /** The published version's number (0 for a draft never published). */
  version: z.number().int(),
  content_hash: z.string().nullable(),
  published_at: isoDateTime.nullable(),
  closed_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  author_name: z.string(),
  /** Responses standing (not withdrawn): a form with any cannot be deleted. */
  answered: z.number().int(),
});
export type ConsentFormRecord = z.infer<typeof consentFormRecord>;

/** One line of a carer's (or a signing student's) list: a form for one child. */
export const formEntryRecord = z.strictObject({
  formUid: z.string(),
  title: z.string(),
  due_at: isoDateTime,
  studentUid: z.string(),
  student_name: z.string(),
  status: z.enum(FORM_ENTRY_STATUSES),
  /** When this person's standing answer for the child was signed, if any. */
  signed_at: isoDateTime.nullable(),
});
export type FormEntryRecord = z.infer<typeof formEntryRecord>;

export const formAnswersSchema = z.record(z.string(), z.string().max(FORM_LIMITS.healthAnswer));

/** An answer as the signer (or the matrix) sees it. */
export const formResponseRecord = z.strictObject({
  responseUid: z.string(),
  formUid: z.string(),
  studentUid: z.string(),
  version: z.number().int(),
  answers: formAnswersSchema,
  signer_name: z.string(),
  signed_at: isoDateTime,
  method: z.enum(FORM_SIGNING_METHODS),
  withdrawn_at: isoDateTime.nullable(),
  /** SHA-256 of the response's evidence, as the receipt quotes it. */
  response_hash: z.string(),
  content_hash: z.string(),
});
export type FormResponseRecord = z.infer<typeof formResponseRecord>;

/** The form as a signer sees it (`GET /api/forms/{id}`): its text, the children it asks about, and what they answered. */
export const formForSignerRecord = z.strictObject({
  formUid: z.string(),
  title: z.string(),
  body: z.string(),
  questions: z.array(formQuestionSchema),
  due_at: isoDateTime,
  changes_allowed: z.boolean(),
  open: z.boolean(),
  version: z.number().int(),
  /** SHA-256 of the version shown: a signature sends it back, and is refused if the form changed since. */
  content_hash: z.string(),
  /** The name the signature must match. */
  signer_name: z.string(),
  children: z.array(
    z.strictObject({
      studentUid: z.string(),
      student_name: z.string(),
      status: z.enum(FORM_ENTRY_STATUSES),
      /** The statement this signer agrees to for this child. */
      statement: z.string(),
      /** This person's standing answer for the child, if any. */
      response: formResponseRecord.nullable(),
      /** Whether this person must still answer for the child (false once done, or when another carer's answer suffices). */
      awaiting_me: z.boolean(),
    }),
  ),
});
export type FormForSignerRecord = z.infer<typeof formForSignerRecord>;

const signatureFields = {
  client_id: z.uuid({ error: CONSENT_FORM_MESSAGES.clientId }),
  answers: formAnswersSchema,
  signer_name: z
    .string({ error: CONSENT_FORM_MESSAGES.signerName })
    .trim()
    .min(1, CONSENT_FORM_MESSAGES.signerName)
    .max(FORM_LIMITS.signerName),
  agreed: z.literal(true, { error: CONSENT_FORM_MESSAGES.agreed }),
  content_hash: z.string().regex(/^[0-9a-f]{64}$/, CONSENT_FORM_MESSAGES.contentHash),
  /** The device's clock when the signer pressed Submit (evidence beside the server's time). */
  device_time: isoDateTime,
};

/** `POST /api/forms/{id}/responses`: one answer for one or several children (one stored per child). */
export const formResponseInput = z.strictObject({
  data: z.strictObject({
    ...signatureFields,
    students: z.array(uidSchema, { error: CONSENT_FORM_MESSAGES.students }).min(1, CONSENT_FORM_MESSAGES.students).max(20),
  }),
});
export type FormResponseInput = z.infer<typeof formResponseInput>['data'];

/** `POST /api/forms/{id}/withdrawals`: withdraw this person's standing answer for a child. */
export const formWithdrawalInput = z.strictObject({
  data: z.strictObject({ student: uidSchema, client_id: z.uuid({ error: CONSENT_FORM_MESSAGES.clientId }) }),
});

/** `POST /api/forms/{id}/invitations`: ask another carer, by email, to sign for a child. */
export const formInvitationInput = z.strictObject({
  data: z.strictObject({
    student: uidSchema,
    email: z.email({ error: CONSENT_FORM_MESSAGES.email }).max(254, CONSENT_FORM_MESSAGES.email),
    name: z.string().trim().max(FORM_LIMITS.signerName).optional(),
  }),
});
export const formInvitationRecord = z.strictObject({ sent_to: z.string(), expires_at: isoDateTime });

/**
 * The query of an emailed signing link (`/docusign?t=…`): the token names an invitation (the
 * recipient, the student and the form), the campus and the expiry (the form's due time), signed
 * by the CMS, which alone makes and reads them; the BFF passes it on.
 */
export const signingLinkQuery = z.strictObject({ t: z.string().regex(/^[\w.-]{20,300}$/, CONSENT_FORM_MESSAGES.linkAltered) });

/** `GET /api/docusign?…` (and docusignpk, docusignpkkps, docusign-interview): what the public signing page shows. */
export const publicSigningRecord = z.discriminatedUnion('state', [
  z.strictObject({
    state: z.literal('open'),
    form: formForSignerRecord.omit({ children: true }),
    studentUid: z.string(),
    student_name: z.string(),
    statement: z.string(),
  }),
  /** A used link shows only that it was signed and when: a forwarded link does not show the answers. */
  z.strictObject({ state: z.literal('signed'), signed_at: isoDateTime }),
  z.strictObject({ state: z.literal('closed'), title: z.string() }),
]);
export type PublicSigningRecord = z.infer<typeof publicSigningRecord>;

/** `POST /api/docusign?…`: the recipient's answer for the student the link names. */
export const publicSigningInput = z.strictObject({ data: z.strictObject(signatureFields) });

export const consentAnswerSchema = z.enum(CONSENT_ANSWERS);

/** `GET /api/consent-forms/{id}/matrix`: filters of the staff matrix, or with `format` a file of it instead. */
export const formMatrixQuery = z.strictObject({
  year: z.coerce.number().int().min(0).max(13).optional(),
  group: z.string().trim().min(1).max(200).optional(),
  status: z.enum(FORM_SIGNER_STATUSES).optional(),
  format: z.enum(['csv', 'xlsx']).optional(),
});
export type FormMatrixQuery = z.infer<typeof formMatrixQuery>;

/** One required (or extra, emailed-link) signer of a student in the matrix. */
export const formMatrixSignerRecord = z.strictObject({
  /** The person's documentId, or `email:<address>` for an emailed-link signer. */
  signer: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  status: z.enum(FORM_SIGNER_STATUSES),
  /** signed_at, the first time opened, or withdrawn_at, by status. */
  at: isoDateTime.nullable(),
  /** Health answers included: only the campus's admins see the matrix. */
  answers: formAnswersSchema.nullable(),
  method: z.enum(FORM_SIGNING_METHODS).nullable(),
  /** The admin (person documentId) who recorded a paper answer. */
  recorded_by: z.string().nullable(),
  note: z.string().nullable(),
});
export type FormMatrixSignerRecord = z.infer<typeof formMatrixSignerRecord>;

export const formMatrixRowRecord = z.strictObject({
  studentUid: z.string(),
  student_name: z.string(),
  STUDENT_NUMBER: z.string(),
  year: z.number().int().nullable(),
  groups: z.array(z.string()),
  signers: z.array(formMatrixSignerRecord),
});
export type FormMatrixRowRecord = z.infer<typeof formMatrixRowRecord>;

/** The staff matrix of one form: one row per student of its audience, with each signer's state. */
export const formMatrixRecord = z.strictObject({
  formUid: z.string(),
  title: z.string(),
  /** Signers per status (every status present), over the rows after the filters. */
  counts: z.record(z.enum(FORM_SIGNER_STATUSES), z.number().int()),
  students: z.number().int(),
  signers: z.number().int(),
  rows: z.array(formMatrixRowRecord),
});
export type FormMatrixRecord = z.infer<typeof formMatrixRecord>;

/** `POST /api/consent-forms/{id}/paper-answers`: an admin records a paper form's answers for a student. */
export const formPaperAnswerInput = z.strictObject({
  data: z.strictObject({
    student: uidSchema,
    /** Who signed the paper, as written on it. */
    signer_name: z
      .string({ error: CONSENT_FORM_MESSAGES.signerName })
      .trim()
      .min(1, CONSENT_FORM_MESSAGES.signerName)
      .max(FORM_LIMITS.signerName),
    answers: formAnswersSchema,
    note: z.string().trim().max(1000),
    client_id: z.uuid({ error: CONSENT_FORM_MESSAGES.clientId }),
  }),
});
export type FormPaperAnswerInput = z.infer<typeof formPaperAnswerInput>['data'];

/** `POST /api/consent-forms/{id}/reminders`: the pending signers emailed now, and those already reminded today. */
export const formReminderRecord = z.strictObject({ queued: z.number().int(), skipped_today: z.number().int() });
export type FormReminderRecord = z.infer<typeof formReminderRecord>;
