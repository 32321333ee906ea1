import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  CONSENT_FORM_MESSAGES,
  DEFAULT_FORM_REMINDER_DAYS,
  LEARNING_VIRTUES_GOALS_STUDENT_YEARS,
  consentFormInput,
  type ConsentFormInput,
  type ConsentFormRecord,
  type FormAttachment,
  type FormQuestionKind,
  type FormSignerRule,
  type FormStatus,
  type FormUserType,
} from '@portal/contract';
import { ApiError } from '@/lib/api-client.ts';

export const QUESTION_KIND_NAMES: Record<FormQuestionKind, MessageDescriptor> = {
  consent: msg`Yes/No consent`,
  text: msg`Short text`,
  choice: msg`Choice`,
  health: msg`Medical or dietary note`,
};

export const SIGNER_RULE_NAMES: Record<FormSignerRule, MessageDescriptor> = {
  any_carer: msg`Any one linked carer`,
  every_carer: msg`Every linked carer`,
  student: msg`The student (from a year on)`,
};

export const FORM_STATUS_NAMES: Record<FormStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  published: msg`Published`,
  closed: msg`Closed`,
};

/** The school's student years (admin spec 9 names them: 7 to 12), offered as the audience's years. */
export const SCHOOL_YEARS: readonly number[] = LEARNING_VIRTUES_GOALS_STUDENT_YEARS;

/** A question as the builder holds it: a choice's options as typed, one a line. */
export type QuestionDraft = {
  id: string;
  kind: FormQuestionKind;
  label: string;
  required: boolean;
  options: string;
};

/** What the form editor holds while an admin edits it. */
export type FormEditorForm = {
  title: string;
  body: string;
  questions: QuestionDraft[];
  /**
   * The highest question number made so far (`q3` is 3): a new question takes the next one, so
   * an id once made is never given to another question, even after its own was removed.
   */
  lastQuestionNumber: number;
  /** The PDFs shown above the questions, each stored on upload (the form lists them when saved). */
  attachments: FormAttachment[];
  /** Every student of the school, answered by their carers or by themselves (the contract's FORM_USER_TYPES order). */
  user_types: FormUserType[];
  years: number[];
  /** Group names: the audience names groups as the directory does (the contract's isInFormAudience). */
  groups: string[];
  /** Student numbers as typed, separated by commas or new lines. */
  students: string;
  due_at: string | null;
  signers: FormSignerRule;
  student_from_year: number | null;
  changes_allowed: boolean;
  /** Days before the due date, as typed ('3, 1'). */
  reminder_days: string;
};

const QUESTION_NUMBER = /^q(\d+)$/;

function questionNumber(id: string): number {
  const match = QUESTION_NUMBER.exec(id);
  return match ? Number(match[1]) : 0;
}

function newQuestion(number: number): QuestionDraft {
  return { id: `q${number}`, kind: 'consent', label: '', required: true, options: '' };
}

/** A new form: one required consent question, reminders on the contract's default days. */
export function emptyFormEditorForm(): FormEditorForm {
  return {
    title: '',
    body: '',
    questions: [newQuestion(1)],
    lastQuestionNumber: 1,
    attachments: [],
    user_types: [],
    years: [],
    groups: [],
    students: '',
    due_at: null,
    signers: 'any_carer',
    student_from_year: null,
    changes_allowed: true,
    reminder_days: DEFAULT_FORM_REMINDER_DAYS.join(', '),
  };
}

export function formEditorFormOf(record: ConsentFormRecord): FormEditorForm {
  return {
    title: record.title,
    body: record.body,
    questions: record.questions.map((question) => ({
      id: question.id,
      kind: question.kind,
      label: question.label,
      required: question.required,
      options: (question.options ?? []).join('\n'),
    })),
    lastQuestionNumber: Math.max(0, ...record.questions.map((question) => questionNumber(question.id))),
    attachments: [...record.attachments],
    user_types: [...record.audience.user_types],
    years: [...record.audience.years],
    groups: [...record.audience.groups],
    students: record.audience.students.join('\n'),
    due_at: record.due_at,
    signers: record.signers,
    student_from_year: record.student_from_year,
    changes_allowed: record.changes_allowed,
    reminder_days: record.reminder_days.join(', '),
  };
}

