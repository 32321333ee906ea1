import { ADMIN_API_MESSAGES, PLACE_ADMIN_MESSAGES, type Campus, type PlaceWrite } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import { CmsResponseError, type CmsAll } from '../cms/cms-client.ts';
import { badRequest, notFound } from '../errors.ts';
import { createdBy } from '../policies/admin.ts';
import { authorize, can } from '../policies/authorize.ts';
import type { CachedRead } from '../read-cache/read-cache.ts';
import type { ModelDeps } from './model-deps.ts';
import type { KeyLearningArea } from './records/key-learning-area.ts';
import type { Page } from './records/page.ts';
import type { PageType } from './records/page-type.ts';
import { PLACE_POPULATE, type Place, type PlaceEditor } from './records/place.ts';

export { PLACE_POPULATE, type KeyLearningArea, type PageType, type Place };

/** The names presenters look up by id, from the cached lists (small: a school's learning areas, groups, page types). */
export type PlaceNames = { klas: ReadonlyMap<string, string>; groups: ReadonlyMap<string, string>; pageTypes: ReadonlyMap<string, string> };

/** A place a person may read, and whether they edit it (its `can_edit`, and which of its pages they see). */
export type PlaceAccess = { place: Place; canEdit: boolean };

/** Since when the oldest of several cached reads is stale (null when all are fresh). */
export function staleSinceOf(reads: readonly CachedRead<unknown>[]): number | null {
  const stale = reads.map((read) => read.staleSince).filter((since): since is number => since !== null);
  return stale.length > 0 ? Math.min(...stale) : null;
}

const slugTaken = () => badRequest(PLACE_ADMIN_MESSAGES.slugTaken, { 'data.place': PLACE_ADMIN_MESSAGES.slugTaken });

/**
 * Places (reader spec 7, admin spec 5 and 7): each campus's set from the read cache, every one
 * decided by policies/place.ts right after it is found; the administrators' writes, audited by
 * the CMS under them, each telling the read cache at once so readers see it on their next call.
 */
