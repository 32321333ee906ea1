import Router from '@koa/router';
import { pushSubscriptionIdParam, pushSubscriptionInput, type PushSubscriptionRecord } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import type { PushSubscriptionRow } from '../../models/records/push-subscription.ts';
import { browserAndOs } from '../web-logs/user-agent.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const saving = { body: pushSubscriptionInput };
const removing = { params: pushSubscriptionIdParam };

const presentSubscription = (row: PushSubscriptionRow): PushSubscriptionRecord => ({
  pushsubscriptionUid: row.documentId,
  device: row.device,
  endpoint: row.endpoint,
  created_at: row.created_at,
});

/** "Chrome on Android": what a person recognises a device by in their list. */
function deviceOf(userAgent: string): string {
  const { browserName, osName } = browserAndOs(userAgent);
  return `${browserName} on ${osName}`;
}

/**
 * The devices a person gets alerts on (issue 29): the server's VAPID key to subscribe with, the
 * person's devices, a device's subscription (sent again each time the app opens), and removing
 * one ("stop alerts on this device", and at sign-out).
 */
export function pushSubscriptionRoutes({ models, limits }: RouteDeps) {
  const router = new Router<SignedInState>();
  router.get('/push-subscriptions/key', (ctx) => {
    ctx.body = { publicKey: models.pushSubscriptions.publicKey() };
  });
  router.get('/push-subscriptions', async (ctx) => {
    ctx.body = (await models.pushSubscriptions.listOwn(ctx.state.user)).map(presentSubscription);
  });
  router.post('/push-subscriptions', limits.writesPerPerson(), validate(saving), async (ctx) => {
    const { body } = inputOf(ctx, saving);
    const row = await models.pushSubscriptions.save(ctx.state.user, body.data, deviceOf(ctx.get('user-agent')));
    ctx.status = 201;
    ctx.body = presentSubscription(row);
  });
  router.delete('/push-subscriptions/:id', limits.writesPerPerson(), validate(removing), async (ctx) => {
    const { params } = inputOf(ctx, removing);
    ctx.body = presentSubscription(await models.pushSubscriptions.remove(ctx.state.user, params.id));
  });
  return router;
}
