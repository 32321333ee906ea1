import { createHash } from 'node:crypto';
import {
  formatSchoolTime,
  formattingLocale,
  isRightToLeft,
  textsIn,
  dayAsUtcNoon,
  DEFAULT_ARABIC_DIGITS,
  DEFAULT_LANGUAGE,
  type AbsenceRecord,
  type ArabicDigits,
  type Language,
} from '@portal/contract';
import type { PortalUser } from '../../auth/portal-users.ts';
import type { AbsenceEmail } from '../../models/absences.ts';
import type { Student } from '../../models/students.ts';
import { ABSENT_EMAIL_TEXTS } from './absent-email-texts.ts';

/** The email type of these messages in the email logs (admin spec: Email Logs types). */
export const NOTIFY_ABSENCE_KIND = 'Notify Absence';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A stable SES tag for an address: one message per (absence, address), even when the call is repeated. */
const recipientIdOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40);

/**
 * The message names the absence the way the family and the school speak of it (the child and
 * the day or days), never by its record id: an id such as NA-3f2a… is no reference anyone can
 * read, and the child and the date already single the absence out. Written in the reader's
 * language (its words and dates; names, the reason and details as the family typed them).
 */
export function notifyAbsenceMessage(
  absence: AbsenceRecord,
  by: PortalUser,
  language: Language = DEFAULT_LANGUAGE,
  arabicDigits: ArabicDigits = DEFAULT_ARABIC_DIGITS,
) {
  const words = textsIn(ABSENT_EMAIL_TEXTS, language, formattingLocale(language, arabicDigits));
  const dayLabel = (isoDay: string) =>
    formatSchoolTime(
      dayAsUtcNoon(isoDay),
      'UTC',
      { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
      words.locale,
    );
  const first = dayLabel(absence.absence_date);
  const last = absence.end_date ? dayLabel(absence.end_date) : null;
  const notifier = [by.firstname, by.surname].filter(Boolean).join(' ') || by.username;
  const student = absence.student;
  const intro = last
    ? words('introFromTo', { notifier, student, first, last })
    : words('introOnDay', { notifier, student, day: first });
  const rows: Array<[string, string]> = [
    [words('student'), words('studentValue', { student, number: absence.STUDENT_NUMBER })],
    [last ? words('dates') : words('date'), last ? words('datesValue', { first, last }) : first],
    [words('kind'), words(absence.absence_type)],
    ...(absence.departure_time && absence.arrival_time
      ? [
          [words('times'), words('timesValue', { leaves: absence.departure_time, back: absence.arrival_time })] as [
            string,
            string,
          ],
        ]
      : []),
    [words('reason'), absence.reason ?? ''],
    ...(absence.explanation ? [[words('details'), absence.explanation] as [string, string]] : []),
  ];
  // Mail readers (Outlook, older Gmail) know physical properties only, not the logical ones of the portal's sheets.
  const start = isRightToLeft(language) ? 'right' : 'left';
  const cell = `padding:6px 12px 6px 0;vertical-align:top;border-bottom:1px solid #d0d7de`;
  return {
    subject: words('subject', { student }),
    text: [intro, '', ...rows.map(([label, value]) => `${label}: ${value}`)].join('\n'),
    html:
      `<p>${escapeHtml(intro)}</p>` +
      `<table role="presentation" style="border-collapse:collapse;width:100%">${rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="${cell};text-align:${start};font-weight:bold;white-space:nowrap">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`,
  };
}

/**
 * The 'Notify Absence' email of a stored absence, as messages of the email-sends plugin's
 * transactional path (recorded in the email statistics; models/absences.ts sends them): to the
 * person who notified it and to the student's homeroom teacher, each in the language they read
 * (the model finds it by address). Tagged per absence and address, so sending them again (an
 * outbox replay) sends nothing twice.
 */
export function notifyAbsenceEmail({
  absence,
  student,
  by,
  arabicDigits,
}: {
  absence: AbsenceRecord;
  student: Student;
  by: PortalUser;
  arabicDigits: ArabicDigits;
}): AbsenceEmail {
  return {
    addresses: [
      ...new Set(
        [by.email, student.homeroom_teacher_email].filter((a): a is string => Boolean(a)).map((a) => a.trim().toLowerCase()),
      ),
    ],
    messageTo: (to, language) => ({
      kind: NOTIFY_ABSENCE_KIND,
      campus: by.campus,
      to,
      language,
      ...notifyAbsenceMessage(absence, by, language, arabicDigits),
      tags: { send_id: `notify-absence-${absence.DAILY_ATTENDANCE_ID}`, recipient_id: recipientIdOf(to) },
      details: {
        user_id: by.documentId,
        user_name: by.username,
        student_id: absence.STUDENT_NUMBER,
        student_name: absence.student,
        absence_date: absence.absence_date,
        ...(absence.reason ? { reason: absence.reason } : {}),
      },
    }),
  };
}
