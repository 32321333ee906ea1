import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { inputOf, validate } from '../../middleware/validate.ts';
import { bodyRule } from '../../middleware/request-body.ts';
import type { RouteDeps } from '../deps.ts';

/** The address every unsubscribe link of bulk email points at (cms-plugins/email-sends/server/src/email-sending/unsubscribe-link.ts). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

const link = { query: z.strictObject({ t: z.string().min(1).max(1000) }) };

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function page(ctx: Context, status: number, title: string, body: string) {
  ctx.status = status;
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.body = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

const NOT_VALID = 'This unsubscribe link is not valid';
const notValid = (ctx: Context) => page(ctx, 400, NOT_VALID, '<p>Please use the link in the latest email from the school, or ask the school office.</p>');

/**
 * Public, no sign-in: the unsubscribe link of every bulk email (digest, reminders, principal's
 * message) and its `List-Unsubscribe` header. GET shows what it will do and a button; POST
 * records the opt-out, from that button or a mail client's one-click (RFC 8058: the body is
 * `List-Unsubscribe=One-Click`, form-encoded). The link's token is signed by the CMS, which
 * checks it (the only key is the email-sends plugin's); later sends skip the address.
 */
export function unsubscribeRoutes({ models, limits }: RouteDeps) {
  const router = new Router();

  router.get(UNSUBSCRIBE_PATH, limits.publicPerIp('unsubscribe'), validate(link), async (ctx) => {
    const { t } = inputOf(ctx, link).query;
    const found = await models.emailSends.optOutOf(t);
    if (!found) return notValid(ctx);
    page(
      ctx,
      200,
      'Unsubscribe from school emails',
      `<p>Stop the weekly digest, daily reminders and principal's messages to <strong>${escapeHtml(found.email)}</strong>?</p>
<form method="post" action="/api${UNSUBSCRIBE_PATH}?t=${encodeURIComponent(t)}"><button type="submit">Unsubscribe</button></form>`,
    );
  });

  router.post(UNSUBSCRIBE_PATH, bodyRule({ type: 'application/x-www-form-urlencoded', maxBytes: 2000 }), limits.publicPerIp('unsubscribe'), validate(link), async (ctx) => {
    const done = await models.emailSends.optOut(inputOf(ctx, link).query.t);
    if (!done) return notValid(ctx);
    page(ctx, 200, 'You are unsubscribed', `<p>No more bulk emails from the school will be sent to <strong>${escapeHtml(done.email)}</strong>.</p>`);
  });

  return router;
}
