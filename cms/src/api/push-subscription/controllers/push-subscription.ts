import { createHash } from 'node:crypto';
import { factories } from '@strapi/strapi';
import { isAcceptedPushEndpoint, isCampus } from '@portal/contract';
import { alertSettings } from '../../../alerts/settings';

const UID = 'api::push-subscription.push-subscription';
const KEY_P256DH = /^[A-Za-z0-9_-]{87}$/;
const KEY_AUTH = /^[A-Za-z0-9_-]{22}$/;

type Row = { id: number; documentId: string; person: string; device: string | null; endpoint: string; createdAt: string | Date };

/** What the BFF gets of a device: never its keys. */
const listed = (row: Row) => ({
  documentId: row.documentId,
  device: row.device ?? '',
  endpoint: row.endpoint,
  created_at: new Date(row.createdAt).toISOString(),
});

export const endpointHash = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');

/**
 * The devices people get alerts on (issue 29), for the BFF only (its token's scope): it decides
 * whose they are, and names the person in the path. No core REST routes: a subscription's keys
 * never leave the CMS, and the endpoint only to its owner.
 */
export default factories.createCoreController(UID, ({ strapi }) => ({
  /** GET /push-subscriptions/of/:person: the person's devices, oldest first. */
  async listOf(ctx) {
    const rows = (await strapi.db.query(UID).findMany({
      where: { person: String(ctx.params.person ?? '') },
      select: ['id', 'documentId', 'person', 'device', 'endpoint', 'createdAt'],
      orderBy: { id: 'asc' },
    })) as Row[];
    return { data: rows.map(listed) };
  },

  /**
   * PUT /push-subscriptions/of/:person { data: { campus, endpoint, p256dh, auth, expiration_time, device } }:
   * the browser's subscription, stored once per endpoint. The app sends it each time it opens;
   * an endpoint another person had (one browser, another account) becomes this person's.
   */
  async save(ctx) {
    const settings = alertSettings(strapi);
    if (!settings) return ctx.throw(409, 'Alerts are off on this server: no VAPID keys are set.');
    const person = String(ctx.params.person ?? '');
    const body = ((ctx.request as { body?: unknown }).body ?? {}) as { data?: Record<string, unknown> };
    const data = body.data ?? {};
    const { campus, endpoint, p256dh, auth, device } = data as Record<string, unknown>;
    if (!isCampus(campus)) return ctx.badRequest('data.campus must be a campus.');
    if (typeof endpoint !== 'string' || !isAcceptedPushEndpoint(endpoint, { loopbackAllowed: settings.loopbackPushServices })) {
      return ctx.badRequest("data.endpoint is not a browser's push service.");
    }
    if (typeof p256dh !== 'string' || !KEY_P256DH.test(p256dh)) return ctx.badRequest('data.p256dh must be 65 bytes, base64url.');
    if (typeof auth !== 'string' || !KEY_AUTH.test(auth)) return ctx.badRequest('data.auth must be 16 bytes, base64url.');
    const expiration = typeof data.expiration_time === 'number' ? new Date(data.expiration_time) : null;
    const fields = {
      person,
      campus,
      endpoint,
      p256dh,
      auth,
      expiration_time: expiration,
      device: typeof device === 'string' ? device.slice(0, 120) : null,
      last_seen_at: new Date(),
    };
    const hash = endpointHash(endpoint);
    const query = strapi.db.query(UID);
    const write = async () => {
      const existing = (await query.findOne({ where: { endpoint_hash: hash }, select: ['id'] })) as { id: number } | null;
      return existing
        ? ((await query.update({ where: { id: existing.id }, data: fields })) as Row)
        : ((await query.create({ data: { ...fields, endpoint_hash: hash } })) as Row);
    };
    let row: Row;
    try {
      row = await write();
    } catch (error) {
      // The same endpoint sent twice at once (the app opened in two tabs): the unique hash decides, then it is an update.
      row = await write().catch(() => {
        throw error;
      });
    }
    ctx.status = 201;
    return { data: listed(row) };
  },

  /** DELETE /push-subscriptions/of/:person/:id: one of the person's devices, gone; 404 when it is not theirs. */
  async removeOf(ctx) {
    const query = strapi.db.query(UID);
    const row = (await query.findOne({
      where: { documentId: String(ctx.params.id ?? ''), person: String(ctx.params.person ?? '') },
      select: ['id', 'documentId', 'person', 'device', 'endpoint', 'createdAt'],
    })) as Row | null;
    if (!row) return ctx.notFound();
    await query.delete({ where: { id: row.id } });
    return { data: listed(row) };
  },
}));
