import type { Core } from '@strapi/strapi';
import type { ArabicDigits, Campus } from '@portal/contract';
import {
  addDays,
  countAbsences,
  dayAsUtcNoon,
  DEFAULT_LANGUAGE,
  formatSchoolTime,
  instantOfSchoolTime,
  isLanguage,
  isUnverifiedAbsence,
  markup,
  schoolDayOf,
  schoolYearDays,
} from '@portal/contract';
import type { CmsRecord } from '@portal/cms/types';
import type { JobKind, Jobs } from '@portal/strapi-plugin-jobs/types';
import { sendsOf } from '../services/sends';
import { getConfig, jobsOf } from '../utils';
import { recipientIdOf } from './connections-pdf-email';
import { brandedMessage, escapeHtml } from '../email-layout/layout';
import { campusBrandOf, type SchoolBrand } from '../email-layout/school-brand';
import { emailWordsIn, ENGLISH_EMAIL, type EmailWords } from '../email-texts';

const ABSENCE = 'api::absence.absence';
const CARER_STUDENT = 'api::carer-student.carer-student';

/** The email type of these messages in the email statistics (admin spec: Email Logs types). */
export const UNVERIFIED_ABSENCE_KIND = 'Unverified Absence';

/** Absences older than this many days before the run's day are no longer chased by email. */
export const UNVERIFIED_ABSENCE_LOOKBACK_DAYS = 14;

export interface UnverifiedAbsenceEmailsPayload {
  /** The school day (YYYY-MM-DD, the Sydney campus's zone) this run is for: one run per day, ever. */
  day: string;
}

/** What a run reads of an absence and its student (as `select` and `populate` ask for below). */
const ABSENCE_FIELDS = ['DAILY_ATTENDANCE_ID', 'absence_date', 'is_verified', 'reason'] as const;
const ABSENCE_POPULATE = { student: { fields: ['documentId', 'STUDENT_NUMBER', 'student', 'username', 'campus'] } } as const;
type Absence = Pick<CmsRecord<typeof ABSENCE, typeof ABSENCE_POPULATE>, (typeof ABSENCE_FIELDS)[number] | 'student'>;

/** What a run reads of a carer of the student. */
const CARER_POPULATE = { carer: { fields: ['documentId', 'username', 'firstname', 'email', 'campus', 'language'] } } as const;
type CarerLink = Pick<CmsRecord<typeof CARER_STUDENT, typeof CARER_POPULATE>, 'carer'>;
type Carer = NonNullable<CarerLink['carer']>;

/**
 * When the next run is due: today at the configured time (UNVERIFIED_ABSENCE_EMAIL_TIME, HH:MM of
 * the school's day in `timeZone`) if that is still ahead, otherwise tomorrow at that time.
 */
export function nextRun(now: Date, time: string, timeZone: string): { day: string; at: Date } {
  const today = schoolDayOf(now, timeZone);
  const atToday = instantOfSchoolTime(today, time, timeZone);
  if (atToday.getTime() > now.getTime()) return { day: today, at: atToday };
  const tomorrow = addDays(today, 1);
  return { day: tomorrow, at: instantOfSchoolTime(tomorrow, time, timeZone) };
}

/**
 * Queues the run of one day. The dedupe key is the day, so every CMS process queueing it (each
 * does at start and after each run) makes one job, and the queue's claim runs it once.
 */
export const enqueueUnverifiedAbsenceEmails = (jobs: Jobs, day: string, delayMs = 0) =>
  jobs.enqueue(unverifiedAbsenceEmailsJob, { day }, { dedupeKey: unverifiedAbsenceEmailsKey(day), delayMs });

/** The dedupe key of a day's run: one job per day, ever. */
export const unverifiedAbsenceEmailsKey = (day: string) => `unverified-absence-emails:${day}`;

