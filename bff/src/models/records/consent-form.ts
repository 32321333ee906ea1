import type { CmsRecord } from '@portal/cms/types';
import type {
  Campus,
  ConsentFormRecord,
  FormAttachment,
  FormMatrixRecord,
  FormMatrixRowRecord,
  FormMatrixSignerRecord,
  StoredFormAudience,
  TranslatedLanguage,
  TranslatedQuestionRecord,
} from '@portal/contract';

/**
 * A permission form (issue 30) as the CMS's forms routes answer it to the BFF (`consent-forms/…`):
 * its stored fields, the current published version's number and hash, and how many answers
 * stand for it. `issued_at` is when it was first published (Strapi reserves `published_at`).
 */
export type ConsentFormRow = CmsRecord<
  'api::consent-form.consent-form',
  Record<never, never>,
  {
    questions: ConsentFormRecord['questions'];
    audience: StoredFormAudience;
    reminder_days: number[];
    /** Null on a form written before attachments: none. */
    attachments: FormAttachment[] | null;
  }
> & {
  /** Answers standing for the form (not withdrawn, not superseded); the live list may leave it out. */
  answered?: number;
  /** Whether the CMS would delete it: no answer row at all (withdrawn and superseded ones are evidence). */
  deletable?: boolean;
};

/**
 * An answer for one student as the CMS answers it (`form-responses/…`): never its evidence of
 * where it came from (address, browser: private attributes, which stay in the CMS). `signer` is
 * the portal person's documentId, or null for an emailed link (then `signer_email` names the recipient).
 */
export type FormResponseRow = CmsRecord<
  'api::form-response.form-response',
  Record<never, never>,
  { answers: Record<string, string> }
> & {
  /**
   * The key of its signed copy (a PDF) in the CMS's private file store, null while the job makes
   * it: a private attribute (Strapi's own API never answers it), which the forms routes answer.
   */
  signed_copy: string | null;
};

/**
 * A signer of the matrix as the CMS answers it: the contract's record but for the recorder's name
 * (the BFF reads the people) and the signed copy's link, which the BFF signs from the standing answer whose answers are shown (`response`) and its
 * copy's key (`signed_copy`, null while the job makes it).
 */
export type FormMatrixSignerRow = Omit<FormMatrixSignerRecord, 'signed_copy_url' | 'recorded_by_name'> & {
  response: string | null;
  signed_copy: string | null;
};

/** A student's row of the matrix as the CMS answers it. */
export type FormMatrixStudentRow = Omit<FormMatrixRowRecord, 'signers'> & { signers: FormMatrixSignerRow[] };

/**
 * A form's staff matrix as the CMS answers it (`consent-forms/:id/matrix`): every student of the
 * audience, with their year, their group names and each signer's state, unfiltered: the BFF
 * keeps the rows a person asked for and counts those.
 */
export type FormMatrixRows = Pick<FormMatrixRecord, 'formUid' | 'title'> & { rows: FormMatrixStudentRow[] };

/** What the CMS answers an invitation sent to another carer by email. */
export type FormInvitationRow = { sent_to: string; expires_at: string };

/**
 * A form's version machine-translated into one language, as the CMS answers it
 * (`consent-forms/:id/versions/:version/translations/:language`, null when there is none): its
 * texts, the English version's hash they were made from, and their own hash. The CMS stores only
 * the languages content is translated into.
 */
export type FormTranslationRow = Omit<
  CmsRecord<
    'api::consent-form-translation.consent-form-translation',
    Record<never, never>,
    { questions: TranslatedQuestionRecord[] }
  >,
  'language'
> & { language: TranslatedLanguage };

/**
 * What an emailed signing link opens (`form-invitations/signing?t=…`): the form as its current
 * version reads, for the student and the recipient the link names; or only that it was signed,
 * and when; or that the form closed.
 */
export type SigningLinkRow =
  | {
      state: 'open';
      form: ConsentFormRow;
      invitation: { documentId: string; email: string; name: string | null; student: string; student_name: string };
      campus: Campus;
    }
  | { state: 'signed'; signed_at: string }
  | { state: 'closed'; title: string };

/** How the children of a form are read: the student, with their portal person's groups (a form's audience may name groups). */
export const FORM_CHILD_POPULATE = {
  portal_user: { fields: ['documentId', 'firstname', 'surname'], populate: { groups: { fields: ['groupname'] } } },
} as const;

export type FormChildStudent = CmsRecord<'api::student.student', typeof FORM_CHILD_POPULATE>;

/** A carer's links to their students, each student read as a form's child. */
export const LINKED_CHILD_POPULATE = { student: { populate: FORM_CHILD_POPULATE } } as const;

export type LinkedChild = CmsRecord<'api::carer-student.carer-student', typeof LINKED_CHILD_POPULATE>;

/** A student's links to every carer the school system names for them, each read for the carer's id only. */
export const CHILD_CARERS_POPULATE = { carer: { fields: ['documentId'] }, student: { fields: ['documentId'] } } as const;

export type ChildCarerLink = CmsRecord<'api::carer-student.carer-student', typeof CHILD_CARERS_POPULATE>;

/**
 * A child a form may ask about, as the signing rules decide on them: the student record, its
 * year and groups (the audience), and every carer the school system links to them, not only
 * the one asking ("every carer" forms need them all).
 */
export type FormChild = {
  documentId: string;
  STUDENT_NUMBER: string;
  name: string;
  campus: Campus | null;
  form_run: number | null;
  /** The student's own portal person (who signs when the form lets students sign for themselves). */
  portalUserId: string | null;
  groupNames: readonly string[];
  linkedCarers: readonly string[];
};

/** One form and one child: what `consent-form.answerFor` decides on. */
export type FormForChild = {
  form: Pick<ConsentFormRow, 'campus' | 'status' | 'audience' | 'signers' | 'student_from_year'>;
  child: FormChild;
};
