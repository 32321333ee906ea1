import Router from '@koa/router';
import { z } from 'zod';
import { EMAIL_SENDING_KINDS, EMAIL_SENDING_MESSAGES as M, emailSendListQuery, emailSendingInput, uidSchema, type Campus } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { requireAdmin } from '../../policies/admin.ts';
import { presentEmailSend, type CmsEmailSend } from '../../presenters/email-send.ts';
import type { CmsWeeklyEmailText } from '../../presenters/weekly-email-text.ts';
import { CmsResponseError, type CmsClient } from '../../cms/cms-client.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { answerCmsPage, cmsPagination } from '../paging.ts';

const start = { body: emailSendingInput };
const list = { query: emailSendListQuery };
const one = { params: z.object({ id: uidSchema }) };

const PAGE_SIZE_DEFAULT = 10;
const SENDS = 'email-sends/sends';

const addresses = (list: unknown): string[] => (Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string').map((item) => item.toLowerCase()) : []);

async function campusText(cms: CmsClient, campus: Campus): Promise<CmsWeeklyEmailText | undefined> {
  const found = await cms.find<CmsWeeklyEmailText>('weekly-email-texts', { filters: { campus: { $eq: campus } }, sort: ['id:asc'], pagination: { pageSize: 1 } });
  return found.data[0];
}

/**
 * Admin spec 7 "Send emails" at `POST send-emails/` (the spec names no path), administrators
 * only: the Weekly Digest, Daily Reminders or Principals Message of the admin's campus. The CMS
 * (email-sends plugin) makes the send record and its durable job in one transaction and this
 * answers at once with the send (201), which then goes out paced in the background; its progress
 * is read with `GET send-emails/` (newest first) or `GET send-emails/{id}`. Nobody to send to (no
 * live post of the kind, or no one it reaches) is a 400 with the spec's 'No any user was in queue'.
 */
export function emailSendingRoutes({ cms, limits }: RouteDeps) {
  const router = new Router<SignedInState>();

  router.post('/send-emails', limits.writesPerPerson(), requireAdmin(), validate(start), async (ctx) => {
    const input = inputOf(ctx, start).body;
    const admin = ctx.state.user;
    const text = await campusText(cms, admin.campus);
    // Testing sends only to a saved test address: never to an address typed into the request.
    if (input.email_testing && !addresses(text?.test_emails_list).includes(input.recipient!)) throw badRequest(M.recipientNotSaved, { recipient: M.recipientNotSaved });
    try {
      const created = await cms.post<CmsEmailSend>(SENDS, {
        kind: EMAIL_SENDING_KINDS[input.type],
        campus: admin.campus,
        testing: input.email_testing,
        test_recipient: input.recipient ?? null,
        except_for: [...new Set([...input.except_for, ...addresses(text?.except_emails_list)])],
        blurb: text?.email_text ?? null,
        users_userid: admin.documentId,
        users_username: admin.username,
      });
      ctx.status = 201;
      ctx.body = presentEmailSend(created);
    } catch (error) {
      if (error instanceof CmsResponseError && error.status === 422) throw badRequest(M.emptyQueue);
      throw error;
    }
  });

  router.get('/send-emails', requireAdmin(), validate(list), async (ctx) => {
    const { page = 1, page_size: pageSize = PAGE_SIZE_DEFAULT } = inputOf(ctx, list).query;
    const found = await cms.find<CmsEmailSend>(SENDS, {
      filters: { campus: { $eq: ctx.state.user.campus } },
      sort: ['createdAt:desc', 'id:desc'],
      ...cmsPagination({ page, pageSize }),
    });
    ctx.body = answerCmsPage(ctx, { page, pageSize }, found).map(presentEmailSend);
  });

  router.get('/send-emails/:id', requireAdmin(), validate(one), async (ctx) => {
    const send = await cms.findOne<CmsEmailSend>(SENDS, inputOf(ctx, one).params.id);
    // Another campus's send answers as one that does not exist.
    if (send.campus !== ctx.state.user.campus) throw notFound();
    ctx.body = [presentEmailSend(send)];
  });

  return router;
}
