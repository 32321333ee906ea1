import Router from '@koa/router';
import { z } from 'zod';
import { EMAIL_SENDING_KINDS, EMAIL_SENDING_MESSAGES as M, emailSendListQuery, emailSendRecipientCountQuery, emailSendingInput, uidSchema, type EmailSendRecipientCount } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { requireAdmin } from '../../policies/admin.ts';
import { presentEmailSend } from '../../presenters/email-send.ts';
import { badRequest } from '../../errors.ts';
import type { PortalUser } from '../../auth/portal-users.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { mountCampusJobList } from '../campus-job-list.ts';

const start = { body: emailSendingInput };
const count = { query: emailSendRecipientCountQuery };
const one = { params: z.object({ id: uidSchema }) };

/**
 * Admin spec 7 "Send emails" at `POST send-emails/` (the spec names no path), administrators
 * only: the Weekly Digest, Daily Reminders or Principals Message of the admin's campus. The CMS
 * (email-sends plugin) makes the send record and its durable job in one transaction and this
 * answers at once with the send (201), which then goes out paced in the background; its progress
 * is read with `GET send-emails/` (newest first) or `GET send-emails/{id}`. Nobody to send to (no
 * live post of the kind, or no one it reaches) is a 400 with the spec's 'No any user was in queue'.
 * Before asking for a send to the whole campus, `GET send-emails/recipient-count` tells how many
 * people it would reach, counted by the same rule with the same exclusions.
 */
export function emailSendingRoutes({ models, limits }: RouteDeps) {
  const router = new Router<SignedInState>();

  /** The campus's weekly email text, and what a send leaves out: the addresses asked for with it and the campus's saved exclusion list. */
  async function exclusionsOf(admin: PortalUser, asked: readonly string[]) {
    const text = await models.weeklyEmailTexts.ofCampus(admin);
    const addresses = models.weeklyEmailTexts.addressesOf(text);
    return { text, addresses, except_for: [...new Set([...asked, ...addresses.excluded])] };
  }

  router.post('/send-emails', limits.writesPerPerson(), requireAdmin(), validate(start), async (ctx) => {
    const input = inputOf(ctx, start).body;
    const admin = ctx.state.user;
    const { text, addresses, except_for } = await exclusionsOf(admin, input.except_for);
    // Testing sends only to a saved test address: never to an address typed into the request.
    if (input.email_testing && !addresses.testing.includes(input.recipient!)) throw badRequest(M.recipientNotSaved, { recipient: M.recipientNotSaved });
    const created = await models.emailSends.start(admin, {
      kind: EMAIL_SENDING_KINDS[input.type],
      testing: input.email_testing,
      test_recipient: input.recipient ?? null,
      except_for,
      blurb: text?.email_text ?? null,
    });
    ctx.status = 201;
    ctx.body = presentEmailSend(created);
  });

  // Before `/send-emails/:id`, which would take the name for a send's id.
  router.get('/send-emails/recipient-count', requireAdmin(), validate(count), async (ctx) => {
    const { type, except_for: asked = [] } = inputOf(ctx, count).query;
    const admin = ctx.state.user;
    const { except_for } = await exclusionsOf(admin, asked);
    const answer: EmailSendRecipientCount = { type, recipients: await models.emailSends.recipientCount(admin, { kind: EMAIL_SENDING_KINDS[type], except_for }) };
    ctx.body = answer;
  });

  mountCampusJobList(router, { path: '/send-emails', query: emailSendListQuery, model: models.emailSends, present: presentEmailSend });

  router.get('/send-emails/:id', requireAdmin(), validate(one), async (ctx) => {
    ctx.body = [presentEmailSend(await models.emailSends.findAdministered(ctx.state.user, inputOf(ctx, one).params.id))];
  });

  return router;
}
