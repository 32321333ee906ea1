import { factories } from '@strapi/strapi';
import { LANGUAGES, NOTICE_ALERT_CHOICES, isLanguage } from '@portal/contract';
import { parseSignInRequest } from '../sign-in-request';
import type signInService from '../services/sign-in';

const UID = 'api::portal-user.portal-user';
const SHA256_HEX = /^[a-f0-9]{64}$/;

interface FeedRow {
  id: number;
  calendar_feed_created_at: string | Date | null;
}

const isoOrNull = (value: string | Date | null | undefined): string | null =>
  value ? new Date(value).toISOString() : null;

/**
 * The core portal-user controller plus sign-in, the person's choice of language and the personal
 * calendar feed. The identity (issuer, subject), whether the language was chosen, and the
 * feed's token hash and creation time are private attributes (never in REST answers, not
 * filterable there), so these actions are the only way to reach them.
 */
export default factories.createCoreController(UID, ({ strapi }) => ({
  /**
   * POST /portal-users/sign-in { data: { issuer, subject, campus, directoryId, profile } }: the
   * portal person of a verified token, linked or made on first sign-in (services/sign-in.ts).
   */
  async signIn(ctx) {
    const parsed = parseSignInRequest((ctx.request as { body?: unknown }).body);
    if (!parsed.ok) return ctx.badRequest(parsed.message);
    const signIn = strapi.service('api::portal-user.sign-in') as unknown as ReturnType<typeof signInService>;
    const user = await signIn.signIn(parsed.value);
    const sanitized = await strapi.contentAPI.sanitize.output(user, strapi.getModel(UID), { auth: ctx.state.auth });
    return { data: sanitized };
  },

  /**
   * PUT /portal-users/:id/language { data: { language } }: the person's own choice of language,
   * marked chosen (`language_chosen`) so that neither the school-system import nor a browser's
   * languages change it again. Answers the person as sign-in does. Only the language is
   * written: this token writes no other attribute of a person.
   */
  async chooseLanguage(ctx) {
    const body = ((ctx.request as { body?: unknown }).body ?? {}) as { data?: Record<string, unknown> };
    const data = typeof body.data === 'object' && body.data !== null ? body.data : {};
    const unknown = Object.keys(data).filter((key) => key !== 'language');
    if (unknown.length > 0) return ctx.badRequest(`data has unknown fields: ${unknown.join(', ')}.`);
    const { language } = data;
    if (!isLanguage(language)) return ctx.badRequest(`data.language must be one of ${LANGUAGES.join(', ')}.`);
    const documentId = String(ctx.params.id ?? '');
    const stored = await strapi.documents(UID).findOne({ documentId, fields: ['documentId'] });
    if (!stored) return ctx.notFound();
    const user = await strapi.documents(UID).update({ documentId, data: { language, language_chosen: true }, populate: { groups: true } });
    const sanitized = await strapi.contentAPI.sanitize.output(user, strapi.getModel(UID), { auth: ctx.state.auth });
    return { data: sanitized };
  },

  /**
   * PUT /portal-users/:id/notice-alerts { data: { notice_alerts } }: the person's own choice of
   * whether a new notice alerts their devices at once (issue 29). Only that attribute is written.
   */
  async chooseNoticeAlerts(ctx) {
    const body = ((ctx.request as { body?: unknown }).body ?? {}) as { data?: Record<string, unknown> };
    const data = typeof body.data === 'object' && body.data !== null ? body.data : {};
    const unknown = Object.keys(data).filter((key) => key !== 'notice_alerts');
    if (unknown.length > 0) return ctx.badRequest(`data has unknown fields: ${unknown.join(', ')}.`);
    const choice = data.notice_alerts;
    if (!(NOTICE_ALERT_CHOICES as readonly unknown[]).includes(choice)) return ctx.badRequest(`data.notice_alerts must be one of ${NOTICE_ALERT_CHOICES.join(', ')}.`);
    const documentId = String(ctx.params.id ?? '');
    const stored = await strapi.documents(UID).findOne({ documentId, fields: ['documentId'] });
    if (!stored) return ctx.notFound();
    const user = await strapi.documents(UID).update({ documentId, data: { notice_alerts: choice as 'instantly' | 'off' }, populate: { groups: true } });
    const sanitized = await strapi.contentAPI.sanitize.output(user, strapi.getModel(UID), { auth: ctx.state.auth });
    return { data: sanitized };
  },

  /** GET /portal-users/by-calendar-feed/:hash: the owner of a feed, or 404. */
  async findByCalendarFeed(ctx) {
    const hash = String(ctx.params.hash ?? '');
    if (!SHA256_HEX.test(hash)) return ctx.notFound();
    const user = await strapi.documents(UID).findFirst({
      filters: { calendar_feed_token_hash: { $eq: hash } },
      populate: { groups: true },
    });
    if (!user) return ctx.notFound();
    // The same sanitising as every REST answer: private attributes never leave the CMS.
    const sanitized = await strapi.contentAPI.sanitize.output(user, strapi.getModel(UID), { auth: ctx.state.auth });
    return { data: sanitized };
  },

  /** GET /portal-users/:id/calendar-feed: when the person's current feed was made (or null). */
  async calendarFeed(ctx) {
    const row = (await strapi.db.query(UID).findOne({
      where: { documentId: ctx.params.id },
      select: ['id', 'calendar_feed_created_at'],
    })) as FeedRow | null;
    if (!row) return ctx.notFound();
    return { data: { created_at: isoOrNull(row.calendar_feed_created_at) } };
  },

  /**
   * PUT /portal-users/:id/calendar-feed { data: { token_hash, created_at, replace } }: stores a
   * feed. Without `replace` it is written only if the person has none yet (one atomic update,
   * so two first requests at once keep one feed); the answer is the feed now stored.
   */
  async setCalendarFeed(ctx) {
    const body = ((ctx.request as { body?: unknown }).body ?? {}) as { data?: { token_hash?: unknown; created_at?: unknown; replace?: unknown } };
    const data = body.data ?? {};
    const createdAt = typeof data.created_at === 'string' ? new Date(data.created_at) : null;
    if (typeof data.token_hash !== 'string' || !SHA256_HEX.test(data.token_hash) || !createdAt || Number.isNaN(createdAt.getTime())) {
      return ctx.badRequest('token_hash (SHA-256, hex) and created_at (ISO date-time) are required.');
    }
    const query = strapi.db.query(UID);
    const where = data.replace === true
      ? { documentId: ctx.params.id }
      : { documentId: ctx.params.id, calendar_feed_created_at: { $null: true } };
    await query.updateMany({ where, data: { calendar_feed_token_hash: data.token_hash, calendar_feed_created_at: createdAt } });
    const row = (await query.findOne({ where: { documentId: ctx.params.id }, select: ['id', 'calendar_feed_created_at'] })) as FeedRow | null;
    if (!row) return ctx.notFound();
    return { data: { created_at: isoOrNull(row.calendar_feed_created_at) } };
  },
}));
