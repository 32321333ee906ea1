import Router from '@koa/router';
import { z } from 'zod';
import { connectionHeaderWriteInput, pastStartIssue, uidSchema, type ConnectionHeaderWrite } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { requireAdmin } from '../../policies/admin.ts';
import { presentConnectionHeader } from '../../presenters/connection-header.ts';
import { badRequest } from '../../errors.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const create = { body: connectionHeaderWriteInput };
const update = { params: z.object({ id: uidSchema }), body: connectionHeaderWriteInput };
const remove = { params: z.object({ id: uidSchema }) };

/**
 * Admin spec 7 "Connection headers": POST, PUT {connectionheaderUid} and DELETE {id}, for
 * administrators only, each audited by the CMS under the admin; the campus's readers see the
 * change at once.
 */
export function connectionHeaderWriteRoutes({ models, now, limits }: RouteDeps) {
  const router = new Router<SignedInState>();

  function checkStart(header: ConnectionHeaderWrite, keptStart?: string | null) {
    const issue = pastStartIssue(header.publish_start, { now: now(), keptStart });
    if (issue) throw badRequest(issue.message, { [`data.${issue.path}`]: issue.message });
  }

  router.post('/connection-headers', limits.writesPerPerson(), requireAdmin(), validate(create), async (ctx) => {
    const header = inputOf(ctx, create).body.data;
    checkStart(header);
    const created = await models.connectionHeaders.create(ctx.state.user, header);
    ctx.status = 201;
    ctx.body = presentConnectionHeader(created);
  });

  router.put('/connection-headers/:id', limits.writesPerPerson(), requireAdmin(), validate(update), async (ctx) => {
    const { params, body } = inputOf(ctx, update);
    const stored = await models.connectionHeaders.findAdministered(ctx.state.user, params.id);
    checkStart(body.data, stored.publish_start);
    ctx.body = presentConnectionHeader(await models.connectionHeaders.update(ctx.state.user, stored, body.data));
  });

  router.delete('/connection-headers/:id', limits.writesPerPerson(), requireAdmin(), validate(remove), async (ctx) => {
    const stored = await models.connectionHeaders.findAdministered(ctx.state.user, inputOf(ctx, remove).params.id);
    await models.connectionHeaders.remove(ctx.state.user, stored);
    ctx.body = presentConnectionHeader(stored);
  });

  return router;
}
