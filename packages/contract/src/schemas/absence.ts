import { z } from 'zod';
// The kinds of absence are the school system's, as the importer reads them (attendance CSV).
import { ABSENCE_TYPES } from './school-import.ts';
import { campusSchema } from './user.ts';

/**
 * Reader spec 2.1 and 7: absences of a student (key DAILY_ATTENDANCE_ID), notified by a carer
 * (a day, or extended leave over a date range), their reason edited, and the 'Notify Absence'
 * email. The form on the device and the BFF validate with the same schemas and messages.
 */
export type AbsenceType = (typeof ABSENCE_TYPES)[number];

/** How each type reads on the screens, in the CSV export and in emails. */
export const ABSENCE_TYPE_LABELS: Record<AbsenceType, string> = {
  whole_day: 'Whole day',
  partial: 'Partial day',
  late: 'Late arrival',
  early_leave: 'Early leave',
  extended_leave: 'Extended leave',
};

/** The longest extended leave one notice may cover (a school year). */
export const EXTENDED_LEAVE_MAX_DAYS = 366;

/**
 * The school day a partial day's times must fall in (HH:MM, 24-hour): the first bell to the
 * last, a little around the demo's periods (08:50 to 15:25).
 */
export const SCHOOL_DAY_HOURS = { starts: '08:30', ends: '15:30' } as const;

export const ABSENCE_MESSAGES = {
  chooseStudent: 'Please choose a student.',
  dateRequired: 'Please enter the date of the absence.',
  startDateRequired: 'Please enter the first day of the leave.',
  endDateRequired: 'Please enter the last day of the leave.',
  endBeforeStart: 'The last day of the leave cannot be before the first day.',
  leaveTooLong: `Extended leave can cover at most ${EXTENDED_LEAVE_MAX_DAYS} days.`,
  reasonRequired: 'Please enter a reason.',
  reasonTooLong: 'The reason can be at most 200 characters.',
  explanationTooLong: 'The details can be at most 2000 characters.',
  typeRequired: 'Please choose the kind of absence.',
  departureTimeRequired: 'Please enter the time the student leaves school.',
  arrivalTimeRequired: 'Please enter the time the student is back at school.',
  timeOutsideSchoolDay: `Please enter a time within the school day, ${SCHOOL_DAY_HOURS.starts} to ${SCHOOL_DAY_HOURS.ends}.`,
  arrivalNotAfterDeparture: 'The time back at school must be after the time the student leaves.',
  timesOnlyForPartial: 'Only a partial day has times.',
  confirmTitle: 'Is this the right date?',
  confirmSend: 'Notify anyway',
  confirmChange: 'Change the date',
  notifyQueued: 'Saved on this device: the notice will be sent when online.',
  notified: 'Absence notified. The school has been emailed.',
  reasonSaved: 'Absence reason saved.',
} as const;

/** A calendar day, as the school system keeps absence dates. */
export const absenceDay = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .pipe(z.iso.date(message));

export const studentNumberSchema = z.string({ error: ABSENCE_MESSAGES.chooseStudent }).trim().regex(/^[A-Za-z0-9-]{1,20}$/, ABSENCE_MESSAGES.chooseStudent);

/** DAILY_ATTENDANCE_ID as the school system makes them (`DA-…`) and as notices made here are (`NA-<uuid>`). */
export const dailyAttendanceIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,80}$/, 'Not a valid absence id.');

export const absenceRecord = z.strictObject({
  DAILY_ATTENDANCE_ID: z.string(),
  STUDENT_NUMBER: z.string(),
  /** The student's display name. */
  student: z.string(),
  absence_date: z.iso.date(),
  /** The last day of an extended leave; null for one day. */
  end_date: z.iso.date().nullable(),
  absence_type: z.enum(ABSENCE_TYPES),
  /** A partial day: when the student leaves school and is back (HH:MM); null for other kinds. */
  departure_time: z.string().nullable(),
  arrival_time: z.string().nullable(),
  /** Verified by the school; an unverified absence waits for a reason or the school's check. */
  is_verified: z.boolean(),
  reason: z.string().nullable(),
  explanation: z.string().nullable(),
  notified_by_username: z.string().nullable(),
});
export type AbsenceRecord = z.infer<typeof absenceRecord>;

