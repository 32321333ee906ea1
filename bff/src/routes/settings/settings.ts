import Router from '@koa/router';
import { settingsQuery } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { presentSettings } from '../../presenters/settings.ts';
import { noteStale } from '../../read-cache/read-cache.ts';
import { createAnswerMemo } from '../../read-cache/prepared-answer.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const schemas = { query: settingsQuery };

/** The school's settings for the person's campus. */
export function settingsRoutes({ shared }: RouteDeps) {
  const router = new Router<SignedInState>();
  const answerFor = createAnswerMemo();
  router.get('/settings', validate(schemas), async (ctx) => {
    const { schoolUid } = inputOf(ctx, schemas).query;
    const settings = noteStale(ctx, await shared.settings(ctx.state.campus));
    ctx.body = answerFor(settings, schoolUid ?? '', Date.now(), () => {
      const chosen = schoolUid ? settings.filter((one) => one.documentId === schoolUid) : settings;
      return { records: chosen.slice(0, 1).map(presentSettings) };
    });
  });
  return router;
}
