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

function message(absence: AbsenceRecord, by: PortalUser) {
  const when = absence.end_date ? `from ${dayLabel(absence.absence_date)} to ${dayLabel(absence.end_date)}` : `on ${dayLabel(absence.absence_date)}`;
  const notifier = [by.firstname, by.surname].filter(Boolean).join(' ') || by.username;
  const lines = [
    `${notifier} has notified the school that ${absence.student} (${absence.STUDENT_NUMBER}) will be absent ${when}.`,
    `Kind: ${ABSENCE_TYPE_LABELS[absence.absence_type]}`,
    ...(absence.departure_time && absence.arrival_time ? [`Leaves school at ${absence.departure_time}, back at school at ${absence.arrival_time}`] : []),
    `Reason: ${absence.reason ?? ''}`,
    ...(absence.explanation ? [`Details: ${absence.explanation}`] : []),
    `Reference: ${absence.DAILY_ATTENDANCE_ID}`,
  ];
  return {
    subject: `Absence notified: ${absence.student}`,
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
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
  const { subject, text, html } = message(absence, by);
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
