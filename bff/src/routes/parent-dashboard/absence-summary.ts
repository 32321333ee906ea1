import Router from '@koa/router';
import { schoolDayOf, schoolYearDays, studentQuery, type AbsencePercentageRecord, type AbsenceSummaryRecord } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { absenceYear } from '../../presenters/absence.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const ofStudent = { query: studentQuery };

/**
 * Spec 2.6's summary boxes: verified (green) and unverified (red) absences of this school year
 * and the attendance rate. The absence records themselves are the absences feature's (routes/absences).
 */
export function absenceSummaryRoutes({ now, config, models }: RouteDeps) {
  const router = new Router<SignedInState>();

  /** This school year of the named student's absences, as the boxes count it. */
  async function yearOf({ user, campus }: SignedInState, username: string) {
    const today = schoolDayOf(now(), config.timeZones[campus]);
    const { student, days } = await models.absences.ofSchoolYear(user, { username }, schoolYearDays(today));
    return { student, year: absenceYear(days, today) };
  }

  router.get('/absences/absence-summary', validate(ofStudent), async (ctx) => {
    const { year } = await yearOf(ctx.state, inputOf(ctx, ofStudent).query.username);
    const answer: AbsenceSummaryRecord = { green: year.verified, red: year.unverified, percentage: year.percentage };
    ctx.body = answer;
  });

  router.get('/absences/percentage', validate(ofStudent), async (ctx) => {
    const { student, year } = await yearOf(ctx.state, inputOf(ctx, ofStudent).query.username);
    const answer: AbsencePercentageRecord = { STUDENT_NUMBER: student.STUDENT_NUMBER, percentage: year.percentage };
    ctx.body = answer;
  });

  return router;
}
