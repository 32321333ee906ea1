import Router from '@koa/router';
import { markTruncated } from '../../middleware/api-envelope.ts';
import { validate } from '../../middleware/validate.ts';
import { presentSchoolTerm } from '../../presenters/school-term.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

/**
 * `school-terms/`: the terms of the person's campus, as the school keeps them in the CMS. The
 * absence form asks to confirm a notice for a day outside them (contract rules/school-days.ts).
 */
export function schoolTermRoutes({ models }: RouteDeps) {
  const router = new Router<SignedInState>();
  router.get('/school-terms', validate({}), async (ctx) => {
    const found = await models.schoolTerms.ofCampusOf(ctx.state.user);
    markTruncated(ctx, found.truncated);
    ctx.body = found.data.map(presentSchoolTerm);
  });
  return router;
}
