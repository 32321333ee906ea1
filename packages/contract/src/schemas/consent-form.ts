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
  FORM_USER_TYPES,
} from '../rules/consent-forms.ts';
import { LANGUAGES } from '../rules/languages.ts';
import { isoDateTime, uidSchema } from './common.ts';
import { translatedLanguageSchema } from './content-translation.ts';

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
  audience: 'Choose who the form is for: at least one user type, year, group or student.',
  userTypes: 'A form’s user types are Carers and Students.',
  studentsSignThemselves:
    'With the user type Students, students answer for themselves: choose "The student (from a year on)" as who must sign, or the user type Carers.',
  carersSignForChildren:
    'With the user type Carers, carers answer for their children: choose any one or every linked carer as who must sign, or the user type Students.',
  dueAt: 'Give the due date and time, in the future.',
  studentFromYear: 'Give the year from which students sign for themselves (1 to 12).',
  reminderDays: 'Reminders go between 1 and 30 days before the due date.',
  answers: 'Answer each required question; a consent question takes yes or no, a choice one of its options.',
  signerName: 'Type your full name as it appears in your account.',
  agreed: 'Tick "I agree" to sign.',
  students: 'Choose the child or children you are answering for.',
  clientId: 'Each answer needs its client id (a UUID the device made).',
  signedCopyPending: 'The signed copy is still being made: try again in a minute.',
  clientIdUsed: 'This answer’s client id was already used for another answer: please sign again.',
  contentHash: 'The form has changed since it was opened: read it again before signing.',
  translation: 'The form’s translation has changed since it was opened: read it again before signing.',
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
  attachments: 'A form has at most 5 PDF attachments.',
  attachmentType: 'Only PDF files can be attached: this file is not a PDF.',
  attachmentSize: 'A PDF attachment can be at most 10 MB: this file is larger.',
  attachmentName: 'Each attachment needs a file name of at most 200 characters.',
  attachmentTwice: 'This PDF is attached already.',
  attachmentMissing: 'An attachment is no longer stored: remove it and attach the PDF again.',
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

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

/** A file name as the admin's device gave it: no folders, no control characters. */
const attachmentName = z
  .string({ error: CONSENT_FORM_MESSAGES.attachmentName })
  .trim()
  .min(1, CONSENT_FORM_MESSAGES.attachmentName)
  .max(FORM_LIMITS.attachmentName, CONSENT_FORM_MESSAGES.attachmentName)
  .regex(/^[^/\\\p{Cc}]+$/u, CONSENT_FORM_MESSAGES.attachmentName);

/** A PDF attached to a form: its name, size and the SHA-256 of its bytes (rules/consent-forms.ts FormAttachment). */
export const formAttachmentSchema = z.strictObject({
  name: attachmentName,
  size: z
    .number()
    .int()
    .min(1, CONSENT_FORM_MESSAGES.attachmentType)
    .max(FORM_LIMITS.attachmentBytes, CONSENT_FORM_MESSAGES.attachmentSize),
  sha256: sha256Hex,
});

/**
 * `POST /api/consent-forms/attachments`: a PDF for a form, as base64 in JSON (with or without its
 * data: URL prefix), the way the editors' images are sent; answered with its formAttachmentSchema,
 * which the form then lists. The server reads the type from the bytes, never from the name.
 */
export const formAttachmentUpload = z.strictObject({
  data: z.strictObject({
    name: attachmentName,
    base64File: z.string().min(1, CONSENT_FORM_MESSAGES.attachmentType),
  }),
});
export type FormAttachmentUpload = z.infer<typeof formAttachmentUpload>['data'];

/** `GET …/attachments/{file}`: a form's attachment by the SHA-256 that names it. */
export const formAttachmentParams = z.object({ id: uidSchema, file: sha256Hex });

export const formAudienceSchema = z.strictObject({
  /** Absent on a form stored (or a body written) before user types: none. */
  user_types: z
    .array(z.enum(FORM_USER_TYPES, { error: CONSENT_FORM_MESSAGES.userTypes }))
    .max(FORM_USER_TYPES.length, CONSENT_FORM_MESSAGES.userTypes)
    .default([]),
  years: z.array(z.number().int().min(0).max(13)).max(14),
  groups: z.array(z.string().trim().min(1).max(200)).max(FORM_LIMITS.audienceEntries),
  students: z.array(z.string().trim().min(1).max(50)).max(FORM_LIMITS.audienceEntries),
});