/** The form with one more question at the end, its id the next number. */
export function withNewQuestion(form: FormEditorForm): FormEditorForm {
  const number = form.lastQuestionNumber + 1;
  return { ...form, questions: [...form.questions, newQuestion(number)], lastQuestionNumber: number };
}

/** The questions with the one at `index` moved up (-1) or down (+1); unchanged at either end. */
export function movedQuestion(questions: readonly QuestionDraft[], index: number, by: -1 | 1): QuestionDraft[] {
  const to = index + by;
  if (to < 0 || to >= questions.length) return [...questions];
  const moved = [...questions];
  [moved[index], moved[to]] = [moved[to]!, moved[index]!];
  return moved;
}

const listOf = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

/** Student numbers typed one a line or separated by commas, each once. */
export function studentNumbersOf(text: string): string[] {
  return [...new Set(listOf(text, /[\n,]/))];
}

/** The reminder days typed ('3, 1'), or null when something typed is not a whole number. */
export function reminderDaysOf(text: string): number[] | null {
  const entries = listOf(text, /[\s,]+/);
  if (!entries.every((entry) => /^\d+$/.test(entry))) return null;
  return [...new Set(entries.map(Number))];
}

/**
 * What is sent (`data` of POST or PUT /api/consent-forms): a choice keeps its options, one a
 * line; the other kinds have none; the year students sign from counts only when they sign.
 */
export function formWriteData(form: FormEditorForm): ConsentFormInput {
  return {
    title: form.title.trim(),
    body: form.body,
    questions: form.questions.map(({ id, kind, label, required, options }) => ({
      id,
      kind,
      label: label.trim(),
      required,
      ...(kind === 'choice' && { options: listOf(options, /\n/) }),
    })),
    attachments: form.attachments.map(({ name, size, sha256 }) => ({ name, size, sha256 })),
    audience: {
      user_types: form.user_types,
      years: [...form.years].sort((a, b) => a - b),
      groups: form.groups,
      students: studentNumbersOf(form.students),
    },
    // Checked before anything is sent: an empty due date never leaves the editor.
    due_at: form.due_at ?? '',
    signers: form.signers,
    student_from_year: form.signers === 'student' ? form.student_from_year : null,
    changes_allowed: form.changes_allowed,
    reminder_days: reminderDaysOf(form.reminder_days) ?? [],
  };
}

/** The fields of the editor a message can stand beside; a question's label and options by its id. */
export type FormEditorField =
  | 'title'
  | 'body'
  | 'questions'
  | 'attachments'
  | 'audience'
  | 'due_at'
  | 'student_from_year'
  | 'reminder_days'
  | `question:${string}:label`
  | `question:${string}:options`;

/** Each field's message (the contract's text or the server's), shown in the language shown. */
export type FormEditorErrors = Partial<Record<FormEditorField, string>>;

const TOP_LEVEL_FIELDS: readonly FormEditorField[] = [
  'title',
  'body',
  'questions',
  'attachments',
  'audience',
  'due_at',
  'student_from_year',
  'reminder_days',
];

/**
 * The field a message is about, from its path in the body (`['questions', 2, 'label']`, without
 * `data`): a question's label or options by the id of the question sent at that place.
 */
function fieldAt(path: readonly PropertyKey[], sent: ConsentFormInput): FormEditorField | null {
  const [first, index, part] = path;
  if (first === 'questions' && typeof index === 'number' && (part === 'label' || part === 'options')) {
    const question = sent.questions[index];
    return question ? `question:${question.id}:${part}` : 'questions';
  }
  return TOP_LEVEL_FIELDS.find((field) => field === first) ?? null;
}

