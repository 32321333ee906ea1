import { EMAIL_LOG_FILTER_MESSAGES } from '../admin-messages.ts';
import { formatWebLogDate, isIsoDay } from './web-logs-filter.ts';
import type { EmailStatisticRecord } from '../schemas/email-statistic.ts';

/**
 * The Email Logs screen's rules without zod: the admin screen checks its form with these before
 * any call, the contract's schema (schemas/email-statistics-query.ts) applies the same ones to the
 * BFF's query, and the BFF's exports and the screen's table share the columns below.
 */

/**
 * Admin spec 9: the email types the logs filter on, in the spec's order, then the portal's own:
 * 'Student Note', the emails of reader spec 2.7's student notes, and 'School Psychology
 * Request', a request's emails to the campus's counsellors (both sent through email-sends too),
 * and 'Emergency Alert', an emergency broadcast emailed to the people no device acknowledged (issue 29).
 */
export const EMAIL_LOG_TYPES = ['DIGEST', 'PRINCIPAL', 'DAILYEMAIL', 'Unverified Absence', 'Notify Absence', 'Student Note', 'School Psychology Request', 'Emergency Alert', 'Form Request', 'Form Receipt', 'Form Reminder'] as const;
export type EmailLogType = (typeof EMAIL_LOG_TYPES)[number];
export const DEFAULT_EMAIL_LOG_TYPE: EmailLogType = 'PRINCIPAL';

/** A permission form's emails (issue 30) name the person written to and the children the form asks about. */
const isFormEmailType = (type: EmailLogType): boolean => type === 'Form Request' || type === 'Form Receipt' || type === 'Form Reminder';

/** Absence emails name a person and a student; the other types name posts (admin spec 2). */
export const isAbsenceEmailType = (type: EmailLogType): boolean => type === 'Unverified Absence' || type === 'Notify Absence';