/** An audience as a form stores it: without `user_types` on a form stored before them (formAudienceSchema reads none). */
export type StoredFormAudience = z.input<typeof formAudienceSchema>;

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
      /** PDFs shown above the questions, uploaded first (`formAttachmentUpload`); none when absent. */
      attachments: z.array(formAttachmentSchema).max(FORM_LIMITS.attachments, CONSENT_FORM_MESSAGES.attachments).optional(),
    })
    .superRefine((form, ctx) => {
      const files = (form.attachments ?? []).map((attachment) => attachment.sha256);
      if (new Set(files).size !== files.length)
        ctx.addIssue({ code: 'custom', path: ['attachments'], message: CONSENT_FORM_MESSAGES.attachmentTwice });
      const ids = form.questions.map((question) => question.id);
      if (new Set(ids).size !== ids.length)
        ctx.addIssue({ code: 'custom', path: ['questions'], message: CONSENT_FORM_MESSAGES.questionIds });
      form.questions.forEach((question, index) => {
        if ((question.kind === 'choice') !== (question.options !== undefined)) {
          ctx.addIssue({ code: 'custom', path: ['questions', index, 'options'], message: CONSENT_FORM_MESSAGES.options });
        }
      });
      const { user_types: userTypes, years, groups, students } = form.audience;
      if (userTypes.length + years.length + groups.length + students.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['audience'], message: CONSENT_FORM_MESSAGES.audience });
      }
      // A user type says who answers: it must agree with who must sign.
      if (userTypes.includes('students') && form.signers !== 'student') {
        ctx.addIssue({ code: 'custom', path: ['audience', 'user_types'], message: CONSENT_FORM_MESSAGES.studentsSignThemselves });
      }
      if (userTypes.includes('carers') && form.signers === 'student') {
        ctx.addIssue({ code: 'custom', path: ['audience', 'user_types'], message: CONSENT_FORM_MESSAGES.carersSignForChildren });
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
  attachments: z.array(formAttachmentSchema),
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
  /** Responses standing (not withdrawn). */
  answered: z.number().int(),
  /** Whether it may be deleted: no answer was ever given, withdrawn and superseded ones included (they are evidence). */
  deletable: z.boolean(),
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
  /**
   * Whether this person must still answer for the child: false once they have, even while the
   * entry is still to do because another carer must sign an "every carer" form too.
   */
  awaiting_me: z.boolean(),
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
  /**
   * The signed copy (a PDF of the form as shown, the answers and the evidence) behind a signed link
   * that expires; null while a job of the CMS is still making it.
   */
  signed_copy_url: z.string().nullable(),
});
export type FormResponseRecord = z.infer<typeof formResponseRecord>;

/**
 * A question of a form's machine translation: the English question's id, its label translated,
 * and a choice's options translated in the same order. Only what is read is translated: an answer
 * is the English option whatever language it was chosen in.
 */
export const translatedQuestionRecord = z.strictObject({
  id: z.string(),
  label: z.string(),
  options: z.array(z.string()).optional(),
});
export type TranslatedQuestionRecord = z.infer<typeof translatedQuestionRecord>;

/**
 * The version a signer is shown, machine-translated (Amazon Translate) into their language. It is
 * shown beside the English, which stays what is signed; `content_hash` is the translation's own
 * SHA-256, which a signature sends back (`translation`) and the answer's evidence keeps.
 */
export const formTranslationRecord = z.strictObject({
  language: translatedLanguageSchema,
  title: z.string(),
  body: z.string(),
  questions: z.array(translatedQuestionRecord),
  content_hash: z.string(),
});
export type FormTranslationRecord = z.infer<typeof formTranslationRecord>;

/** The form as a signer sees it (`GET /api/forms/{id}`): its text, the children it asks about, and what they answered. */
export const formForSignerRecord = z.strictObject({
  formUid: z.string(),
  title: z.string(),
  body: z.string(),
  questions: z.array(formQuestionSchema),
  /** PDFs to read before signing, shown above the questions; each is downloaded from `forms/{id}/attachments/{sha256}` (or the signing link's call). */
  attachments: z.array(formAttachmentSchema),
  due_at: isoDateTime,
  changes_allowed: z.boolean(),
  open: z.boolean(),
  version: z.number().int(),
  /** SHA-256 of the version shown: a signature sends it back, and is refused if the form changed since. */
  content_hash: z.string(),
  /**
   * The version machine-translated into the signer's language, shown beside the English; null when
   * they read English, or when there is no translation (machine translation off, or not made yet).
   */
  translation: formTranslationRecord.nullable(),
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
      /**
       * When this person signed for the child an earlier version whose answer stopped counting
       * (the form was changed and asked everyone to answer again), while no answer of theirs stands.
       */
      earlier_signed_at: isoDateTime.nullable(),
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
  /**
   * The machine translation shown beside the English (the record's `translation`: its language and
   * hash), null or absent when none was. Refused unless it is the translation stored for the version
   * signed; the answer's evidence keeps both hashes.
   */
  translation: z
    .strictObject({
      language: translatedLanguageSchema,
      content_hash: z.string().regex(/^[0-9a-f]{64}$/, CONSENT_FORM_MESSAGES.translation),
    })
    .nullable()
    .optional(),
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
/** The machine translation a signature says was shown beside the English: its language and hash. */
export type FormSignatureTranslation = NonNullable<FormResponseInput['translation']>;

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
export const signingLinkQuery = z.strictObject({
  t: z.string().regex(/^[\w.-]{20,300}$/, CONSENT_FORM_MESSAGES.linkAltered),
  /**
   * The language the page is shown in (no one is signed in to have one; the device chose it, from
   * the browser's languages or the person's choice): the form comes with its machine translation
   * into it, when there is one. Absent: English, the form as written.
   */
  language: z.enum(LANGUAGES).optional(),
});

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

/** `POST /api/docusign?…`'s answer: when it was signed, and a link to the signed copy (answering 409 until the copy is made, then the PDF, for an hour). */
export const linkSignedRecord = z.strictObject({ signed_at: isoDateTime, signed_copy_url: z.string() });
export type LinkSignedRecord = z.infer<typeof linkSignedRecord>;

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
  /** That admin's name, null when no one recorded it (or their account is gone). */
  recorded_by_name: z.string().nullable(),
  note: z.string().nullable(),
  /** The standing answer's signed copy (PDF) behind a signed link that expires; null without answers shown, or while it is being made. */
  signed_copy_url: z.string().nullable(),
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
