import { formerSlugsAfterRename } from '@portal/contract';

type UpdateEvent = { params: { where?: Record<string, unknown>; data?: Record<string, unknown> } };
type StoredSlugs = { slug: string | null; former_slugs: unknown };

/**
 * A renamed page keeps the slug it leaves among its former slugs (newest first), whoever
 * renames it: the BFF for the place view and the admin's Page editor, or the Strapi admin
 * panel. The BFF answers an address with a former slug with the page under its new one, so
 * links shared before the rename keep working. A writer that sets `former_slugs` itself (the
 * BFF, when a page moves to another place, whose addresses are not the old place's) is left
 * to decide.
 */
export default {
  async beforeUpdate(event: UpdateEvent) {
    const { where, data } = event.params;
    if (!where || !data || typeof data.slug !== 'string' || data.former_slugs !== undefined) return;
    const stored = (await strapi.db.query('api::page.page').findOne({ where, select: ['slug', 'former_slugs'] })) as StoredSlugs | null;
    if (!stored || stored.slug === data.slug) return;
    const former = Array.isArray(stored.former_slugs) ? (stored.former_slugs as string[]) : [];
    data.former_slugs = formerSlugsAfterRename(stored.slug, data.slug, former);
  },
};
