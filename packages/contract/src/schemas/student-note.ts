import { z } from 'zod';
import { zonedParts } from '../rules/school-time.ts';
import { STUDENT_NOTE_MESSAGES as M } from '../student-note-messages.ts';
import { emailListEntries, isEmailAddress } from '../rules/email-address.ts';
import { booleanFlag, isoDateTime, uidSchema } from './common.ts';

/** Reader spec 2.7: the note types, in the spec's order. */
export const STUDENT_NOTE_TYPES = ['General', 'Uniform', 'Behaviour'] as const;
export const studentNoteTypeSchema = z.enum(STUDENT_NOTE_TYPES);
export type StudentNoteType = z.infer<typeof studentNoteTypeSchema>;

/** Reader spec 2.7: who a note goes to besides the extra addresses, as the note record's flags name them. */
export const STUDENT_NOTE_RECIPIENT_FLAGS = [
  'email_self',
  'email_hrt',
  'email_hoy',
  'email_wellbeing_group',
  'email_counsellor_staff',
  'email_class_teachers',
] as const;
export type StudentNoteRecipientFlag = (typeof STUDENT_NOTE_RECIPIENT_FLAGS)[number];

/** One schema per recipient flag, for the record, the form and notesData alike. */
function recipientFlags<T extends z.ZodType>(schema: () => T): Record<StudentNoteRecipientFlag, T> {
  return Object.fromEntries(STUDENT_NOTE_RECIPIENT_FLAGS.map((flag) => [flag, schema()])) as Record<StudentNoteRecipientFlag, T>;
}

/** Reader spec 9: the 'Message sent/saved successfully!' banner shows this long. */
export const NOTE_BANNER_MS = 5000;

/** Most extra addresses one note goes to: a note is for a few colleagues, not a mailing list. */
export const MAX_EXTRA_RECIPIENTS = 20;

/** Reader spec 3 "Student note", as the BFF answers it (the record's key is `studentnoteUid`). */
export const studentNoteRecord = z.strictObject({
  studentnoteUid: z.string(),
  note: z.string(),
  noteType: studentNoteTypeSchema,
  created_by: z.string(),
  created_date: isoDateTime,
  student_userid: z.string(),
  student_username: z.string(),
  student: z.string(),
  ...recipientFlags(() => z.boolean()),
  email_recipients: z.array(z.string()),
  is_recipients: z.boolean(),
  visible_all: z.boolean(),
  type: z.string(),
});
export type StudentNoteRecord = z.infer<typeof studentNoteRecord>;

/**
 * Reader spec 7 "Student notes": the notes of one student the signed-in person may read,
 * `is_download_notes` true and `pre_signed_URL` a short-lived CSV link when the export was asked.
 */
export const studentNotesAnswer = z.strictObject({
  notes: z.array(studentNoteRecord),
  is_download_notes: z.boolean(),
  pre_signed_URL: z.url().nullable(),
});
export type StudentNotesAnswer = z.infer<typeof studentNotesAnswer>;

/** Reader spec 7: GET student-notes with student_userid, optionally created_by and is_csv_export=True. */
export const studentNotesQuery = z.strictObject({
  student_userid: uidSchema,
  created_by: z.string().trim().min(1).max(100).optional(),
  is_csv_export: booleanFlag.optional(),
});
export type StudentNotesQuery = z.infer<typeof studentNotesQuery>;

/**
 * Reader spec 2.7: the extra recipients as typed, a comma-separated list; each entry must look
 * like an e-mail address, else 'Please enter valid email ' (the spec's text, trailing space).
 */
export const extraRecipientsText = z
  .string()
  .transform((text) => emailListEntries(text))
  .refine((entries) => entries.every(isEmailAddress), M.invalidEmail)
  .refine((entries) => entries.length <= MAX_EXTRA_RECIPIENTS, M.tooManyRecipients);

/** The notes form: what the person types and ticks. */
export const studentNoteForm = z.object({
  noteType: studentNoteTypeSchema,
  note: z.string().trim().min(1, M.required).max(5000, M.tooLong),
  ...recipientFlags(() => z.boolean()),
  extra_recipients: extraRecipientsText,
  visible_all: z.boolean(),
});
export type StudentNoteFormInput = z.input<typeof studentNoteForm>;

/** Reader spec 3's notesData: the note, its student and its recipients. The author and date are the BFF's. */
export const studentNoteData = z.strictObject({
  student_userid: uidSchema,
  noteType: studentNoteTypeSchema,
  note: z.string().trim().min(1, M.required).max(5000, M.tooLong),
  ...recipientFlags(() => z.boolean().default(false)),
  email_recipients: z
    .array(z.string().trim().refine(isEmailAddress, M.invalidEmail))
    .max(MAX_EXTRA_RECIPIENTS, M.tooManyRecipients)
    .default([]),
  visible_all: z.boolean().default(false),
});
export type StudentNoteData = z.input<typeof studentNoteData>;

/** The order of the list the POST answers with (the list reloads after sending): newest first unless asked. */
export const studentNotesSort = z.strictObject({
  sort_by: z.literal('created_date'),
  sort_order: z.enum(['asc', 'desc']),
});
export type StudentNotesSort = z.infer<typeof studentNotesSort>;

/** Reader spec 7 "Send note": body notesData plus sortData. */
export const sendStudentNoteInput = z.strictObject({
  notesData: studentNoteData,
  sortData: studentNotesSort.default({ sort_by: 'created_date', sort_order: 'desc' }),
});
export type SendStudentNoteInput = z.input<typeof sendStudentNoteInput>;

/** The form's values as notesData. */
export function notesDataOf(studentUserId: string, form: z.output<typeof studentNoteForm>): z.input<typeof studentNoteData> {
  const { extra_recipients, ...rest } = form;
  return { ...rest, student_userid: studentUserId, email_recipients: extra_recipients };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Reader spec 2.7: 'DD-MM-YYYY h:mm A' (26-11-2026 3:05 PM), in the school's time zone. */
export function formatNoteTimestamp(value: string | Date, timeZone: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const { year, month, day, hour, minute } = zonedParts(date, timeZone);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${pad(day)}-${pad(month)}-${year} ${hour12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}
