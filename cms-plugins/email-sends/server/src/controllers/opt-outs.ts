import type { Core } from '@strapi/strapi';
import { z } from 'zod';
import { emailSendingOf } from '../services/email-sending';

interface Ctx {
  request: { body?: unknown };
  body: unknown;
  badRequest(message: string, details?: unknown): void;
}

const tokenBody = z.strictObject({ data: z.strictObject({ token: z.string().min(1).max(1000) }) });

/**
 * Unsubscribe links (email-sending/unsubscribe-link.ts), for the BFF's token only: the BFF's public
 * unsubscribe page passes the link's token here, and only this plugin holds the key that signs it.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Whether a token is genuine, and for which address: the confirmation page shows it before anything is recorded. */
  async check(ctx: Ctx) {
    const parsed = tokenBody.safeParse(ctx.request.body);
    const link = parsed.success ? emailSendingOf(strapi).readOptOut(parsed.data.data.token) : null;
    if (!link) return ctx.badRequest('Not a valid unsubscribe link');
    ctx.body = { data: link };
  },

  /** Records the opt-out (one-click, RFC 8058, or the page's button): later bulk sends skip the address. */
  async create(ctx: Ctx) {
    const parsed = tokenBody.safeParse(ctx.request.body);
    const done = parsed.success ? await emailSendingOf(strapi).optOut(parsed.data.data.token) : null;
    if (!done) return ctx.badRequest('Not a valid unsubscribe link');
    ctx.body = { data: done };
  },
});