/** `student-info/`: the students the person may notify absences for. */
export const studentInfoRecord = z.strictObject({
  studentUid: z.string(),
  STUDENT_NUMBER: z.string(),
  username: z.string(),
  student: z.string(),
  form_run: z.number().int().nullable(),
  homeroom_teacher: z.string().nullable(),
});
export type StudentInfoRecord = z.infer<typeof studentInfoRecord>;

export const studentInfoQuery = z.strictObject({ STUDENT_NUMBER: studentNumberSchema.optional() });

/**
 * `absences/`: one student's absences (STUDENT_NUMBER, or `username` as the dashboard asks), or
 * without either every absence of the person's students (staff: of their campus, from `from`,
 * by default the last 30 days).
 */
export const absencesQuery = z.strictObject({
  STUDENT_NUMBER: studentNumberSchema.optional(),
  username: z.string().trim().min(1).max(100).optional(),
  from: z.iso.date().optional(),
});

const reasonField = z.string({ error: ABSENCE_MESSAGES.reasonRequired }).trim().min(1, ABSENCE_MESSAGES.reasonRequired).max(200, ABSENCE_MESSAGES.reasonTooLong);
const explanationField = z.string().trim().max(2000, ABSENCE_MESSAGES.explanationTooLong).optional();

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

const noticeShape = {
  STUDENT_NUMBER: studentNumberSchema,
  absence_type: z.enum(ABSENCE_TYPES, { error: ABSENCE_MESSAGES.typeRequired }),
  absence_date: absenceDay(ABSENCE_MESSAGES.dateRequired),
  end_date: z.string().trim().optional(),
  departure_time: z.string().trim().optional(),
  arrival_time: z.string().trim().optional(),
  reason: reasonField,
  explanation: explanationField,
};

/** HH:MM, 24-hour, as a time input holds it. */
const HOURS_AND_MINUTES = /^([01]\d|2[0-3]):[0-5]\d$/;

type NoticeFields = { absence_type: AbsenceType; absence_date: string; end_date?: string | undefined; departure_time?: string | undefined; arrival_time?: string | undefined };

/**
 * A partial day says when the student leaves school and when they are back: both required,
 * within the school day (SCHOOL_DAY_HOURS), back after leaving. Other kinds have no times.
 */
function checkPartialTimes(notice: NoticeFields, issues: z.RefinementCtx) {
  const times = [
    ['departure_time', notice.departure_time, ABSENCE_MESSAGES.departureTimeRequired],
    ['arrival_time', notice.arrival_time, ABSENCE_MESSAGES.arrivalTimeRequired],
  ] as const;
  if (notice.absence_type !== 'partial') {
    for (const [field, value] of times) if (value) issues.addIssue({ code: 'custom', path: [field], message: ABSENCE_MESSAGES.timesOnlyForPartial });
    return;
  }
  let valid = true;
  for (const [field, value, required] of times) {
    if (!value || !HOURS_AND_MINUTES.test(value)) {
      issues.addIssue({ code: 'custom', path: [field], message: required });
      valid = false;
    } else if (value < SCHOOL_DAY_HOURS.starts || value > SCHOOL_DAY_HOURS.ends) {
      issues.addIssue({ code: 'custom', path: [field], message: ABSENCE_MESSAGES.timeOutsideSchoolDay });
      valid = false;
    }
  }
  if (valid && notice.arrival_time! <= notice.departure_time!) {
    issues.addIssue({ code: 'custom', path: ['arrival_time'], message: ABSENCE_MESSAGES.arrivalNotAfterDeparture });
  }
}

function checkNotice(notice: NoticeFields, issues: z.RefinementCtx) {
  checkLeaveRange(notice, issues);
  checkPartialTimes(notice, issues);
}

