/**
 * Permission forms (issue 30): one consent request per form, answered per student by that
 * student's required signers. The rules both ends share: who must sign for whom, which
 * students a form's audience names, what a child's entry shows, and the statement a signer
 * agrees to. Hashing and storage are the CMS's.
 */

export const FORM_QUESTION_KINDS = ['consent', 'text', 'choice', 'health'] as const;
export type FormQuestionKind = (typeof FORM_QUESTION_KINDS)[number];

/** Who must answer for each student: any one linked carer, every linked carer, or the student themself (from a year on). */
export const FORM_SIGNER_RULES = ['any_carer', 'every_carer', 'student'] as const;
export type FormSignerRule = (typeof FORM_SIGNER_RULES)[number];

export const FORM_STATUSES = ['draft', 'published', 'closed'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

/** A child's entry on the carer's list: still to answer, answered yes to every consent, declined one, or closed unanswered. */
export const FORM_ENTRY_STATUSES = ['to_do', 'done', 'declined', 'closed'] as const;
export type FormEntryStatus = (typeof FORM_ENTRY_STATUSES)[number];

/** How a response came: signed in the portal, through an emailed link, or recorded by staff from paper. */
export const FORM_SIGNING_METHODS = ['campus-sign-in', 'emailed-link', 'paper'] as const;
export type FormSigningMethod = (typeof FORM_SIGNING_METHODS)[number];

/**
 * A signer's state in the staff matrix: not opened, opened (viewed), signed yes (no consent
 * answered no), signed no (a consent answered no), withdrawn (latest answer withdrawn, none
 * standing), or paper (recorded by staff from a paper form).
 */
export const FORM_SIGNER_STATUSES = ['not_opened', 'opened', 'signed_yes', 'signed_no', 'withdrawn', 'paper'] as const;
export type FormSignerStatus = (typeof FORM_SIGNER_STATUSES)[number];

/** A consent answer. */
export const CONSENT_ANSWERS = ['yes', 'no'] as const;

/** The days before the due date automatic reminders go, unless a form says otherwise. */
export const DEFAULT_FORM_REMINDER_DAYS: readonly number[] = [3, 1];

/** Limits of what an admin may write into a form. */
export const FORM_LIMITS = {
  title: 200,
  body: 100_000,
  questions: 30,
  questionLabel: 500,
  choices: 20,
  choiceLabel: 200,
  textAnswer: 500,
  healthAnswer: 2000,
  signerName: 200,
  audienceEntries: 500,
  /** PDF files attached to a form, each at most `attachmentBytes`. */
  attachments: 5,
  attachmentBytes: 10 * 1024 * 1024,
  attachmentName: 200,
} as const;

/**
 * A PDF attached to a form (shown above its questions, part of what a version's hash covers): the
 * name the admin's file had, its size and the SHA-256 of its bytes, which names it in the store.
 */
export type FormAttachment = { name: string; size: number; sha256: string };

/** Every PDF starts with these bytes ("%PDF-"): a file is taken as a PDF by them, never by its name or the type a browser gave. */
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d] as const;

