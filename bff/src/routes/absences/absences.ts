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
import { isStaff } from '../../policies/student.ts';
import type { Student } from '../../models/students.ts';
import { ABSENCE_POPULATE, absencesCsv, absencesCsvFileName, presentAbsence, presentStudentInfo, type CmsAbsence } from '../../presenters/absence.ts';
import { ApiError, notFound } from '../../errors.ts';
import type { CmsClient } from '../../cms/cms-client.ts';
import type { PortalUser } from '../../auth/portal-users.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { sendNotifyAbsenceEmail } from './absent-email.ts';
import { hostCampusOf } from '../../middleware/allowed-hosts.ts';
import { signedLinkKind, signedLinks } from '../../signed-links/signed-links.ts';

const list = { query: absencesQuery };
const notice = { body: absenceNoticeInput };
const reason = { body: absenceReasonInput };
const email = { body: sendAbsentEmailInput };
const info = { query: studentInfoQuery };
const exportQuery = { query: absencesExportQuery };
/** Staff's CSV export opens as a plain browser download, which carries no token: a signed link names the period. */
const exportLink = signedLinkKind({ purpose: 'portal absences csv export link', path: '/public/absences-csv', names: { from: z.iso.date(), to: z.iso.date() } });
const download = { query: exportLink.query };

/** How far back staff's list of their campus's absences reaches when no `from` is asked. */
const STAFF_LIST_DAYS = 30;

/** Absences are listed newest first; a notice made on a device is `NA-<its clientNoticeId>`. */
const SORT = ['absence_date:desc', 'id:desc'];
const noticeId = (clientNoticeId: string) => `NA-${clientNoticeId}`;
/** A form's HH:MM as Strapi's time attributes take it. */
const cmsTime = (hoursAndMinutes: string) => `${hoursAndMinutes}:00.000`;

/** An absence by DAILY_ATTENDANCE_ID, only if it is the given (visible) student's; otherwise 404. */
async function findAbsenceOf(cms: CmsClient, student: Student, id: string): Promise<CmsAbsence> {
  const found = await cms.find<CmsAbsence>('absences', {
    filters: { DAILY_ATTENDANCE_ID: { $eq: id }, student: { documentId: { $eq: student.documentId } } },
    populate: ABSENCE_POPULATE,
    pagination: { pageSize: 1 },
  });
  const [absence] = found.data;
  if (!absence) throw notFound();
  return absence;
}

function requireStaff(user: PortalUser) {
  if (!isStaff(user)) throw notFound();
}

/**
 * Reader spec 2.1 and 7, absences: a student's absences (verified and unverified), a carer's
 * notice of an absence or an extended leave, the reason of an absence, the 'Notify Absence'
 * email, the students one may notify for, and staff's CSV export for the school's system.
 * Every call first finds the student among those the person may see (policies/student.ts).
 */
