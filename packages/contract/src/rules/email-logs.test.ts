import { describe, expect, it } from 'vitest';
import { EMAIL_LOG_FILTER_MESSAGES } from '../admin-messages.ts';
import { emailStatisticsQuery } from '../schemas/email-statistics-query.ts';
import { EMAIL_LOG_TYPES, emailLogColumns, emailLogsDateIssues, emailLogsPdfTitle } from './email-logs.ts';

const row = {
  SESDestinationAddress: 'carer@example.com',
  intended_recipient: 'Casey Carer',
  SESSendTime: null,
  type: 'Notify Absence',
  postsUid: ['posta00000', 'postb00000'],
  Delivery: { SESDeliverTime: null },
  Open: { SESOpenTime: null },
  Click: { SESClickTime: null },
  user_id: 'carer1',
  user_name: 'Casey Carer',
  subject: 'Absence notified',
  student_id: 'S1',
  student_name: 'Sam',
  absence_date: '2026-05-01',
  reason: null,
};

describe('email logs filter (admin spec 5)', () => {
  it("says the spec's message for one date without the other, an end before the start, or no date at all", () => {
    expect(emailLogsDateIssues({ start_date: '2026-05-01' })).toEqual([{ field: 'end_date', message: EMAIL_LOG_FILTER_MESSAGES.endMissing }]);
    expect(emailLogsDateIssues({ end_date: '2026-05-01' })).toEqual([{ field: 'start_date', message: EMAIL_LOG_FILTER_MESSAGES.startMissing }]);
    expect(emailLogsDateIssues({ start_date: '2026-05-02', end_date: '2026-05-01' })).toEqual([{ field: 'end_date', message: '*Please select valid date.' }]);
    expect(emailLogsDateIssues({ start_date: '2026-02-30', end_date: '2026-03-01' })).toEqual([{ field: 'start_date', message: '*Please select valid date.' }]);
    expect(emailLogsDateIssues({ start_date: '2026-05-01', end_date: '2026-05-01' })).toEqual([]);
    expect(emailLogsDateIssues({})).toEqual([]);
  });

  it('reads the query with PRINCIPAL, the newest send first and the first page unless asked otherwise; sorts only by allowed fields', () => {
    expect(emailStatisticsQuery.parse({})).toEqual({ types: 'PRINCIPAL', page: 1, page_size: 25, sort: 'SESSendTime', order: 'desc' });
    expect(emailStatisticsQuery.safeParse({ sort: 'campus' }).success).toBe(false);
    expect(emailStatisticsQuery.safeParse({ types: 'principal' }).success).toBe(false);
    expect(emailStatisticsQuery.safeParse({ start_date: '2026-05-01' }).error?.issues[0]?.message).toBe('*Please select end date.');
  });
});

describe('email logs columns (admin spec 2)', () => {
  it('has the post columns for DIGEST, PRINCIPAL and DAILYEMAIL, and the person and student columns for absences', () => {
    for (const type of ['DIGEST', 'PRINCIPAL', 'DAILYEMAIL'] as const) {
      expect(emailLogColumns(type).map((column) => column.header)).toEqual(['Email', 'Intended Recipient', 'Sent Date', 'Type', 'Post Id List', 'Delivered', 'Opened', 'Clicked']);
    }
    const absence = emailLogColumns('Notify Absence');
    expect(absence.map((column) => column.header)).toEqual(['UserId', 'Name', 'Email', 'Sent Date', 'Type', 'Subject', 'StudentId', 'Student Name', 'Absence Date', 'Reason', 'Delivered', 'Opened', 'Clicked']);
    expect(absence.map((column) => column.text(row, 'Australia/Sydney'))).toEqual(['carer1', 'Casey Carer', 'carer@example.com', '', 'Notify Absence', 'Absence notified', 'S1', 'Sam', '2026-05-01', '', '', '', '']);
    expect(emailLogColumns('DIGEST').find((column) => column.header === 'Post Id List')?.text(row, 'Australia/Sydney')).toBe('posta00000, postb00000');
    expect(emailLogsPdfTitle('Unverified Absence')).toBe('Unverified Absence Email Logs');
  });

  it("lists the absence types and the student notes' type in the filter, a note with its author and student but no absence", () => {
    expect(EMAIL_LOG_TYPES).toEqual(['DIGEST', 'PRINCIPAL', 'DAILYEMAIL', 'Unverified Absence', 'Notify Absence', 'Student Note', 'School Psychology Request', 'Emergency Alert', 'Form Request', 'Form Receipt', 'Form Reminder']);
    expect(emailLogColumns('School Psychology Request')).toBe(emailLogColumns('Student Note'));
    for (const type of ['Form Request', 'Form Receipt', 'Form Reminder'] as const) expect(emailLogColumns(type)).toBe(emailLogColumns('Student Note'));
    const note = emailLogColumns('Student Note');
    expect(note.map((column) => column.header)).toEqual(['UserId', 'Name', 'Email', 'Sent Date', 'Type', 'Subject', 'StudentId', 'Student Name', 'Delivered', 'Opened', 'Clicked']);
    expect(note.map((column) => column.text({ ...row, type: 'Student Note', subject: 'Behaviour note for Sam', absence_date: null }, 'Australia/Sydney'))).toEqual([
      'carer1', 'Casey Carer', 'carer@example.com', '', 'Student Note', 'Behaviour note for Sam', 'S1', 'Sam', '', '', '',
    ]);
    expect(emailStatisticsQuery.parse({ types: 'Student Note' }).types).toBe('Student Note');
  });

  it("lists an emergency alert's email (issue 29) with its person and subject, and neither posts nor a student", () => {
    const alert = emailLogColumns('Emergency Alert');
    expect(alert.map((column) => column.header)).toEqual(['UserId', 'Name', 'Email', 'Sent Date', 'Type', 'Subject', 'Delivered', 'Opened', 'Clicked']);
    expect(alert.map((column) => column.text({ ...row, type: 'Emergency Alert', subject: 'Emergency: Sydney', student_id: null, student_name: null }, 'Australia/Sydney'))).toEqual([
      'carer1', 'Casey Carer', 'carer@example.com', '', 'Emergency Alert', 'Emergency: Sydney', '', '', '',
    ]);
    expect(emailStatisticsQuery.parse({ types: 'Emergency Alert' }).types).toBe('Emergency Alert');
  });
});
