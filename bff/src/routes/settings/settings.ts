import Router from '@koa/router';
import { settingsQuery } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { presentSettings, type CmsSchoolSettings } from '../../presenters/settings.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const schemas = { query: settingsQuery };

/** The school's settings for the campus of this host. */
export function settingsRoutes({ cms }: RouteDeps) {
  const router = new Router<SignedInState>();
  router.get('/settings', validate(schemas), async (ctx) => {
    const { schoolUid } = inputOf(ctx, schemas).query;
    const found = await cms.find<CmsSchoolSettings>('school-settings', {
      filters: { campus: { $eq: ctx.state.campus }, ...(schoolUid ? { documentId: { $eq: schoolUid } } : {}) },
      pagination: { pageSize: 1 },
    });
    ctx.body = found.data.map(presentSettings);
  });
  return router;
}
