import Router from '@koa/router';
import { emergencyBroadcastsQuery } from '@portal/contract';
import { validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import { presentEmergencyBroadcast } from '../../presenters/emergency-broadcast.ts';
import { noteStale } from '../../read-cache/read-cache.ts';
import { createAnswerMemo } from '../../read-cache/prepared-answer.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const schemas = { query: emergencyBroadcastsQuery };

/** Newest first: the chrome's banner shows the first one when its status is true. */
export function emergencyBroadcastRoutes({ models }: RouteDeps) {
  const router = new Router<SignedInState>();
  // Every open screen asks every minute: the same prepared answer serves the whole campus.
  const answerFor = createAnswerMemo();
  router.get('/emergencybroadcast', validate(schemas), async (ctx) => {
    const broadcasts = noteStale(ctx, await models.emergencyBroadcasts.readableOn(ctx.state.campus));
    markTruncated(ctx, broadcasts.truncated);
    ctx.body = answerFor(broadcasts, '', Date.now(), () => ({ records: broadcasts.data.map(presentEmergencyBroadcast) }));
  });
  return router;
}
