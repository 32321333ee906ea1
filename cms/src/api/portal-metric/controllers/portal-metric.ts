import type { Core } from '@strapi/strapi';
import { CAMPUSES, isCampus } from '@portal/contract';
import type portalMetricService from '../services/portal-metric';

/** GET /portal-metrics/summary?campus&from: thin, the service counts in SQL. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async summary(ctx: { query: Record<string, unknown>; badRequest: (message: string) => unknown }) {
    const campus = typeof ctx.query.campus === 'string' ? ctx.query.campus : '';
    const fromText = typeof ctx.query.from === 'string' ? ctx.query.from : '';
    const from = /^\d{4}-\d{2}-\d{2}T/.test(fromText) ? new Date(fromText) : null;
    if (!isCampus(campus)) return ctx.badRequest(`campus must be one of ${CAMPUSES.join(', ')}.`);
    if (!from || Number.isNaN(from.getTime())) return ctx.badRequest('from is an ISO date-time.');
    const service = strapi.service('api::portal-metric.portal-metric') as unknown as ReturnType<typeof portalMetricService>;
    return { data: await service.summary(campus, from) };
  },
});
