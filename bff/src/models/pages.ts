import { PLACE_MESSAGES, draggablePages, orderPages, type PagesQuery } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import { CmsResponseError, type CmsAll } from '../cms/cms-client.ts';
import { conflict, notFound } from '../errors.ts';
import { authorize, can } from '../policies/authorize.ts';
import type { CachedRead } from '../read-cache/read-cache.ts';
import type { ModelDeps } from './model-deps.ts';
import type { PlaceAccess, Places } from './places.ts';
import { PAGE_POPULATE, type Page } from './records/page.ts';

export { PAGE_POPULATE, type Page };

/** A page a person may read, with their rights on its place. */
export type PageAccess = PlaceAccess & { page: PlacedPage };

/** A page's fields as the place view or the admin's Page editor give them (relations by documentId), for a write. */
export type PageFields = Record<string, unknown>;

/** A new sort order of a place's pages, each by documentId (reader spec 4). */
export type PageSortData = readonly { pageUid: string; sort_order: number }[];

/** A stored page that is in a place (a page without one is none of anybody's). */
export type PlacedPage = Page & { place: NonNullable<Page['place']> };

const reorderMismatch = () => conflict(PLACE_MESSAGES.reorderMismatch);

/** The filters both lists share (admin spec 7). */
function matches(page: Page, query: PagesQuery): boolean {
  const keyword = query.title_keyword?.toLowerCase();
  return (
    (query.page_slug === undefined || page.slug === query.page_slug) &&
    (query.pagetype === undefined || page.pagetype?.documentId === query.pagetype) &&
    (query.navigation === undefined || page.navigation === query.navigation) &&
    (keyword === undefined || page.title.toLowerCase().includes(keyword))
  );
}

const cmsSortData = (sortData: PageSortData) => sortData.map((entry) => ({ documentId: entry.pageUid, sort_order: entry.sort_order }));

/**
 * Pages of places (reader spec 4 and 7, admin spec 7): each place's pages from the read cache,
 * each one shown as policies/page.ts decides; writes by those who edit the place
 * (policies/place.ts), each telling the read cache at once.
 */
