import type { Core } from '@strapi/strapi';
import { SnsRejection } from '../sns/verify';
import { snsEventsOf } from '../services/sns-events';

/**
 * POST /api/email-sends/sns: Amazon SNS's HTTPS subscription. It carries no token; the message
 * signature, the certificate's host and the topic are what is trusted.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async receive(ctx: { request: { body?: unknown }; status: number; body: unknown }) {
    const events = snsEventsOf(strapi);
    if (!events.enabled) {
      ctx.status = 403;
      ctx.body = { error: 'SES events are not set up (SNS_TOPIC_ARN)' };
      return;
    }
    // SNS posts JSON as text/plain, which the body parser leaves a string.
    let body = ctx.request.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        body = null;
      }
    }
    try {
      ctx.body = { outcome: await events.receive(body) };
      ctx.status = 200;
    } catch (error) {
      if (!(error instanceof SnsRejection)) throw error;
      ctx.status = error.status;
      ctx.body = { error: error.message };
    }
  },
});
