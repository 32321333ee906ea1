import Router from '@koa/router';
import {
  ABSENCE_DAY_SHARE,
  attendanceRate,
  countSchoolDays,
  studentQuery,
  type AbsencePercentageRecord,
  schoolDayOf,
  type AbsenceSummaryRecord,
} from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { findVisibleStudent } from '../../policies/student.ts';
import type { CmsClient, CmsDocument } from '../../cms/cms-client.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const ofStudent = { query: studentQuery };

type CmsAbsence = CmsDocument & { absence_date: string; end_date: string | null; absence_type: string; is_verified: boolean };


/** This school year's absences of a student up to today, and the attendance rate they leave. */
async function yearOfAbsences(cms: CmsClient, studentId: string, today: string) {
  const from = `${today.slice(0, 4)}-01-01`;
  const to = today;
  const rows = await cms.findAll<CmsAbsence>('absences', {
    filters: { student: { documentId: { $eq: studentId } }, absence_date: { $gte: from, $lte: to } },
    fields: ['absence_date', 'end_date', 'absence_type', 'is_verified'],
  });
  const daysAway = rows.data.reduce((sum, absence) => {
    const share = ABSENCE_DAY_SHARE[absence.absence_type] ?? 1;
    // A leave over several days costs each school day it covers up to today.
    const days = absence.end_date ? countSchoolDays(absence.absence_date, absence.end_date < to ? absence.end_date : to) : 1;
    return sum + share * Math.max(days, 1);
  }, 0);
  return {
    verified: rows.data.filter((absence) => absence.is_verified).length,
    unverified: rows.data.filter((absence) => !absence.is_verified).length,
    percentage: attendanceRate(countSchoolDays(from, to), daysAway),
  };
}

/**
 * Spec 2.6's summary boxes: verified (green) and unverified (red) absences and the attendance
 * rate. The absence records themselves are the absences feature's (routes/absences).
 */
export function absenceSummaryRoutes({ cms, now, config }: RouteDeps) {
  const router = new Router<SignedInState>();

  router.get('/absences/absence-summary', validate(ofStudent), async (ctx) => {
    const student = await findVisibleStudent(cms, ctx.state.user, { username: inputOf(ctx, ofStudent).query.username });
    const year = await yearOfAbsences(cms, student.documentId, schoolDayOf(now(), config.timeZones[ctx.state.campus]));
    const answer: AbsenceSummaryRecord = { green: year.verified, red: year.unverified, percentage: year.percentage };
    ctx.body = answer;
  });

  router.get('/absences/percentage', validate(ofStudent), async (ctx) => {
    const student = await findVisibleStudent(cms, ctx.state.user, { username: inputOf(ctx, ofStudent).query.username });
    const year = await yearOfAbsences(cms, student.documentId, schoolDayOf(now(), config.timeZones[ctx.state.campus]));
    const answer: AbsencePercentageRecord = { STUDENT_NUMBER: student.STUDENT_NUMBER, percentage: year.percentage };
    ctx.body = answer;
  });

  return router;
}