/** What the table may be sorted by (a statistics field each); the newest send first unless asked otherwise. */
export const EMAIL_LOG_SORT_FIELDS = [
  'SESSendTime',
  'SESDestinationAddress',
  'intended_recipient',
  'type',
  'SESDeliverTime',
  'SESOpenTime',
  'SESClickTime',
  'user_id',
  'user_name',
  'subject',
  'student_id',
  'student_name',
  'absence_date',
  'reason',
] as const;
export type EmailLogSortField = (typeof EMAIL_LOG_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_EMAIL_LOG_SORT: { sort: EmailLogSortField; order: SortOrder } = { sort: 'SESSendTime', order: 'desc' };

export type EmailLogsDates = { start_date?: string; end_date?: string };
export type EmailLogsDateIssue = { field: keyof EmailLogsDates; message: string };

/** Admin spec 5 "Email logs filter": a date that is not one, one date without the other, or end before start. */
export function emailLogsDateIssues({ start_date: start, end_date: end }: EmailLogsDates): EmailLogsDateIssue[] {
  const issues: EmailLogsDateIssue[] = [];
  if (start && !isIsoDay(start)) issues.push({ field: 'start_date', message: EMAIL_LOG_FILTER_MESSAGES.invalid });
  if (end && !isIsoDay(end)) issues.push({ field: 'end_date', message: EMAIL_LOG_FILTER_MESSAGES.invalid });
  if (issues.length > 0) return issues;
  if (start && !end) issues.push({ field: 'end_date', message: EMAIL_LOG_FILTER_MESSAGES.endMissing });
  if (end && !start) issues.push({ field: 'start_date', message: EMAIL_LOG_FILTER_MESSAGES.startMissing });
  if (start && end && end < start) issues.push({ field: 'end_date', message: EMAIL_LOG_FILTER_MESSAGES.invalid });
  return issues;
}

/** Admin spec 9: email log dates as YYYY-MM-DD hh:mm a, like the web logs'. */
export const formatEmailLogDate = formatWebLogDate;

/** The fields of a statistics record the columns read (a type only: this module stays free of zod). */
export type EmailLogRow = Omit<EmailStatisticRecord, 'emailstatisticsUid' | 'SnsPublishTime'>;

/** One column of the table and the exports: its header, its text, and the field it sorts by (none for the post list). */
export type EmailLogColumn = { header: string; text: (row: EmailLogRow, timeZone: string) => string; sort?: EmailLogSortField };

const column = (header: string, text: (row: EmailLogRow, timeZone: string) => string | null, sort?: EmailLogSortField): EmailLogColumn => ({
  header,
  text: (row, timeZone) => text(row, timeZone) ?? '',
  ...(sort ? { sort } : {}),
});

const email = column('Email', (row) => row.SESDestinationAddress, 'SESDestinationAddress');
const sentDate = column('Sent Date', (row, zone) => formatEmailLogDate(row.SESSendTime, zone), 'SESSendTime');
const delivered = column('Delivered', (row, zone) => formatEmailLogDate(row.Delivery.SESDeliverTime, zone), 'SESDeliverTime');
const opened = column('Opened', (row, zone) => formatEmailLogDate(row.Open.SESOpenTime, zone), 'SESOpenTime');
const clicked = column('Clicked', (row, zone) => formatEmailLogDate(row.Click.SESClickTime, zone), 'SESClickTime');

/** Admin spec 2: Email, Intended Recipient, sent date, type, post id list, Delivered, Opened, Clicked. */
const POST_EMAIL_COLUMNS: readonly EmailLogColumn[] = [
  email,
  column('Intended Recipient', (row) => row.intended_recipient, 'intended_recipient'),
  sentDate,
  column('Type', (row) => row.type, 'type'),
  column('Post Id List', (row) => row.postsUid.join(', ')),
  delivered,
  opened,
  clicked,
];

/** Admin spec 2: UserId, Name, Email, sent date, Type, Subject, StudentId, Student Name, Absence Date, Reason, Delivered, Opened, Clicked. */
const ABSENCE_EMAIL_COLUMNS: readonly EmailLogColumn[] = [
  column('UserId', (row) => row.user_id, 'user_id'),
  column('Name', (row) => row.user_name, 'user_name'),
  email,
  sentDate,
  column('Type', (row) => row.type, 'type'),
  column('Subject', (row) => row.subject, 'subject'),
  column('StudentId', (row) => row.student_id, 'student_id'),
  column('Student Name', (row) => row.student_name, 'student_name'),
  column('Absence Date', (row) => row.absence_date, 'absence_date'),
  column('Reason', (row) => row.reason, 'reason'),
  delivered,
  opened,
  clicked,
];

/**
 * Note and psychology request emails name their author (UserId, Name) and a student like
 * absence emails, but no absence: the absence columns less Absence Date and Reason.
 */
const STUDENT_EMAIL_COLUMNS: readonly EmailLogColumn[] = ABSENCE_EMAIL_COLUMNS.filter((entry) => entry.sort !== 'absence_date' && entry.sort !== 'reason');

/** An emergency alert's email names its person and the broadcast's subject: no post, no student. */
const ALERT_EMAIL_COLUMNS: readonly EmailLogColumn[] = STUDENT_EMAIL_COLUMNS.filter((entry) => entry.sort !== 'student_id' && entry.sort !== 'student_name');

export const emailLogColumns = (type: EmailLogType): readonly EmailLogColumn[] =>
  isAbsenceEmailType(type)
    ? ABSENCE_EMAIL_COLUMNS
    : type === 'Student Note' || type === 'School Psychology Request' || isFormEmailType(type)
      ? STUDENT_EMAIL_COLUMNS
      : type === 'Emergency Alert'
        ? ALERT_EMAIL_COLUMNS
        : POST_EMAIL_COLUMNS;

/** Admin spec 2: every export is named email-logs; the PDF is titled with the type plus 'Email Logs'. */
export const EMAIL_LOGS_FILE_NAME = 'email-logs';
export const EMAIL_LOG_EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type EmailLogExportFormat = (typeof EMAIL_LOG_EXPORT_FORMATS)[number];
export const emailLogsPdfTitle = (type: EmailLogType): string => `${type} Email Logs`;
