import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { connectionHeaderWriteInput, pastStartIssue, uidSchema, type Campus, type ConnectionHeaderWrite } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { canAdministerRecord, createdBy, requireAdmin } from '../../policies/admin.ts';
import { presentConnectionHeader, type CmsConnectionHeader } from '../../presenters/connection-header.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const create = { body: connectionHeaderWriteInput };
const update = { params: z.object({ id: uidSchema }), body: connectionHeaderWriteInput };
const remove = { params: z.object({ id: uidSchema }) };

const fields = (header: ConnectionHeaderWrite) => ({ ...header, featured_img_type: 'jpeg' });

/**
 * Admin spec 7 "Connection headers": POST, PUT {connectionheaderUid} and DELETE {id}, for
 * administrators only, each audited by the CMS under the admin; the campus's readers see the
 * change at once.
 */
export function connectionHeaderWriteRoutes({ cms, shared, now, limits }: RouteDeps) {
  const router = new Router<SignedInState>();

  function checkStart(header: ConnectionHeaderWrite, keptStart?: string | null) {
    const issue = pastStartIssue(header.publish_start, { now: now(), keptStart });
    if (issue) throw badRequest(issue.message, { [`data.${issue.path}`]: issue.message });
  }

  async function findAdministered(ctx: Context, id: string): Promise<CmsConnectionHeader> {
    const header = await cms.findOne<CmsConnectionHeader>('connection-headers', id);
    if (!canAdministerRecord(ctx.state.user, header)) throw notFound();
    return header;
  }

  const told = (header: CmsConnectionHeader) =>
    shared.apply({ type: 'connection-header', documentIds: [header.documentId], campuses: header.campus ? [header.campus as Campus] : [] });

  router.post('/connection-headers', limits.writesPerPerson(), requireAdmin(), validate(create), async (ctx) => {
    const header = inputOf(ctx, create).body.data;
    const admin = ctx.state.user;
    checkStart(header);
    const created = await cms.as(admin).create<CmsConnectionHeader>('connection-headers', {
      ...fields(header),
      campus: admin.campus,
      ...createdBy(admin),
    });
    told(created);
    ctx.status = 201;
    ctx.body = presentConnectionHeader(created);
  });

  router.put('/connection-headers/:id', limits.writesPerPerson(), requireAdmin(), validate(update), async (ctx) => {
    const { params, body } = inputOf(ctx, update);
    const stored = await findAdministered(ctx, params.id);
    checkStart(body.data, stored.publish_start);
    const updated = await cms.as(ctx.state.user).update<CmsConnectionHeader>('connection-headers', stored.documentId, fields(body.data));
    told(updated);
    ctx.body = presentConnectionHeader(updated);
  });

  router.delete('/connection-headers/:id', limits.writesPerPerson(), requireAdmin(), validate(remove), async (ctx) => {
    const stored = await findAdministered(ctx, inputOf(ctx, remove).params.id);
    await cms.as(ctx.state.user).remove('connection-headers', stored.documentId);
    told(stored);
    ctx.body = presentConnectionHeader(stored);
  });

  return router;
}