/** Queues the next daily run (at start, and after each run). */
export async function scheduleUnverifiedAbsenceEmails(strapi: Core.Strapi, jobs: Jobs, now = new Date()): Promise<void> {
  // One run a day for the whole school, on the Sydney campus's clock (both campuses keep NSW time by default).
  const config = getConfig(strapi);
  const { day, at } = nextRun(now, config.unverifiedAbsenceEmailTime, config.emailSending.timeZones.sydney);
  await enqueueUnverifiedAbsenceEmails(jobs, day, Math.max(0, at.getTime() - now.getTime()));
}

/** An absence's day as people say it in the reader's language: "Monday 23 November 2026". */
const dayLabel = (day: string, words: EmailWords) =>
  formatSchoolTime(dayAsUtcNoon(day), 'UTC', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, words.locale);

/** The message to one carer about one student's absences, in the carer's language: the days by date, each with its link to give the reason. */
export function unverifiedAbsenceMessage(
  carer: Pick<Carer, 'firstname' | 'username'>,
  student: { name: string; studentNumber: string },
  days: readonly { absence_date: string; DAILY_ATTENDANCE_ID: string }[],
  unverifiedThisYear: number,
  brand: SchoolBrand,
  words: EmailWords = ENGLISH_EMAIL,
) {
  const name = student.name;
  const items = days.map((absence) => ({
    day: dayLabel(absence.absence_date, words),
    link: `${brand.portalUrl}/absences/edit-absence-reason/${encodeURIComponent(student.studentNumber)}/${encodeURIComponent(absence.DAILY_ATTENDANCE_ID)}`,
  }));
  const greeting = words('greeting', { name: carer.firstname || carer.username });
  // The count the portal shows on /absences and the dashboard, by the same rule.
  const count = words('unverifiedAbsenceCount', { name, count: unverifiedThisYear });
  const intro = words('unverifiedAbsenceIntro', { name });
  const subject = words('unverifiedAbsenceSubject', { name });
  const dayItem = (item: (typeof items)[number]) =>
    words.html('absenceDay', {
      day: markup(`<strong>${escapeHtml(item.day)}</strong>`),
      link: markup(`<a href="${escapeHtml(item.link)}">${words.html('giveTheReason')}</a>`),
    });
  return {
    subject,
    ...brandedMessage(
      brand,
      {
        subject,
        text: [
          greeting,
          '',
          count,
          intro,
          '',
          ...items.map((item) => words('absenceDayText', { day: item.day, url: item.link })),
        ].join('\n'),
        html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(count)}</p><p>${escapeHtml(intro)}</p><ul>${items.map((item) => `<li style="margin-bottom:8px">${dayItem(item)}</li>`).join('')}</ul>`,
      },
      words,
    ),
  };
}

/** The words of a carer's email: their record's language, English when it has none. */
const wordsOf = (language: unknown, arabicDigits: ArabicDigits) =>
  emailWordsIn(isLanguage(language) ? language : DEFAULT_LANGUAGE, arabicDigits);

/**
 * The absences a run chases: unverified by the contract's rule (the one every screen counts
 * with), already past or today, no older than UNVERIFIED_ABSENCE_LOOKBACK_DAYS, and without a
 * reason (one with a reason waits for the school, not the carer).
 */
export function absencesToChase<A extends { absence_date: string; is_verified: boolean | null; reason?: string | null }>(
  absences: readonly A[],
  day: string,
): A[] {
  const since = addDays(day, -UNVERIFIED_ABSENCE_LOOKBACK_DAYS);
  return absences.filter(
    (absence) =>
      isUnverifiedAbsence(absence, day) && absence.absence_date >= since && absence.absence_date <= day && !absence.reason,
  );
}

/**
 * The daily 'Unverified Absence' emails: to each carer of a student with an absence in the last
 * UNVERIFIED_ABSENCE_LOOKBACK_DAYS days that has no reason yet, one message per (day, carer,
 * student) through email-sends' transactional path (recorded in the email statistics), listing
 * those absences with a link to give the reason and the student's count of unverified absences
 * this school year, as the portal's screens count them (contract rules/absence-counts.ts). Tagged per day, student and address, so a
 * repeated run sends only what was not sent yet. The run then queues the next day's.
 */
export const unverifiedAbsenceEmailsJob: JobKind<UnverifiedAbsenceEmailsPayload> = {
  name: 'unverified-absence-emails',
  maxAttempts: 5,

  async run({ day }, { strapi, log }) {
    const sends = sendsOf(strapi);
    const { arabicDigits } = getConfig(strapi);
    const brands = new Map<Campus, Promise<SchoolBrand>>();
    const brandOf = (campus: Campus) => brands.get(campus) ?? brands.set(campus, campusBrandOf(strapi, campus)).get(campus)!;
    const candidates = (await strapi.db.query(ABSENCE).findMany({
      select: [...ABSENCE_FIELDS],
      where: {
        absence_date: { $gte: addDays(day, -UNVERIFIED_ABSENCE_LOOKBACK_DAYS), $lte: day },
        $or: [{ is_verified: false }, { is_verified: { $null: true } }],
        $and: [{ $or: [{ reason: { $null: true } }, { reason: '' }] }],
      },
      populate: { student: { select: [...ABSENCE_POPULATE.student.fields] } },
      orderBy: [{ absence_date: 'asc' }, { id: 'asc' }],
    })) as Absence[];
    const absences = absencesToChase(candidates, day);
    const year = schoolYearDays(day);
    const byStudent = new Map<string, Absence[]>();
    for (const absence of absences) {
      if (!absence.student) continue;
      byStudent.set(absence.student.documentId, [...(byStudent.get(absence.student.documentId) ?? []), absence]);
    }
    let sent = 0;
    for (const [studentId, ofStudent] of byStudent) {
      const student = ofStudent[0]!.student!;
      const thisYear = (await strapi.db.query(ABSENCE).findMany({
        select: ['absence_date', 'is_verified'],
        where: { student: { documentId: studentId }, absence_date: { $gte: year.first, $lte: year.last } },
      })) as Array<Pick<Absence, 'absence_date' | 'is_verified'>>;
      const { unverified } = countAbsences(thisYear, day);
      const links = (await strapi.db.query(CARER_STUDENT).findMany({
        where: { student: { documentId: studentId } },
        populate: { carer: { select: [...CARER_POPULATE.carer.fields] } },
      })) as CarerLink[];
      for (const carer of links.map((link) => link.carer)) {
        // Only a carer of the student's own campus, with an address.
        if (!carer?.email || (student.campus && carer.campus !== student.campus)) continue;
        const to = carer.email.trim().toLowerCase();
        const result = await sends.sendTransactional({
          kind: UNVERIFIED_ABSENCE_KIND,
          campus: carer.campus,
          to,
          ...unverifiedAbsenceMessage(
            carer,
            { name: student.student ?? student.username, studentNumber: student.STUDENT_NUMBER },
            ofStudent,
            unverified,
            await brandOf(carer.campus),
            wordsOf(carer.language, arabicDigits),
          ),
          tags: {
            send_id: `unverified-absence-${day}-${student.STUDENT_NUMBER}`.replace(/[^A-Za-z0-9_.-]/g, '-'),
            recipient_id: recipientIdOf(to),
          },
          details: {
            user_id: carer.documentId,
            user_name: carer.username,
            student_id: student.STUDENT_NUMBER,
            student_name: student.student ?? student.username,
            absence_date: ofStudent.at(-1)!.absence_date,
          },
        });
        if (result.status === 'sent') sent += 1;
      }
    }
    log.info(`Unverified absences of ${day}: ${sent} email(s) sent for ${byStudent.size} student(s).`);
    await scheduleUnverifiedAbsenceEmails(strapi, jobsOf(strapi));
  },
};
