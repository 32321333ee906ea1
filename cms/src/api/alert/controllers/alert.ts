import { factories } from '@strapi/strapi';
import { isCampus } from '@portal/contract';
import { alertReachPeople, campusAlertReach } from '../../../alerts/alert-reach';

/**
 * The reach of emergency alerts (issue 29), for the BFF only (its token's scope), which lets a
 * campus's administrators ask about their own campus alone.
 */
export default factories.createCoreController('api::alert.alert', ({ strapi }) => ({
  /** GET /alerts/reach/:campus: the campus's latest emergency alerts and their reach. */
  async reach(ctx) {
    const campus = ctx.params.campus;
    if (!isCampus(campus)) return ctx.notFound();
    return { data: await campusAlertReach(strapi, campus) };
  },

  /** GET /alerts/reach/:campus/:id/people: how one alert reached each person of the campus. */
  async reachPeople(ctx) {
    const campus = ctx.params.campus;
    if (!isCampus(campus)) return ctx.notFound();
    const people = await alertReachPeople(strapi, campus, String(ctx.params.id ?? ''));
    if (!people) return ctx.notFound();
    return { data: people };
  },
}));
