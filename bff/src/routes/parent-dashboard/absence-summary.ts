import Router from '@koa/router';
import {
  ABSENCE_DAY_SHARE,
  attendanceRate,
  countAbsences,
  countSchoolDays,
  schoolYearDays,
  studentQuery,
  type AbsencePercentageRecord,
  schoolDayOf,
  type AbsenceSummaryRecord,
} from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';

import type { CmsClient, CmsDocument } from '../../cms/cms-client.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const ofStudent = { query: studentQuery };

type CmsAbsence = CmsDocument & { absence_date: string; end_date: string | null; absence_type: string; is_verified: boolean | null };


/**
 * This school year's absences of a student: verified and unverified as every screen counts them
 * (the contract's rule, days notified ahead included), and the attendance rate the days up to
 * today leave.
 */
async function yearOfAbsences(cms: CmsClient, studentId: string, today: string) {
  const to = today;
  const year = schoolYearDays(to);
  const from = year.first;
  const rows = await cms.findAll<CmsAbsence>('absences', {
    filters: { student: { documentId: { $eq: studentId } }, absence_date: { $gte: year.first, $lte: year.last } },
    fields: ['absence_date', 'end_date', 'absence_type', 'is_verified'],
  });
  const counts = countAbsences(rows.data, to);
  const daysAway = rows.data.filter((absence) => absence.absence_date <= to).reduce((sum, absence) => {
    const share = ABSENCE_DAY_SHARE[absence.absence_type] ?? 1;
    // A leave over several days costs each school day it covers up to today.
    const days = absence.end_date ? countSchoolDays(absence.absence_date, absence.end_date < to ? absence.end_date : to) : 1;
    return sum + share * Math.max(days, 1);
  }, 0);
  return {
    verified: counts.verified,
    unverified: counts.unverified,
    percentage: attendanceRate(countSchoolDays(from, to), daysAway),
  };
}

/**
 * Spec 2.6's summary boxes: verified (green) and unverified (red) absences and the attendance
 * rate. The absence records themselves are the absences feature's (routes/absences).
 */
export function absenceSummaryRoutes({ cms, now, config, models }: RouteDeps) {
  const router = new Router<SignedInState>();

  router.get('/absences/absence-summary', validate(ofStudent), async (ctx) => {
    const student = await models.students.findVisible(ctx.state.user, { username: inputOf(ctx, ofStudent).query.username });
    const year = await yearOfAbsences(cms, student.documentId, schoolDayOf(now(), config.timeZones[ctx.state.campus]));
    const answer: AbsenceSummaryRecord = { green: year.verified, red: year.unverified, percentage: year.percentage };
    ctx.body = answer;
  });

  router.get('/absences/percentage', validate(ofStudent), async (ctx) => {
    const student = await models.students.findVisible(ctx.state.user, { username: inputOf(ctx, ofStudent).query.username });
    const year = await yearOfAbsences(cms, student.documentId, schoolDayOf(now(), config.timeZones[ctx.state.campus]));
    const answer: AbsencePercentageRecord = { STUDENT_NUMBER: student.STUDENT_NUMBER, percentage: year.percentage };
    ctx.body = answer;
  });

  return router;
}
