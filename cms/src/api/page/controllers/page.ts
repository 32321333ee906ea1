import { factories } from '@strapi/strapi';
import { RefusedWrite, answerGuardedError, startedFromOf, updateIfUnchanged, type ErrorAnswers } from '../../../guarded-writes';

const UID = 'api::page.page';
/** What every page write answers with: the page with its place (editors, campus) and page type. */
const PAGE_POPULATE = { place: true, pagetype: true };

type SortEntry = { documentId: string; sort_order: number };
/** Every route's body is `{ data }`, as the BFF's CMS client sends it. */
type Body = { data?: { page?: Record<string, unknown>; changes?: Record<string, unknown>; place?: unknown; sortData?: unknown; updated_at?: unknown } };

/** A list of `{ documentId, sort_order }`, or null when it is not one. */
function sortEntriesOf(value: unknown): SortEntry[] | null {
  if (!Array.isArray(value) || value.length > 1000) return null;
  const valid = value.every(
    (entry) =>
      entry && typeof entry === 'object' && typeof entry.documentId === 'string' && Number.isInteger(entry.sort_order) && entry.sort_order >= 0,
  );
  return valid ? (value as SortEntry[]) : null;
}

const bodyOf = (ctx: { request: unknown }): Body => ((ctx.request as { body?: Body }).body ?? {}) as Body;

/**
 * The core page controller plus the writes that must be one transaction each: creating a page
 * together with the new sort order of its place's pages, rewriting that sort order, and an
 * update that is refused (409) when the page was saved by someone else since the writer
 * loaded it (guarded-writes.ts).
 */
export default factories.createCoreController(UID, ({ strapi }) => {
  /**
   * Writes each entry's sort_order, each a page of the place that is neither its landing page
   * nor deleted; the first entry that is not one throws, and the caller's transaction undoes the
   * entries written before it.
   */
  async function writeSortOrder(placeDocumentId: string, entries: SortEntry[]): Promise<void> {
    const query = strapi.db.query(UID);
    for (const entry of entries) {
      const row = (await query.findOne({
        where: { documentId: entry.documentId, place: { documentId: placeDocumentId } },
        select: ['id', 'landing_page', 'is_deleted'],
      })) as { id: number; landing_page: boolean; is_deleted: boolean } | null;
      if (!row || row.landing_page || row.is_deleted) throw new RefusedWrite(`Page ${entry.documentId} is not a page of this place that can be sorted.`);
      await query.update({ where: { id: row.id }, data: { sort_order: entry.sort_order } });
    }
  }

  const output = (ctx: { state: { auth?: unknown } }, page: unknown) => strapi.contentAPI.sanitize.output(page, strapi.getModel(UID), { auth: ctx.state.auth });

  return {
    /** POST /pages/create-in-order { data: { page: <page, place and pagetype by documentId>, sortData } }: both or neither. */
    async createInOrder(ctx) {
      const { page, sortData } = bodyOf(ctx).data ?? {};
      const entries = sortEntriesOf(sortData ?? []);
      if (!page || typeof page !== 'object' || typeof page.place !== 'string' || !entries) {
        return ctx.badRequest('data.page (with its place documentId) and data.sortData ([{ documentId, sort_order }]) are required.');
      }
      const place = page.place;
      try {
        const created = await strapi.db.transaction(async () => {
          const stored = await strapi.documents(UID).create({ data: page, populate: PAGE_POPULATE } as never);
          await writeSortOrder(place, entries);
          return stored;
        });
        return { data: await output(ctx, created) };
      } catch (error) {
        return answerGuardedError(ctx as unknown as ErrorAnswers, error);
      }
    },

    /** POST /pages/reorder { data: { place, sortData } }: every entry or none. */
    async reorder(ctx) {
      const { data } = bodyOf(ctx);
      const entries = sortEntriesOf(data?.sortData);
      if (!data || typeof data.place !== 'string' || !entries || entries.length === 0) {
        return ctx.badRequest('data.place (the place documentId) and data.sortData ([{ documentId, sort_order }]) are required.');
      }
      const place = data.place;
      try {
        await strapi.db.transaction(() => writeSortOrder(place, entries));
        return { data: { count: entries.length } };
      } catch (error) {
        return answerGuardedError(ctx as unknown as ErrorAnswers, error);
      }
    },

    /** PUT /pages/:id/if-unchanged { data: { changes, updated_at } }: 409 when the page's updatedAt is no longer `updated_at`. */
    async updateIfUnchanged(ctx) {
      const { changes, updated_at: updatedAt } = bodyOf(ctx).data ?? {};
      const startedFrom = startedFromOf(updatedAt);
      if (!changes || typeof changes !== 'object' || !startedFrom) return ctx.badRequest('data.changes and data.updated_at (ISO date-time) are required.');
      try {
        const updated = await updateIfUnchanged(strapi, UID, String(ctx.params.id), startedFrom, changes, PAGE_POPULATE);
        return { data: await output(ctx, updated) };
      } catch (error) {
        return answerGuardedError(ctx as unknown as ErrorAnswers, error);
      }
    },
  };
});
