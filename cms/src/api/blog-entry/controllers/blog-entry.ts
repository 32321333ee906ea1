import { factories } from '@strapi/strapi';
import { answerGuardedError, startedFromOf, updateIfUnchanged, type ErrorAnswers } from '../../../guarded-writes';

const UID = 'api::blog-entry.blog-entry';

/** The core blog entry controller plus an update that is refused (409) when the entry was saved by someone else since. */
export default factories.createCoreController(UID, ({ strapi }) => ({
  /** PUT /blog-entries/:id/if-unchanged { data: { changes, updated_at } }. */
  async updateIfUnchanged(ctx) {
    const body = (ctx.request as { body?: { data?: { changes?: Record<string, unknown>; updated_at?: unknown } } }).body;
    const { changes, updated_at: updatedAt } = body?.data ?? {};
    const startedFrom = startedFromOf(updatedAt);
    if (!changes || typeof changes !== 'object' || !startedFrom) return ctx.badRequest('data.changes and data.updated_at (ISO date-time) are required.');
    try {
      const updated = await updateIfUnchanged(strapi, UID, String(ctx.params.id), startedFrom, changes, { page: true });
      return { data: await strapi.contentAPI.sanitize.output(updated, strapi.getModel(UID), { auth: ctx.state.auth }) };
    } catch (error) {
      return answerGuardedError(ctx as unknown as ErrorAnswers, error);
    }
  },
}));
