import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  exclusionListOf,
  uidSchema,
  weeklyEmailTextCreateInput,
  weeklyEmailTextUpdateInput,
  type Campus,
  type WeeklyEmailTextUpdate,
} from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { createdBy, requireAdmin } from '../../policies/admin.ts';
import { presentWeeklyEmailText, type CmsWeeklyEmailText } from '../../presenters/weekly-email-text.ts';
import { CmsResponseError } from '../../cms/cms-client.ts';
import { notFound } from '../../errors.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const create = { body: weeklyEmailTextCreateInput };
const update = { params: z.object({ id: uidSchema }), body: weeklyEmailTextUpdateInput };

const COLLECTION = 'weekly-email-texts';

/** What is stored for a save: the exclusion list's parsed list is made here from the text, never taken from the client. */
function fieldsOf(data: WeeklyEmailTextUpdate) {
  return {
    ...(data.email_text !== undefined ? { email_text: data.email_text } : {}),
    ...(data.except_emails !== undefined ? { except_emails: data.except_emails, except_emails_list: exclusionListOf(data.except_emails) } : {}),
    ...(data.test_emails_list !== undefined ? { test_emails_list: data.test_emails_list } : {}),
  };
}

/**
 * Admin spec 7 "Weekly email text": the campus's one record of the weekly digest's blurb,
 * exclusion list and test addresses, for administrators only, each save audited by the CMS under
 * the admin.
 * A campus has one record (a unique index): a POST when it already has one saves into it, so
 * two admins' first saves at the same moment both land.
 */
export function weeklyEmailTextRoutes({ cms, limits }: RouteDeps) {
  const router = new Router<SignedInState>();

  async function campusText(campus: Campus): Promise<CmsWeeklyEmailText | undefined> {
    const found = await cms.find<CmsWeeklyEmailText>(COLLECTION, { filters: { campus: { $eq: campus } }, sort: ['id:asc'], pagination: { pageSize: 1 } });
    return found.data[0];
  }

  function saveInto(ctx: Context, stored: CmsWeeklyEmailText, data: WeeklyEmailTextUpdate) {
    return cms.as(ctx.state.user).update<CmsWeeklyEmailText>(COLLECTION, stored.documentId, fieldsOf(data));
  }

  router.get('/weeklyemailtext', requireAdmin(), validate({}), async (ctx) => {
    const text = await campusText(ctx.state.user.campus);
    ctx.body = text ? [presentWeeklyEmailText(text)] : [];
  });

  router.post('/weeklyemailtext', limits.writesPerPerson(), requireAdmin(), validate(create), async (ctx) => {
    const data = inputOf(ctx, create).body.data;
    const admin = ctx.state.user;
    const existing = await campusText(admin.campus);
    if (existing) {
      ctx.body = presentWeeklyEmailText(await saveInto(ctx, existing, data));
      return;
    }
    try {
      const created = await cms.as(admin).create<CmsWeeklyEmailText>(COLLECTION, {
        email_text: '',
        except_emails: '',
        except_emails_list: [],
        test_emails_list: [],
        ...fieldsOf(data),
        campus: admin.campus,
        ...createdBy(admin),
      });
      ctx.status = 201;
      ctx.body = presentWeeklyEmailText(created);
    } catch (error) {
      // Another admin's first save made the campus's record a moment before: save into it.
      const madeMeanwhile = error instanceof CmsResponseError ? await campusText(admin.campus) : undefined;
      if (!madeMeanwhile) throw error;
      ctx.body = presentWeeklyEmailText(await saveInto(ctx, madeMeanwhile, data));
    }
  });

  router.put('/weeklyemailtext/:id', limits.writesPerPerson(), requireAdmin(), validate(update), async (ctx) => {
    const { params, body } = inputOf(ctx, update);
    const stored = await cms.findOne<CmsWeeklyEmailText>(COLLECTION, params.id);
    // Another campus's record answers as one that does not exist.
    if (stored.campus !== ctx.state.user.campus) throw notFound();
    ctx.body = presentWeeklyEmailText(await saveInto(ctx, stored, body.data));
  });

  return router;
}
