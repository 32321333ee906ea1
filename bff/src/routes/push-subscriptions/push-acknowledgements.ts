import Router from '@koa/router';
import { pushAcknowledgementInput } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import type { RouteDeps } from '../deps.ts';

const acknowledging = { body: pushAcknowledgementInput };

/**
 * `POST /api/push-acknowledgements`: the service worker says it showed an alert (issue 29). It
 * holds no token, by design (tokens stay in the page's session storage), so the call needs none:
 * the single-use id the alert carried is the proof, and it can only mark that one delivery seen.
 * Limited per address like every public call, so nobody can try ids at speed.
 */
export function pushAcknowledgementRoutes({ models, limits }: RouteDeps) {
  const router = new Router();
  router.post('/push-acknowledgements', limits.publicPerIp('push-acknowledgements'), validate(acknowledging), async (ctx) => {
    const { body } = inputOf(ctx, acknowledging);
    ctx.body = { acknowledged: await models.pushSubscriptions.acknowledge(body.data.id) };
  });
  return router;
}