export function absenceRoutes({ cms, now, config, limits, models }: RouteDeps) {
  const router = new Router<SignedInState>();
  const links = signedLinks(config.calendarFeedSecret, now);

  router.get('/absences', validate(list), async (ctx) => {
    const { STUDENT_NUMBER, username, from } = inputOf(ctx, list).query;
    const { user } = ctx.state;
    let filters: object;
    if (STUDENT_NUMBER !== undefined || username !== undefined) {
      const student = await models.students.findVisible(user, STUDENT_NUMBER !== undefined ? { STUDENT_NUMBER } : { username: username! });
      filters = { student: { documentId: { $eq: student.documentId } }, ...(from ? { absence_date: { $gte: from } } : {}) };
    } else if (isStaff(user)) {
      const since = from ?? addDays(schoolDayOf(now(), config.timeZones[user.campus]), -STAFF_LIST_DAYS);
      filters = { student: { campus: { $eq: user.campus } }, absence_date: { $gte: since } };
    } else {
      const students = (await models.students.visibleTo(user)).data;
      if (students.length === 0) {
        ctx.body = [];
        return;
      }
      filters = { student: { documentId: { $in: students.map((s) => s.documentId) } }, ...(from ? { absence_date: { $gte: from } } : {}) };
    }
    const found = await cms.findAll<CmsAbsence>('absences', { filters, populate: ABSENCE_POPULATE, sort: SORT });
    markTruncated(ctx, found.truncated);
    ctx.body = found.data.map(presentAbsence);
  });

  router.post('/absences', limits.writesPerPerson(), validate(notice), async (ctx) => {
    const { clientNoticeId, STUDENT_NUMBER, end_date, departure_time, arrival_time, explanation, ...fields } = inputOf(ctx, notice).body.data;
    const { user } = ctx.state;
    const student = await models.students.findVisible(user, { STUDENT_NUMBER });
    const id = noticeId(clientNoticeId);
    // The same notice sent again (an outbox retry after a lost answer) answers the one stored.
    const stored = await findAbsenceOf(cms, student, id).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    });
    if (stored) {
      ctx.body = presentAbsence(stored);
      return;
    }
    const created = await cms.create<CmsAbsence>(
      'absences',
      {
        ...fields,
        student: student.documentId,
        DAILY_ATTENDANCE_ID: id,
        end_date: fields.absence_type === 'extended_leave' ? end_date : null,
        // The schema requires both times of a partial day and refuses them on other kinds.
        departure_time: departure_time ? cmsTime(departure_time) : null,
        arrival_time: arrival_time ? cmsTime(arrival_time) : null,
        explanation: explanation || null,
        is_verified: false,
        notified_by_username: user.username,
      },
      { populate: ABSENCE_POPULATE },
    );
    ctx.status = 201;
    ctx.body = presentAbsence(created);
  });

  router.put('/absences', limits.writesPerPerson(), validate(reason), async (ctx) => {
    const { STUDENT_NUMBER, DAILY_ATTENDANCE_ID, reason: text, explanation } = inputOf(ctx, reason).body.data;
    const { user } = ctx.state;
    const student = await models.students.findVisible(user, { STUDENT_NUMBER });
    const absence = await findAbsenceOf(cms, student, DAILY_ATTENDANCE_ID);
    const updated = await cms.update<CmsAbsence>(
      'absences',
      absence.documentId,
      { reason: text, explanation: explanation || null, notified_by_username: user.username },
      { populate: ABSENCE_POPULATE },
    );
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
    const student = await models.students.findVisible(user, { STUDENT_NUMBER });
    const absence = presentAbsence(await findAbsenceOf(cms, student, DAILY_ATTENDANCE_ID));
    const recipients = await sendNotifyAbsenceEmail(cms, { absence, student, by: user });
    ctx.body = { DAILY_ATTENDANCE_ID, recipients };
  });

  router.get('/absences/export', validate(exportQuery), async (ctx) => {
    requireStaff(ctx.state.user);
    const { from, to } = inputOf(ctx, exportQuery).query;
    // JSON, so that the link goes out in the envelope's records and not as a file of text.
    ctx.type = 'json';
    ctx.body = links.make(exportLink, config.portalUrls[ctx.state.campus], ctx.state.campus, { from, to });
  });

  return router;
}

/**
 * Public (no token): the campus's absences of a period as CSV, behind a signed link that
 * `GET absences/export` gave a member of staff. An expired or altered link is refused with 403.
 */
export function absencesExportRoutes({ cms, now, config, limits }: RouteDeps) {
  const router = new Router();
  const links = signedLinks(config.calendarFeedSecret, now);
  router.get(exportLink.path, limits.publicPerIp('absences-csv-link'), validate(download), async (ctx) => {
    const link = links.verify(exportLink, inputOf(ctx, download).query, hostCampusOf(ctx));
    const found = await cms.findAll<CmsAbsence>('absences', {
      // An extended leave that began before the period and runs into it belongs to it too.
      filters: {
        student: { campus: { $eq: link.campus } },
        absence_date: { $lte: link.to },
        $or: [{ absence_date: { $gte: link.from } }, { end_date: { $gte: link.from } }],
      },
      populate: ABSENCE_POPULATE,
      sort: ['absence_date:asc', 'id:asc'],
    });
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(absencesCsvFileName(link.from, link.to));
    ctx.set('Cache-Control', 'private, no-store');
    if (found.truncated) ctx.set('X-Result-Truncated', 'true');
    ctx.body = absencesCsv(found.data.map(presentAbsence));
  });
  return router;
}