/** A message the server gives without naming a field, by the field it is about. */
const FIELD_OF_MESSAGE: ReadonlyMap<string, FormEditorField> = new Map<string, FormEditorField>([
  [CONSENT_FORM_MESSAGES.title, 'title'],
  [CONSENT_FORM_MESSAGES.body, 'body'],
  [CONSENT_FORM_MESSAGES.questions, 'questions'],
  [CONSENT_FORM_MESSAGES.questionLabel, 'questions'],
  [CONSENT_FORM_MESSAGES.questionIds, 'questions'],
  [CONSENT_FORM_MESSAGES.options, 'questions'],
  [CONSENT_FORM_MESSAGES.attachments, 'attachments'],
  [CONSENT_FORM_MESSAGES.attachmentType, 'attachments'],
  [CONSENT_FORM_MESSAGES.attachmentSize, 'attachments'],
  [CONSENT_FORM_MESSAGES.attachmentName, 'attachments'],
  [CONSENT_FORM_MESSAGES.attachmentTwice, 'attachments'],
  [CONSENT_FORM_MESSAGES.attachmentMissing, 'attachments'],
  [CONSENT_FORM_MESSAGES.audience, 'audience'],
  [CONSENT_FORM_MESSAGES.userTypes, 'audience'],
  [CONSENT_FORM_MESSAGES.studentsSignThemselves, 'audience'],
  [CONSENT_FORM_MESSAGES.carersSignForChildren, 'audience'],
  [CONSENT_FORM_MESSAGES.dueAt, 'due_at'],
  [CONSENT_FORM_MESSAGES.studentFromYear, 'student_from_year'],
  [CONSENT_FORM_MESSAGES.reminderDays, 'reminder_days'],
]);

function withMessage(errors: FormEditorErrors, field: FormEditorField | null, message: string): FormEditorErrors {
  return field && !errors[field] ? { ...errors, [field]: message } : errors;
}

/**
 * The contract's messages for the form as it would be sent, each by its field (the BFF answers
 * the same ones); when publishing, also a due time that has passed (the server refuses it then).
 */
export function formEditorErrors(
  form: FormEditorForm,
  { now, publishing }: { now: Date; publishing: boolean },
): FormEditorErrors {
  const sent = formWriteData(form);
  let errors: FormEditorErrors = {};
  if (form.due_at === null || (publishing && Date.parse(form.due_at) <= now.getTime())) {
    errors = withMessage(errors, 'due_at', CONSENT_FORM_MESSAGES.dueAt);
  }
  if (reminderDaysOf(form.reminder_days) === null)
    errors = withMessage(errors, 'reminder_days', CONSENT_FORM_MESSAGES.reminderDays);
  const result = consentFormInput.safeParse({ data: sent });
  for (const issue of result.success ? [] : result.error.issues) {
    const [, ...path] = issue.path;
    errors = withMessage(errors, fieldAt(path, sent), issue.message);
  }
  return errors;
}

/**
 * Where a refused write's messages go: each one the server gives a field (by its path in the
 * body, `data.questions.0.label`) beside that field, a message that names a field's rule beside
 * that field, and the rest (a refused state: answered, not a draft) above the form.
 */
export function serverErrorsOf(error: unknown, sent: ConsentFormInput | null): { fields: FormEditorErrors; top: string | null } {
  const message = error instanceof Error ? error.message : null;
  let fields: FormEditorErrors = {};
  let unplaced = false;
  if (error instanceof ApiError && sent) {
    for (const [path, fieldMessage] of Object.entries(error.fields ?? {})) {
      const [, ...rest] = path.split('.');
      const field = fieldAt(
        rest.map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        sent,
      );
      if (field) fields = withMessage(fields, field, fieldMessage);
      else unplaced = true;
    }
  }
  if (Object.keys(fields).length > 0) return { fields, top: unplaced ? message : null };
  const named = message ? FIELD_OF_MESSAGE.get(message) : undefined;
  if (named && message) return { fields: { [named]: message }, top: null };
  return { fields, top: message };
}
