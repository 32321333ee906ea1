import { z } from 'zod';
import {
  CONSENT_FORM_MESSAGES,
  FORM_LIMITS,
  FORM_SIGNING_METHODS,
  campusSchema,
  consentFormInput,
  formAnswersSchema,
  isoDateTime,
  translatedLanguageSchema,
} from '@portal/contract';

/**
 * The bodies and queries of the forms' CMS routes (design: issue 30), which only the BFF calls
 * with its token, having checked who may do what. Each route's body is under `data`, as the
 * BFF's CMS client sends it; the contract's schemas and messages where the BFF's own apply.
 */

const documentId = z.string().trim().min(1).max(64);
/** A portal person's documentId, `system`, or `email:<address>`: whoever a log entry names. */
const actor = z.string().trim().min(1).max(300);
const personName = z.string().trim().min(1).max(FORM_LIMITS.signerName);
const email = z.email({ error: CONSENT_FORM_MESSAGES.email }).max(254, CONSENT_FORM_MESSAGES.email);
const clientId = z.uuid({ error: CONSENT_FORM_MESSAGES.clientId });
const contentHash = z.string().regex(/^[0-9a-f]{64}$/, CONSENT_FORM_MESSAGES.contentHash);
const signerName = z
  .string({ error: CONSENT_FORM_MESSAGES.signerName })
  .trim()
  .min(1, CONSENT_FORM_MESSAGES.signerName)
  .max(FORM_LIMITS.signerName);
/** The machine translation a signer was shown beside the form, when one was: its language and hash. */
const translationShown = z
  .object({
    language: translatedLanguageSchema,
    content_hash: z.string().regex(/^[0-9a-f]{64}$/, CONSENT_FORM_MESSAGES.translation),
  })
  .nullish();
/** Evidence of where a signature came from, as the BFF saw the request. */
const ip = z.string().max(100).nullable();
const userAgent = z.string().max(1000).nullable();

/** A form as an admin wrote it: the contract's input, which the BFF validated too. */
const formInput = consentFormInput.shape.data;

const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const createFormBody = data(
  z.object({ campus: campusSchema, author: documentId, author_name: personName, form: formInput }),
);
export const updateFormBody = data(z.object({ actor, form: formInput }));
export const actorBody = data(z.object({ actor }));
export const copyFormBody = data(z.object({ actor, author_name: personName }));

/** A paper form's answers, typed in by an admin (the actor) for one student. */
export const paperAnswerBody = data(
  z.object({
    actor,
    student: documentId,
    signer_name: signerName,
    answers: formAnswersSchema,
    note: z.string().trim().max(1000),
    client_id: clientId,
  }),
);

export const signatureBody = data(
  z.object({
    form: documentId,
    content_hash: contentHash,
    translation: translationShown,
    students: z
      .array(
        z.object({
          student: documentId,
          student_number: z.string().max(50),
          student_name: z.string().max(FORM_LIMITS.signerName),
        }),
        {
          error: CONSENT_FORM_MESSAGES.students,
        },
      )
      .min(1, CONSENT_FORM_MESSAGES.students)
      .max(20, CONSENT_FORM_MESSAGES.students),
    signer: documentId.nullable(),
    signer_email: email.nullable(),
    signer_name: signerName,
    answers: formAnswersSchema,
    method: z.enum(FORM_SIGNING_METHODS),
    device_time: isoDateTime,
    ip,
    user_agent: userAgent,
    client_id: clientId,
    invitation: documentId.nullable(),
  }),
);

export const withdrawalBody = data(
  z.object({
    form: documentId,
    student: documentId,
    signer: documentId.nullable(),
    signer_email: email.nullable(),
    client_id: clientId,
  }),
);

export const viewedEventBody = data(
  z.object({
    form: documentId,
    kind: z.literal('viewed'),
    actor,
    details: z.strictObject({ student: documentId.optional(), method: z.enum(FORM_SIGNING_METHODS) }),
  }),
);

export const invitationBody = data(
  z.object({
    campus: campusSchema,
    form: documentId,
    student: documentId,
    student_name: z.string().max(FORM_LIMITS.signerName),
    email,
    name: z.string().trim().max(FORM_LIMITS.signerName).nullish(),
    invited_by: actor,
  }),
);

export const linkSignatureBody = data(
  z.object({
    answers: formAnswersSchema,
    signer_name: signerName,
    content_hash: contentHash,
    translation: translationShown,
    device_time: isoDateTime,
    client_id: clientId,
    ip,
    user_agent: userAgent,
  }),
);

/** `?t=<token>` of a signing link; its shape, as the contract has it (the plugin checks its signature). */
export const signingLinkToken = z.object({ t: z.string().regex(/^[\w.-]{20,300}$/, CONSENT_FORM_MESSAGES.linkAltered) });

/** The most forms and students one standing-answers query may name. */
export const STANDING_QUERY_LIMIT = 200;

const idList = z
  .string()
  .transform((list) => list.split(',').filter((id) => id !== ''))
  .pipe(z.array(documentId).min(1).max(STANDING_QUERY_LIMIT));

export const standingQuery = z.object({ forms: idList, students: idList });