export function createPages({ cms, shared, now }: Pick<ModelDeps, 'cms' | 'shared' | 'now'>, places: Places) {
  const reads = shared.placeReads;

  /** A stored page that is not deleted and is in a place, or 404. */
  async function findStored(id: string): Promise<PlacedPage> {
    const page = await cms.findOne<Page>('pages', id, { populate: PAGE_POPULATE });
    if (!page.place?.documentId || page.is_deleted) throw notFound();
    return { ...page, place: page.place };
  }

  /** The place's pages the person sees, landing page first, then by sort order with gaps filled. */
  async function seenIn(person: PortalUser, { place }: PlaceAccess, query: PagesQuery): Promise<CachedRead<Page[]>> {
    const pages = await reads.placePages(place.documentId);
    const facts = { now: now() };
    const seen = pages.value.data.filter((page) => can(person, 'page.read', { page, place }, facts) && matches(page, query));
    return { value: orderPages(seen), staleSince: pages.staleSince };
  }

  /** Refuses a sort order that does not list every draggable page of the place once (another editor added or removed one since). */
  async function checkSortData(placeId: string, sortData: PageSortData, exact: boolean) {
    const fresh = await cms.findAll<Pick<Page, 'documentId' | 'landing_page'>>('pages', {
      filters: { place: { documentId: { $eq: placeId } }, is_deleted: { $eq: false } },
      fields: ['landing_page'],
    });
    const draggable = new Set(draggablePages(fresh.data).map((page) => page.documentId));
    const named = sortData.map((entry) => entry.pageUid);
    if (!named.every((id) => draggable.has(id)) || (exact && named.length !== draggable.size)) throw reorderMismatch();
  }

  /** A place has one landing page (reader spec 2.8): the one just made so takes over from any other. */
  async function keepOneLandingPage(placeId: string, landingId: string) {
    const others = await cms.findAll<Pick<Page, 'documentId' | 'landing_page'>>('pages', {
      filters: { place: { documentId: { $eq: placeId } }, landing_page: { $eq: true }, documentId: { $ne: landingId } },
      fields: ['landing_page'],
    });
    for (const page of others.data) await cms.update('pages', page.documentId, { landing_page: false });
  }

  return {
    /** The place's pages as cached (deleted ones left out), in no particular order: for slugs, sort orders and the admin's filters. */
    ofPlace: (placeId: string): Promise<CachedRead<CmsAll<Page>>> => reads.placePages(placeId),

    seenIn,

    /**
     * The page at /places/{slug}/{pageSlug}: the page with that slug, else the page that had it
     * before a rename (the latest to leave it), answered under its new slug so the app replaces
     * the address; a page that took the slug since wins. Another place's former slugs never
     * count. None: 404, never another page in its stead.
     */
    async atAddress(person: PortalUser, access: PlaceAccess, { page_slug: pageSlug, ...filters }: PagesQuery & { page_slug: string }): Promise<CachedRead<Page>> {
      const seen = await seenIn(person, access, filters);
      const recency = (page: Page) => page.former_slugs?.indexOf(pageSlug) ?? -1;
      const found =
        seen.value.find((page) => page.slug === pageSlug) ??
        seen.value
          .filter((page) => recency(page) >= 0)
          .sort((a, b) => recency(a) - recency(b) || b.updatedAt.localeCompare(a.updatedAt))[0];
      if (!found) throw notFound();
      return { value: found, staleSince: seen.staleSince };
    },

    /** A page the person sees, with their rights on its place; 404 otherwise (missing, deleted, or not theirs to see). */
    async findReadable(person: PortalUser, id: string): Promise<CachedRead<PageAccess>> {
      const page = await findStored(id);
      const access = await places.findReadable(person, page.place.documentId);
      authorize(person, 'page.read', { page, place: access.value.place }, { now: now() });
      return { value: { ...access.value, page }, staleSince: access.staleSince };
    },

    /** A page of a place the person edits; 404 when they cannot read its place, 403 when they do not edit it. */
    async findEditable(person: PortalUser, id: string): Promise<CachedRead<PageAccess>> {
      const page = await findStored(id);
      const access = await places.findEditable(person, page.place.documentId);
      return { value: { ...access.value, page }, staleSince: access.staleSince };
    },

    /** Creates a page of a place the person edits; with a sort order, it and the place's new order are one transaction. */
    async create(place: PlaceAccess['place'], fields: PageFields, sortData: PageSortData | undefined): Promise<Page> {
      let created: Page;
      if (sortData && sortData.length > 0) {
        await checkSortData(place.documentId, sortData, false);
        created = await cms.post<Page>('pages/create-in-order', { page: { ...fields, place: place.documentId }, sortData: cmsSortData(sortData) });
      } else {
        created = await cms.create<Page>('pages', { ...fields, place: place.documentId }, { populate: PAGE_POPULATE });
      }
      if (created.landing_page) await keepOneLandingPage(place.documentId, created.documentId);
      reads.pagesChanged([place.documentId]);
      return created;
    },

    /** Rewrites the sort order of every draggable page of a place the person edits, in one transaction. */
    async reorder(place: PlaceAccess['place'], sortData: PageSortData): Promise<void> {
      await checkSortData(place.documentId, sortData, true);
      try {
        await cms.post('pages/reorder', { place: place.documentId, sortData: cmsSortData(sortData) });
      } catch (error) {
        // A page deleted or made the landing page between the check and the write: nothing was written.
        if (error instanceof CmsResponseError && error.status === 400) throw reorderMismatch();
        throw error;
      }
      reads.pagesChanged([place.documentId]);
    },

    /**
     * Changes a page the person edits, unless it was stored since the version they started from
     * (`startedFrom`, its updated_at): then nothing is stored. `to` is its place after the change.
     */
    async update(page: PlacedPage, to: PlaceAccess['place'], fields: PageFields, startedFrom: string): Promise<Page> {
      let updated: Page;
      try {
        updated = await cms.put<Page>(`pages/${encodeURIComponent(page.documentId)}/if-unchanged`, { changes: fields, updated_at: startedFrom });
      } catch (error) {
        if (error instanceof CmsResponseError && error.status === 409) throw conflict(PLACE_MESSAGES.staleWrite);
        throw error;
      }
      if (fields.landing_page === true) await keepOneLandingPage(to.documentId, updated.documentId);
      reads.pagesChanged([page.place.documentId, to.documentId]);
      return updated;
    },

    /** Reader spec 4: a delete is soft; the page leaves the tabs and never shows again. */
    async remove(page: PlacedPage): Promise<Page> {
      const deleted = await cms.update<Page>('pages', page.documentId, { is_deleted: true, navigation: false }, { populate: PAGE_POPULATE });
      reads.pagesChanged([page.place.documentId]);
      return deleted;
    },
  };
}

export type Pages = ReturnType<typeof createPages>;
