import { factories, type Core } from '@strapi/strapi';
import { z } from 'zod';
import { campusSchema } from '@portal/contract';
import { emailSendingOf, NothingToSend } from '../services/email-sending';
import { SEND } from '../utils';

interface Ctx {
  request: { body?: unknown };
  body: unknown;
  status: number;
  badRequest(message: string, details?: unknown): void;
}

/** Who a campus send is for: the same fields for starting one and for counting its people. */
const campusScope = {
  kind: z.enum(['DIGEST', 'DAILYEMAIL', 'PRINCIPAL']),
  campus: campusSchema,
  except_for: z.array(z.string().max(254)).max(10_000),
};

const startBody = z.strictObject({
  data: z.strictObject({
    ...campusScope,
    testing: z.boolean(),
    test_recipient: z.email().nullable().optional(),
    blurb: z.string().max(10_000).nullable().optional(),
    users_userid: z.string().max(255).optional(),
    users_username: z.string().max(255).optional(),
  }),
});

const countBody = z.strictObject({ data: z.strictObject(campusScope) });

/**
 * Bulk sends for the BFF's token only (cms/src/bff-token-scope.ts): find and findOne are the
 * content type's own; create starts a send (the record and its job); recipientCount tells how
 * many people a send to the campus would reach, nothing sent. The BFF has checked that the
 * caller is an administrator of the campus and that a test address is one of the saved ones.
 */
export default factories.createCoreController(SEND, ({ strapi }: { strapi: Core.Strapi }) => ({
  async create(context) {
    const ctx = context as unknown as Ctx;
    const parsed = startBody.safeParse(ctx.request.body);
    if (!parsed.success) return ctx.badRequest('Invalid bulk send request', { issues: parsed.error.issues });
    if (parsed.data.data.testing && !parsed.data.data.test_recipient) return ctx.badRequest('A test send needs its test address');
    try {
      ctx.status = 201;
      ctx.body = { data: await emailSendingOf(strapi).start(parsed.data.data) };
    } catch (error) {
      if (!(error instanceof NothingToSend)) throw error;
      // 422 with its own name, so that the BFF can tell "nobody to send to" from a bad request.
      ctx.status = 422;
      ctx.body = { data: null, error: { status: 422, name: 'NothingToSend', message: error.message } };
    }
  },

  /** A POST although it changes nothing: the exclusion list it carries can be thousands of addresses, too long for a query string. */
  async recipientCount(context) {
    const ctx = context as unknown as Ctx;
    const parsed = countBody.safeParse(ctx.request.body);
    if (!parsed.success) return ctx.badRequest('Invalid recipient count request', { issues: parsed.error.issues });
    ctx.body = { data: { recipients: await emailSendingOf(strapi).recipientCount(parsed.data.data) } };
  },
}));
