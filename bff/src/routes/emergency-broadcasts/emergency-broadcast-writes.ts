import Router from '@koa/router';
import { emergencyBroadcastWriteInput } from '@portal/contract';
import { presentEmergencyBroadcast } from '../../presenters/emergency-broadcast.ts';
import { mountAdministeredWrites } from '../administered-writes.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

/**
 * Reader spec 7 "Emergency broadcasts: list, save, update": administrators raise one for their
 * campus (the banner shows the newest while its status is on), change it, and clear it with
 * status off or a delete. The CMS audits each write under the admin, and the campus's banner calls see
 * it at once; installed apps offline see it at their next sync.
 */
export function emergencyBroadcastWriteRoutes({ models, limits }: RouteDeps) {
  const router = new Router<SignedInState>();
  mountAdministeredWrites(router, limits, {
    path: '/emergencybroadcast',
    model: models.emergencyBroadcasts,
    writeInput: emergencyBroadcastWriteInput,
    present: presentEmergencyBroadcast,
  });
  return router;
}