/** Extended leave has a last day, on or after the first and within EXTENDED_LEAVE_MAX_DAYS; other kinds have none. */
function checkLeaveRange(notice: NoticeFields, issues: z.RefinementCtx) {
  if (notice.absence_type !== 'extended_leave') {
    if (notice.end_date) issues.addIssue({ code: 'custom', path: ['end_date'], message: 'Only extended leave has a last day.' });
    return;
  }
  if (!notice.end_date || !z.iso.date().safeParse(notice.end_date).success) {
    issues.addIssue({ code: 'custom', path: ['end_date'], message: ABSENCE_MESSAGES.endDateRequired });
    return;
  }
  const days = daysBetween(notice.absence_date, notice.end_date);
  if (days < 0) issues.addIssue({ code: 'custom', path: ['end_date'], message: ABSENCE_MESSAGES.endBeforeStart });
  else if (days >= EXTENDED_LEAVE_MAX_DAYS) issues.addIssue({ code: 'custom', path: ['end_date'], message: ABSENCE_MESSAGES.leaveTooLong });
}

/** The notice form: one day (a partial day with its times), or extended leave from absence_date to end_date. */
export const absenceNoticeFields = z.strictObject(noticeShape).superRefine(checkNotice);
export type AbsenceNoticeFields = z.infer<typeof absenceNoticeFields>;

/**
 * `POST absences/`: a notice made on the device carries its own id (clientNoticeId), so the
 * outbox sending it again after a lost answer stores it once (DAILY_ATTENDANCE_ID `NA-<id>`).
 */
export const absenceNoticeInput = z.strictObject({
  data: z.strictObject({ ...noticeShape, clientNoticeId: z.uuid('Not a valid notice id.') }).superRefine(checkNotice),
});
export type AbsenceNoticeInput = z.infer<typeof absenceNoticeInput>;

const reasonShape = { reason: reasonField, explanation: explanationField };

/** The edit-absence-reason form. */
export const absenceReasonFields = z.strictObject(reasonShape);
export type AbsenceReasonFields = z.infer<typeof absenceReasonFields>;

/** `PUT absences/`: save absence reason (spec 7 "save absence reason also wired"). */
export const absenceReasonInput = z.strictObject({
  data: z.strictObject({ ...reasonShape, STUDENT_NUMBER: studentNumberSchema, DAILY_ATTENDANCE_ID: dailyAttendanceIdSchema }),
});
export type AbsenceReasonInput = z.infer<typeof absenceReasonInput>;

/** `POST send-absent-email/`: the 'Notify Absence' email of a stored absence, once per absence and address. */
export const sendAbsentEmailInput = z.strictObject({
  data: z.strictObject({ STUDENT_NUMBER: studentNumberSchema, DAILY_ATTENDANCE_ID: dailyAttendanceIdSchema }),
});
export const absentEmailSentRecord = z.strictObject({
  DAILY_ATTENDANCE_ID: z.string(),
  /** Addresses the email went to now or before (a repeat sends nothing new). */
  recipients: z.number().int().min(0),
});
export type AbsentEmailSentRecord = z.infer<typeof absentEmailSentRecord>;

/** `GET absences/export` (staff): a short-lived signed link to the campus's absences as CSV. */
export const absencesExportQuery = z.strictObject({ from: z.iso.date(), to: z.iso.date() }).refine((q) => q.from <= q.to, {
  message: 'The export must end on or after the day it starts.',
  path: ['to'],
});

/**
 * The CSV the school's system imports (documented in bff/src/routes/absences/README.md), one row per
 * absence, in this column order.
 */
export const ABSENCES_CSV_COLUMNS = [
  'DAILY_ATTENDANCE_ID',
  'STUDENT_NUMBER',
  'STUDENT_NAME',
  'ABSENCE_DATE',
  'END_DATE',
  'ABSENCE_TYPE',
  'IS_VERIFIED',
  'REASON',
  'EXPLANATION',
  'NOTIFIED_BY',
  'DEPARTURE_TIME',
  'ARRIVAL_TIME',
] as const;

/** `school-terms/`: the terms of the person's campus, as the school keeps them in the CMS. */
export const schoolTermRecord = z.strictObject({
  schoolTermUid: z.string(),
  campus: campusSchema,
  /** 'Term 1' … 'Term 4'. */
  name: z.string(),
  first_day: z.iso.date(),
  last_day: z.iso.date(),
});
export type SchoolTermRecord = z.infer<typeof schoolTermRecord>;
