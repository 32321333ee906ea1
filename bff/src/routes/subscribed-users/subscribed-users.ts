import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { ADMIN_PAGE_SIZE_DEFAULT, SUBSCRIBER_MESSAGES, subscribedUserWriteInput, subscribedUsersQuery, uidSchema, type Campus, type SubscribedUserWrite } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import { createdBy, requireAdmin } from '../../policies/admin.ts';
import { presentSubscribedUser, type CmsSubscribedUser } from '../../presenters/subscribed-user.ts';
import { CmsResponseError } from '../../cms/cms-client.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { answerCmsPage, answerWholeList, cmsPagination } from '../paging.ts';

const list = { query: subscribedUsersQuery };
const create = { body: subscribedUserWriteInput };
const update = { params: z.object({ id: uidSchema }), body: subscribedUserWriteInput };
const remove = { params: z.object({ id: uidSchema }) };

const COLLECTION = 'subscribed-users';
const NEWEST_FIRST = ['createdAt:desc', 'id:desc'];

const duplicate = () => badRequest(SUBSCRIBER_MESSAGES.duplicate, { 'data.email': SUBSCRIBER_MESSAGES.duplicate });

/**
 * Admin spec 7 "Subscribed users": the campus's subscribers of the Connections PDF, for
 * administrators only. An address is subscribed once per campus: the BFF looks first, and the
 * database's unique (campus, email) index settles two saves of one address at the same moment.
 * The CMS audits every write under the admin.
 */
export function subscribedUserRoutes({ cms, limits }: RouteDeps) {
  const router = new Router<SignedInState>();

  async function holderOf(campus: Campus, email: string): Promise<CmsSubscribedUser | undefined> {
    const found = await cms.find<CmsSubscribedUser>(COLLECTION, { filters: { campus: { $eq: campus }, email: { $eq: email } }, pagination: { pageSize: 1 } });
    return found.data[0];
  }

  /** A write the unique index refused because someone else saved the address just before: the spec's message. */
  async function refusedAsDuplicate<T>(campus: Campus, email: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof CmsResponseError && (await holderOf(campus, email))) throw duplicate();
      throw error;
    }
  }

  async function findAdministered(ctx: Context, id: string): Promise<CmsSubscribedUser> {
    const subscriber = await cms.findOne<CmsSubscribedUser>(COLLECTION, id);
    // Another campus's subscriber answers as one that does not exist.
    if (subscriber.campus !== ctx.state.user.campus) throw notFound();
    return subscriber;
  }

  router.get('/subscribedusers', requireAdmin(), validate(list), async (ctx) => {
    const { name, email, page, page_size: pageSize } = inputOf(ctx, list).query;
    const query = {
      filters: {
        campus: { $eq: ctx.state.user.campus },
        ...(name ? { name: { $containsi: name } } : {}),
        ...(email ? { email: { $containsi: email } } : {}),
      },
      sort: NEWEST_FIRST,
    };
    if (page) {
      const asked = { page, pageSize: pageSize ?? ADMIN_PAGE_SIZE_DEFAULT };
      const found = await cms.find<CmsSubscribedUser>(COLLECTION, { ...query, ...cmsPagination(asked) });
      ctx.body = answerCmsPage(ctx, asked, found).map(presentSubscribedUser);
      return;
    }
    // The whole list: the Connections PDF template offers every subscriber's address.
    const found = await cms.findAll<CmsSubscribedUser>(COLLECTION, query);
    markTruncated(ctx, found.truncated);
    ctx.body = answerWholeList(ctx, found.data).map(presentSubscribedUser);
  });

  router.post('/subscribedusers', limits.writesPerPerson(), requireAdmin(), validate(create), async (ctx) => {
    const subscriber: SubscribedUserWrite = inputOf(ctx, create).body.data;
    const admin = ctx.state.user;
    if (await holderOf(admin.campus, subscriber.email)) throw duplicate();
    const created = await refusedAsDuplicate(admin.campus, subscriber.email, () =>
      cms.as(admin).create<CmsSubscribedUser>(COLLECTION, {
        ...subscriber,
        campus: admin.campus,
        ...createdBy(admin),
      }),
    );
    ctx.status = 201;
    ctx.body = presentSubscribedUser(created);
  });

  router.put('/subscribedusers/:id', limits.writesPerPerson(), requireAdmin(), validate(update), async (ctx) => {
    const { params, body } = inputOf(ctx, update);
    const stored = await findAdministered(ctx, params.id);
    const campus = ctx.state.user.campus;
    const holder = await holderOf(campus, body.data.email);
    if (holder && holder.documentId !== stored.documentId) throw duplicate();
    const updated = await refusedAsDuplicate(campus, body.data.email, () => cms.as(ctx.state.user).update<CmsSubscribedUser>(COLLECTION, stored.documentId, body.data));
    ctx.body = presentSubscribedUser(updated);
  });

  router.delete('/subscribedusers/:id', limits.writesPerPerson(), requireAdmin(), validate(remove), async (ctx) => {
    const stored = await findAdministered(ctx, inputOf(ctx, remove).params.id);
    await cms.as(ctx.state.user).remove(COLLECTION, stored.documentId);
    ctx.body = presentSubscribedUser(stored);
  });

  return router;
}
