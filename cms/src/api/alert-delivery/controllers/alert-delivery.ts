import { factories } from '@strapi/strapi';

const UID = 'api::alert-delivery.alert-delivery';
const ACK_ID = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * Acknowledgements of alerts shown (issue 29). The service worker posts the id an alert carried
 * to the BFF, which passes it on here; the id is the proof, single use: the first post marks the
 * delivery acknowledged, any other answers `acknowledged: false`.
 */
export default factories.createCoreController(UID, ({ strapi }) => ({
  /** POST /alert-deliveries/acknowledgements { data: { id } } */
  async acknowledge(ctx) {
    const body = ((ctx.request as { body?: unknown }).body ?? {}) as { data?: { id?: unknown } };
    const id = body.data?.id;
    if (typeof id !== 'string' || !ACK_ID.test(id)) return ctx.badRequest('data.id must be the id an alert carried.');
    const table = strapi.db.metadata.get(UID).tableName;
    const now = new Date();
    // One statement, so that two posts of the same id cannot both count.
    const changed = await strapi.db
      .connection(table)
      .where({ ack_id: id })
      .whereNull('acknowledged_at')
      .update({ acknowledged_at: now, updated_at: now });
    return { data: { acknowledged: Number(changed) > 0 } };
  },
}));
