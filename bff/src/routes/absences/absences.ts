import Router from '@koa/router';
import { z } from 'zod';
import {
  absenceNoticeInput,
  absenceReasonInput,
  absencesExportQuery,
  absencesQuery,
  addDays,
  schoolDayOf,
  sendAbsentEmailInput,
  studentInfoQuery,
} from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import { absencesCsv, absencesCsvFileName, presentAbsence, presentStudentInfo } from '../../presenters/absence.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { notifyAbsenceEmail } from './absent-email.ts';
import { hostCampusOf } from '../../middleware/allowed-hosts.ts';
import { signedLinkKind, signedLinks } from '../../signed-links/signed-links.ts';

const list = { query: absencesQuery };
const notice = { body: absenceNoticeInput };
const reason = { body: absenceReasonInput };
const email = { body: sendAbsentEmailInput };
const info = { query: studentInfoQuery };
const exportQuery = { query: absencesExportQuery };
/** Staff's CSV export opens as a plain browser download, which carries no token: a signed link names the period. */
const exportLink = signedLinkKind({
  purpose: 'portal absences csv export link',
  path: '/public/absences-csv',
  names: { from: z.iso.date(), to: z.iso.date() },
});
const download = { query: exportLink.query };

/** How far back staff's list of their campus's absences reaches when no `from` is asked. */
const STAFF_LIST_DAYS = 30;

/** A form's HH:MM as Strapi's time attributes take it. */
const cmsTime = (hoursAndMinutes: string) => `${hoursAndMinutes}:00.000`;

/**
 * Reader spec 2.1 and 7, absences: a student's absences (verified and unverified), a carer's
 * notice of an absence or an extended leave, the reason of an absence, the 'Notify Absence'
 * email, the students one may notify for, and staff's CSV export for the school's system.
 * Every call first finds the student among those the person may see (policies/student.ts),
 * then decides on the absence (policies/absence.ts): models/absences.ts.
 */
export function absenceRoutes({ now, config, limits, models }: RouteDeps) {
  const router = new Router<SignedInState>();
  const links = signedLinks(config.calendarFeedSecret, now);

  router.get('/absences', validate(list), async (ctx) => {
    const { STUDENT_NUMBER, username, from } = inputOf(ctx, list).query;
    const key = STUDENT_NUMBER !== undefined ? { STUDENT_NUMBER } : username !== undefined ? { username } : undefined;
    const staffFrom = from ?? addDays(schoolDayOf(now(), config.timeZones[ctx.state.user.campus]), -STAFF_LIST_DAYS);
    const found = await models.absences.listFor(ctx.state.user, { key, from, staffFrom });
    markTruncated(ctx, found.truncated);
    ctx.body = found.data.map(presentAbsence);
  });

  router.post('/absences', limits.writesPerPerson(), validate(notice), async (ctx) => {
    const { clientNoticeId, STUDENT_NUMBER, end_date, departure_time, arrival_time, explanation, ...fields } = inputOf(
      ctx,
      notice,
    ).body.data;
    const { absence, created } = await models.absences.notice(ctx.state.user, { STUDENT_NUMBER }, clientNoticeId, {
      ...fields,
      end_date: fields.absence_type === 'extended_leave' ? end_date : null,
      // The schema requires both times of a partial day and refuses them on other kinds.
      departure_time: departure_time ? cmsTime(departure_time) : null,
      arrival_time: arrival_time ? cmsTime(arrival_time) : null,
      explanation: explanation || null,
    });
    // The same notice sent again (an outbox retry after a lost answer) answers the one stored.
    if (created) ctx.status = 201;
    ctx.body = presentAbsence(absence);
  });

  router.put('/absences', limits.writesPerPerson(), validate(reason), async (ctx) => {
    const { STUDENT_NUMBER, DAILY_ATTENDANCE_ID, reason: text, explanation } = inputOf(ctx, reason).body.data;
    const updated = await models.absences.explain(ctx.state.user, { STUDENT_NUMBER }, DAILY_ATTENDANCE_ID, {
      reason: text,
      explanation: explanation || null,
    });
    ctx.body = presentAbsence(updated);
  });

  router.get('/student-info', validate(info), async (ctx) => {
    const { STUDENT_NUMBER } = inputOf(ctx, info).query;
    const { user } = ctx.state;
    if (STUDENT_NUMBER) {
      ctx.body = [presentStudentInfo(await models.students.findVisible(user, { STUDENT_NUMBER }))];
      return;
    }
    const visible = await models.students.visibleTo(user);
    markTruncated(ctx, visible.truncated);
    ctx.body = visible.data.map(presentStudentInfo);
  });

  router.post('/send-absent-email', limits.writesPerPerson(), validate(email), async (ctx) => {
    const { STUDENT_NUMBER, DAILY_ATTENDANCE_ID } = inputOf(ctx, email).body.data;
    const { user } = ctx.state;
    const recipients = await models.absences.notifyByEmail(user, { STUDENT_NUMBER }, DAILY_ATTENDANCE_ID, (absence, student) =>
      notifyAbsenceEmail({ absence: presentAbsence(absence), student, by: user, arabicDigits: config.arabicDigits }),
    );
    ctx.body = { DAILY_ATTENDANCE_ID, recipients };
  });

  router.get('/absences/export', validate(exportQuery), async (ctx) => {
    const { campus } = models.absences.exportableBy(ctx.state.user);
    const { from, to } = inputOf(ctx, exportQuery).query;
    // JSON, so that the link goes out in the envelope's records and not as a file of text.
    ctx.type = 'json';
    ctx.body = links.make(exportLink, config.portalUrls[campus], campus, { from, to });
  });

  return router;
}

/**
 * Public (no token): the campus's absences of a period as CSV, behind a signed link that
 * `GET absences/export` gave a member of staff. An expired or altered link is refused with 403.
 */
export function absencesExportRoutes({ now, config, limits, models }: RouteDeps) {
  const router = new Router();
  const links = signedLinks(config.calendarFeedSecret, now);
  router.get(exportLink.path, limits.publicPerIp('absences-csv-link'), validate(download), async (ctx) => {
    const link = links.verify(exportLink, inputOf(ctx, download).query, hostCampusOf(ctx));
    const found = await models.absences.ofCampusPeriod(link.campus, link.from, link.to);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(absencesCsvFileName(link.from, link.to));
    ctx.set('Cache-Control', 'private, no-store');
    if (found.truncated) ctx.set('X-Result-Truncated', 'true');
    ctx.body = absencesCsv(found.data.map(presentAbsence));
  });
  return router;
}
