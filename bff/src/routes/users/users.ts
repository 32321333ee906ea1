import Router from '@koa/router';
import { z } from 'zod';
import { usernameParam } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { presentUser } from '../../presenters/user.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const lookup = { params: z.object({ username: usernameParam }) };

/** A person's record: one's own, or for an administrator anyone's of their campus (policies/user.ts). */
export function usersRoutes({ models }: RouteDeps) {
  const router = new Router<SignedInState>();
  router.get('/users/:username', validate(lookup), async (ctx) => {
    const user = await models.users.findReadable(ctx.state.user, inputOf(ctx, lookup).params.username);
    ctx.body = [presentUser(user, await models.schoolSettings.idOf(user.campus))];
  });
  return router;
}