export function createPlaces({ cms, shared }: Pick<ModelDeps, 'cms' | 'shared'>) {
  const reads = shared.placeReads;

  const accessOf = (person: PortalUser, place: Place): PlaceAccess => ({ place, canEdit: can(person, 'place.edit', place) });

  /** The place of the person's campus with this id, as cached, or 404 when there is none they may read. */
  async function findReadable(person: PortalUser, id: string): Promise<CachedRead<PlaceAccess>> {
    const places = await reads.places(person.campus);
    const place = places.value.data.find((candidate) => candidate.documentId === id);
    if (!place) throw notFound();
    authorize(person, 'place.read', place);
    return { value: accessOf(person, place), staleSince: places.staleSince };
  }

  async function names(): Promise<CachedRead<PlaceNames>> {
    const [klas, groups, pageTypes] = await Promise.all([reads.keyLearningAreas(), shared.groups(), reads.pageTypes()]);
    return {
      value: {
        klas: new Map(klas.value.data.map((kla) => [kla.documentId, kla.key_learning_area])),
        groups: new Map(groups.value.data.map((group) => [group.documentId, group.groupname])),
        pageTypes: new Map(pageTypes.value.data.map((type) => [type.documentId, type.pageType])),
      },
      staleSince: staleSinceOf([klas, groups, pageTypes]),
    };
  }

  /**
   * The people of the campus with these usernames (letter case aside), in the order given:
   * editors are kept as people, so that a renamed person keeps their right and a namesake at
   * the other campus never has it. A username nobody of the campus has is refused, by name.
   */
  async function editorsNamed(campus: Campus, usernames: readonly string[]): Promise<string[]> {
    const found = await cms.findAll<PlaceEditor>('portal-users', {
      filters: { campus: { $eq: campus }, $or: usernames.map((username) => ({ username: { $eqi: username } })) },
      fields: ['documentId', 'username'],
    });
    const named = (username: string) => found.data.filter((person) => person.username.toLowerCase() === username.toLowerCase());
    const unknown = usernames.filter((username) => named(username).length === 0);
    if (unknown.length > 0) {
      const message = PLACE_ADMIN_MESSAGES.unknownEditors(unknown);
      throw badRequest(message, { 'data.editors': message });
    }
    return [...new Set(usernames.flatMap((username) => named(username).map((person) => person.documentId)))];
  }

  /** The place's fields as the CMS stores them, after checking what they link to exists; a place with a key learning area is flagged as one (reader spec 2.8). */
  async function storedFields(campus: Campus, write: PlaceWrite) {
    const { value: known } = await names();
    if (write.klaUid !== null && !known.klas.has(write.klaUid)) throw badRequest(PLACE_ADMIN_MESSAGES.unknownKla, { 'data.klaUid': PLACE_ADMIN_MESSAGES.unknownKla });
    if (!write.group_ids.every((id) => known.groups.has(id))) throw badRequest(ADMIN_API_MESSAGES.unknownGroup, { 'data.group_ids': ADMIN_API_MESSAGES.unknownGroup });
    return {
      place: write.place,
      slug: write.slug,
      place_id: write.place_id,
      description: write.description,
      intended_audience: write.intended_audience,
      editor_people: await editorsNamed(campus, write.editors),
      is_key_learning_area: write.klaUid !== null,
      kla: write.klaUid,
      groups: write.group_ids,
    };
  }

  /** Another place of the campus holding this slug, read from the CMS (not the cache: it settles a write). */
  async function slugHolder(campus: Campus, slug: string, except?: string): Promise<Place | undefined> {
    const found = await cms.find<Place>('places', { filters: { campus: { $eq: campus }, slug: { $eq: slug } }, pagination: { pageSize: 2 } });
    return found.data.find((place) => place.documentId !== except);
  }

  /** A write refused when another place of the campus has the slug, also when the database's unique (campus, slug) index refused it because another save took the slug just before. */
  async function refusedAsTaken<T>(campus: Campus, slug: string, except: string | undefined, write: () => Promise<T>): Promise<T> {
    if (await slugHolder(campus, slug, except)) throw slugTaken();
    try {
      return await write();
    } catch (error) {
      if (error instanceof CmsResponseError && (await slugHolder(campus, slug, except))) throw slugTaken();
      throw error;
    }
  }

  const told = (place: Place) => shared.apply({ type: 'place', documentIds: [place.documentId], campuses: [place.campus] });

  return {
    names,
    findReadable,

    /**
     * What places are classified by, for every signed-in person: the kinds of page (reader
     * spec 3) and the course directory's key learning areas (reader spec 2.5), by name. Read
     * only here (through no finder of their own: each would be one cached list).
     */
    pageTypes: (): Promise<CachedRead<CmsAll<PageType>>> => reads.pageTypes(),
    keyLearningAreas: (): Promise<CachedRead<CmsAll<KeyLearningArea>>> => reads.keyLearningAreas(),

    /** The campus's places the person may read, in name order, with whether they edit each. */
    async readableBy(person: PortalUser): Promise<CachedRead<CmsAll<PlaceAccess>>> {
      const places = await reads.places(person.campus);
      const data = places.value.data.filter((place) => can(person, 'place.read', place)).map((place) => accessOf(person, place));
      return { value: { data, truncated: places.value.truncated }, staleSince: places.staleSince };
    },

    /** A place the person edits, or 404 (not theirs to read) or 403 (theirs to read, not to edit). */
    async findEditable(person: PortalUser, id: string): Promise<CachedRead<PlaceAccess>> {
      const read = await findReadable(person, id);
      authorize(person, 'place.edit', read.value.place);
      return read;
    },

    /**
     * The course of a place of the person's campus that they may read, by its course id
     * (place_id), or 404: a course is reached only through such a place.
     */
    async findReadableCourse(person: PortalUser, courseId: number): Promise<CachedRead<Place>> {
      const places = await reads.places(person.campus);
      const place = places.value.data.find((candidate) => candidate.place_id === courseId && can(person, 'place.read', candidate));
      if (!place) throw notFound();
      return { value: place, staleSince: places.staleSince };
    },

    /** The place as the CMS holds it now, when the administrator may change it; else 404 (missing, or not of their campus). */
    async findAdministered(admin: PortalUser, id: string): Promise<Place> {
      const place = await cms.findOne<Place>('places', id, { populate: PLACE_POPULATE });
      authorize(admin, 'place.administer', place);
      return place;
    },

    /** A new place of the administrator's campus, made by them. */
    async create(admin: PortalUser, write: PlaceWrite): Promise<Place> {
      const data = { ...(await storedFields(admin.campus, write)), campus: admin.campus, ...createdBy(admin) };
      const created = await refusedAsTaken(admin.campus, write.slug, undefined, () => cms.as(admin).create<Place>('places', data, { populate: PLACE_POPULATE }));
      told(created);
      return created;
    },

    /** Rewrites a place the administrator has loaded through `findAdministered`. */
    async update(admin: PortalUser, place: Place, write: PlaceWrite): Promise<Place> {
      const data = await storedFields(place.campus, write);
      const updated = await refusedAsTaken(place.campus, write.slug, place.documentId, () =>
        cms.as(admin).update<Place>('places', place.documentId, data, { populate: PLACE_POPULATE }),
      );
      told(updated);
      return updated;
    },

    /** Deletes a place the administrator has loaded; its pages go with it (soft deleted, as the place view deletes them), so none is left without a place. */
    async remove(admin: PortalUser, place: Place): Promise<void> {
      const pages = await cms.findAll<Pick<Page, 'documentId'>>('pages', {
        filters: { place: { documentId: { $eq: place.documentId } }, is_deleted: { $eq: false } },
        fields: ['documentId'],
      });
      for (const page of pages.data) await cms.update('pages', page.documentId, { is_deleted: true, navigation: false });
      await cms.as(admin).remove('places', place.documentId);
      told(place);
      reads.pagesChanged([place.documentId]);
    },
  };
}

export type Places = ReturnType<typeof createPlaces>;