export function startsAsPdf(bytes: Uint8Array): boolean {
  return PDF_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

/**
 * The key of an attachment in the CMS's private file store: one file per campus and content, so
 * the same PDF attached to two forms (or two versions) is stored once, and never reaches another campus's forms.
 */
export const formAttachmentKey = (campus: string, sha256: string): string => `form-attachment-${campus}-${sha256}.pdf`;

export type FormQuestion = {
  id: string;
  kind: FormQuestionKind;
  label: string;
  required: boolean;
  /** A choice question's options, in order. */
  options?: readonly string[];
};

/**
 * The kinds of reader a form's audience may name, each meaning every student of the campus: a form
 * is answered per student, so 'carers' is every student answered by their carers and 'students'
 * every student answered by themself. Who answers stays the signer rule's, which must agree (the
 * contract's consentFormInput refuses 'students' with a carer rule, 'carers' with the student rule).
 * Staff are no user type here: a form is answered for a child.
 */
export const FORM_USER_TYPES = ['carers', 'students'] as const;
export type FormUserType = (typeof FORM_USER_TYPES)[number];

/**
 * The students a form is for: every student of the campus when it names a user type, else any
 * student in one of the years, a member of one of the groups, or named by number.
 */
export type FormAudience = {
  /** Absent on a form stored before user types: none. */
  user_types?: readonly FormUserType[];
  years: readonly number[];
  groups: readonly string[];
  students: readonly string[];
};

export type AudienceStudent = { STUDENT_NUMBER: string; form_run: number | null; groupNames: readonly string[] };

/** Whether a student is among a form's audience. */
export function isInFormAudience(audience: FormAudience, student: AudienceStudent): boolean {
  if ((audience.user_types ?? []).length > 0) return true;
  if (student.form_run !== null && audience.years.includes(student.form_run)) return true;
  if (audience.students.includes(student.STUDENT_NUMBER)) return true;
  return student.groupNames.some((name) => audience.groups.includes(name));
}

export type SignerRule = { signers: FormSignerRule; student_from_year: number | null };

/**
 * Who must answer for a student: their linked carers (any one, or each), or the student
 * themself when the form lets students of their year sign (else their carers, any one).
 */
export function requiredSignersOf(
  rule: SignerRule,
  student: { form_run: number | null; portalUserId: string | null },
  linkedCarers: readonly string[],
): { people: readonly string[]; everyOne: boolean } {
  if (rule.signers === 'student') {
    const fromYear = rule.student_from_year ?? 0;
    if (student.portalUserId && student.form_run !== null && student.form_run >= fromYear) {
      return { people: [student.portalUserId], everyOne: true };
    }
    return { people: linkedCarers, everyOne: false };
  }
  return { people: linkedCarers, everyOne: rule.signers === 'every_carer' };
}

/** Whether an answer set declines: a consent question answered no. */
export function declines(questions: readonly FormQuestion[], answers: Readonly<Record<string, string>>): boolean {
  return questions.some((question) => question.kind === 'consent' && answers[question.id] === 'no');
}

/**
 * A child's entry from the answers standing for them (withdrawn ones left out): done when the
 * required signers have answered (each of them for "every carer"), declined when any declined,
 * closed when the form closed or its due time passed without an answer, else to do.
 */
export function entryStatusOf(
  form: { status: FormStatus; due_at: string; questions: readonly FormQuestion[] },
  signers: { people: readonly string[]; everyOne: boolean },
  answers: readonly { signer: string; answers: Readonly<Record<string, string>> }[],
  now: Date,
): FormEntryStatus {
  if (answers.some((answer) => declines(form.questions, answer.answers))) return 'declined';
  const answered = new Set(answers.map((answer) => answer.signer));
  const complete = signers.everyOne
    ? signers.people.length > 0 && signers.people.every((person) => answered.has(person))
    : answers.length > 0;
  if (complete) return 'done';
  return isFormOpen(form, now) ? 'to_do' : 'closed';
}

/** Whether a form still takes answers: published and before its due time. */
export function isFormOpen(form: { status: FormStatus; due_at: string }, now: Date): boolean {
  return form.status === 'published' && now.getTime() < Date.parse(form.due_at);
}

/**
 * The statement a signer agrees to, naming the child: stored with the form's text in what is
 * hashed, so it is written once, here, in the school's language.
 */
export function consentStatement(signerName: string, childName: string, formTitle: string): string {
  return `I agree: I, ${signerName}, give the answers above for ${childName} to "${formTitle}", and I may act for ${childName}.`;
}

/**
 * The name a signer's statement shows them by, so the one the screen shows and the one hashed as
 * what was shown: a signed-in signer's account's full name (typed to sign, in any case and
 * spacing), an emailed link's recipient by the name the school has for them, else their address.
 */
export function statementSignerName(
  signer:
    { account: { firstname?: string | null; surname?: string | null } } | { invitation: { name: string | null; email: string } },
): string {
  return 'account' in signer ? fullNameOf(signer.account) : signer.invitation.name?.trim() || signer.invitation.email;
}

/** A person's full name as their account has it, which the signature must match (case and spacing aside). */
export function fullNameOf(person: { firstname?: string | null; surname?: string | null }): string {
  return [person.firstname, person.surname].filter(Boolean).join(' ').trim();
}

export function isSameName(typed: string, expected: string): boolean {
  const simple = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
  return simple(typed) !== '' && simple(typed) === simple(expected);
}
