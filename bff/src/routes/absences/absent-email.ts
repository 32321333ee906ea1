import { createHash } from 'node:crypto';
import { ABSENCE_TYPE_LABELS, type AbsenceRecord, formatDay } from '@portal/contract';
import type { PortalUser } from '../../auth/portal-users.ts';
import type { TransactionalMessage } from '../../models/absences.ts';
import type { Student } from '../../models/students.ts';

/** The email type of these messages in the email logs (admin spec: Email Logs types). */
export const NOTIFY_ABSENCE_KIND = 'Notify Absence';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A stable SES tag for an address: one message per (absence, address), even when the call is repeated. */
const recipientIdOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40);

const dayLabel = (isoDay: string) => formatDay(isoDay, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The message names the absence the way the family and the school speak of it (the child and
 * the day or days), never by its record id: an id such as NA-3f2a… is no reference anyone can
 * read, and the child and the date already single the absence out.
 */
export function notifyAbsenceMessage(absence: AbsenceRecord, by: PortalUser) {
  const when = absence.end_date ? `from ${dayLabel(absence.absence_date)} to ${dayLabel(absence.end_date)}` : `on ${dayLabel(absence.absence_date)}`;
  const notifier = [by.firstname, by.surname].filter(Boolean).join(' ') || by.username;
  const intro = `${notifier} has notified the school that ${absence.student} will be absent ${when}.`;
  const rows: Array<[string, string]> = [
    ['Student', `${absence.student} (student number ${absence.STUDENT_NUMBER})`],
    [absence.end_date ? 'Dates' : 'Date', absence.end_date ? `${dayLabel(absence.absence_date)} to ${dayLabel(absence.end_date)}` : dayLabel(absence.absence_date)],
    ['Kind', ABSENCE_TYPE_LABELS[absence.absence_type]],
    ...(absence.departure_time && absence.arrival_time ? [['Times', `Leaves school at ${absence.departure_time}, back at school at ${absence.arrival_time}`] as [string, string]] : []),
    ['Reason', absence.reason ?? ''],
    ...(absence.explanation ? [['Details', absence.explanation] as [string, string]] : []),
  ];
  // Mail readers (Outlook, older Gmail) know physical properties only, not the logical ones of the portal's sheets.
  const cell = 'padding:6px 12px 6px 0;vertical-align:top;border-bottom:1px solid #d0d7de';
  return {
    subject: `Absence notified: ${absence.student}`,
    text: [intro, '', ...rows.map(([label, value]) => `${label}: ${value}`)].join('\n'),
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<table role="presentation" style="border-collapse:collapse;width:100%">${rows
        .map(([label, value]) => `<tr><th scope="row" style="${cell};text-align:left;font-weight:bold;white-space:nowrap">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`)
        .join('')}</table>`,
  };
}

/**
 * The 'Notify Absence' email of a stored absence, as messages of the email-sends plugin's
 * transactional path (recorded in the email statistics; models/absences.ts sends them): to the
 * person who notified it and to the student's homeroom teacher. Tagged per absence and address,
 * so sending them again (an outbox replay) sends nothing twice.
 */
export function notifyAbsenceMessages({ absence, student, by }: { absence: AbsenceRecord; student: Student; by: PortalUser }): TransactionalMessage[] {
  const addresses = [...new Set([by.email, student.homeroom_teacher_email].filter((a): a is string => Boolean(a)).map((a) => a.trim().toLowerCase()))];
  const { subject, text, html } = notifyAbsenceMessage(absence, by);
  return addresses.map((to) => ({
    kind: NOTIFY_ABSENCE_KIND,
    campus: by.campus,
    to,
    subject,
    html,
    text,
    tags: { send_id: `notify-absence-${absence.DAILY_ATTENDANCE_ID}`, recipient_id: recipientIdOf(to) },
    details: {
      user_id: by.documentId,
      user_name: by.username,
      student_id: absence.STUDENT_NUMBER,
      student_name: absence.student,
      absence_date: absence.absence_date,
      ...(absence.reason ? { reason: absence.reason } : {}),
    },
  }));
}
