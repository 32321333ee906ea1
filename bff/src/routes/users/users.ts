import Router from '@koa/router';
import { z } from 'zod';
import { usernameParam } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { presentUser } from '../../presenters/user.ts';
import { authorizeUserRead } from '../../policies/user.ts';
import { notFound } from '../../errors.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import type { PortalUser } from '../../auth/portal-users.ts';

const lookup = { params: z.object({ username: usernameParam }) };

export function usersRoutes({ cms }: RouteDeps) {
  const router = new Router<SignedInState>();
  router.get('/users/:username', validate(lookup), async (ctx) => {
    const { username } = inputOf(ctx, lookup).params;
    authorizeUserRead(ctx.state.user, username);
    const user =
      username === ctx.state.user.username
        ? ctx.state.user
        : (
            await cms.find<PortalUser>('portal-users', {
              // An admin reads the people of their own campus only.
              filters: { username: { $eq: username }, campus: { $eq: ctx.state.campus } },
              populate: { groups: true },
              pagination: { pageSize: 1 },
            })
          ).data[0];
    if (!user) throw notFound();
    const settings = await cms.find('school-settings', {
      filters: { campus: { $eq: user.campus } },
      fields: ['campus'],
      pagination: { pageSize: 1 },
    });
    ctx.body = [presentUser(user, settings.data[0]?.documentId ?? null)];
  });
  return router;
}
