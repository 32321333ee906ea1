import type { Core, UID } from '@strapi/strapi';
import { CACHE_EVENT_MAX_IDS, CAMPUSES, type Campus, type CacheEvent, type CacheEventAction, type CacheEventType } from '@portal/contract';

type Row = { id?: number; documentId?: string; campus?: unknown; portal_user?: { documentId?: unknown } | null };
type Params = { where?: unknown; filters?: unknown; _q?: string; select?: unknown; data?: Record<string, unknown> };
/** What Strapi's database layer hands a lifecycle subscriber (the part used here). */
type WriteEvent = { model: { uid: string }; params: Params; result?: unknown; state: { rows?: Row[] | null } };

/**
 * What a write touched: its documentIds (null when not known), the campus values seen, and the
 * people whose own records they are (null when the type has none, or which is not known).
 */
type Touched = { documentIds: string[] | null; campusValues: unknown[]; owners?: string[] | null };

/** The relation that makes a record one person's own (a read mark, a favourite): the BFF caches those per person. */
const OWNER = 'portal_user';
const OWNER_TYPE = 'api::portal-user.portal-user';

/**
 * Raises a change event for every write of the given content types, whoever makes it: the
 * admin panel, REST, the BFF, the seed, or a custom controller's `strapi.db.query`.
 *
 * Why database lifecycles, not a Document Service middleware: every Document Service call
 * ends in `strapi.db.query`, but `strapi.db.query` writes (sign-in's conditional
 * `updateMany`, the calendar feed's, the seed's) never pass a Document Service middleware.
 *
 * Why after the commit: these hooks run inside the write's transaction when there is one
 * (every Document Service call opens one; the seed wraps everything in one), and a BFF that
 * reloaded a record before the commit would cache the old one. So the event is handed over in
 * the transaction's `onCommit` (never, if it rolls back), as Strapi's own `entry.*` events
 * are; outside a transaction the write is committed already. A Document Service middleware's
 * `await next()` is not enough: inside an outer transaction nothing is committed yet there.
 *
 * The rows an update or delete touches are read before it, in the same transaction: after it
 * a deleted row is gone, a bulk update's `where` may no longer match, and a moved record's
 * old campus is overwritten (a single delete answers with its row, so it is read first only
 * when a `select` may leave fields out). A type without draft & publish (all of today's cached
 * types) has one row per document; publish and unpublish of a type with it arrive here as the
 * create and delete of its published row, under the same documentId.
 *
 * A localized type (posts, calendar events) has one row per language of a document, all under
 * its documentId: a translation's create, update or delete is reported as a write of that
 * documentId and campus, like a write of the English row, and the BFF, which reads a post with
 * its translations, reads it again whole. Every row is reported, whatever its language.
 *
 * A person's own records (read marks, favourites: a `portal_user` relation) are reported with
 * whose they are, read with the rows, so that the BFF drops only those people's cached marks.
 */
export function subscribeWrites(strapi: Core.Strapi, { contentTypes, raise }: { contentTypes: Record<string, CacheEventType>; raise: (event: CacheEvent) => void }): void {
  const withCampus = new Set(Object.keys(contentTypes).filter((uid) => 'campus' in strapi.contentType(uid as UID.ContentType).attributes));
  const owned = new Set(
    Object.keys(contentTypes).filter((uid) => {
      const attribute = strapi.contentType(uid as UID.ContentType).attributes[OWNER] as { type?: string; target?: string } | undefined;
      return attribute?.type === 'relation' && attribute.target === OWNER_TYPE;
    }),
  );
  const selectOf = (uid: string) => (withCampus.has(uid) ? ['documentId', 'campus'] : ['documentId']);
  const populateOf = (uid: string) => (owned.has(uid) ? { [OWNER]: { select: ['documentId'] } } : undefined);
  const query = (uid: string) => strapi.db.query(uid as UID.Schema);

  /** The row a single update or delete is about to touch (Strapi's own `where ... first()`). */
  const rowMatching = async (uid: string, params: Params): Promise<Row[]> => {
    const row = (await query(uid).findOne({ where: params.where, select: selectOf(uid), populate: populateOf(uid) })) as Row | null;
    return row ? [row] : [];
  };

  /**
   * A delete answers with the row it removed, read with the caller's `select`: without one that
   * row has every column, so reading it first as well is needed only when a `select` may leave
   * out the documentId or campus, or to know whose record it was (relations are not in it).
   */
  const rowToDelete = async (uid: string, params: Params): Promise<Row[]> => (params.select || owned.has(uid) ? rowMatching(uid, params) : []);

  /** The rows a bulk write is about to touch; one more than an event can name says "too many". */
  const rowsMatching = async (uid: string, { where, filters, _q }: Params): Promise<Row[]> =>
    (await query(uid).findMany({ where, filters, _q, select: selectOf(uid), populate: populateOf(uid), limit: CACHE_EVENT_MAX_IDS + 1 })) as Row[];

  const rowsWithIds = async (uid: string, ids: number[]): Promise<Row[]> =>
    (await query(uid).findMany({ where: { id: { $in: ids } }, select: selectOf(uid), populate: populateOf(uid) })) as Row[];

  /**
   * Whose own records the rows are, for a type that has a person: each row read with its person
   * (a row without one is nobody's). Null when not known: the rows were not read, the write sets
   * a person (its new one is not read), or the type has no person.
   */
  const ownersOf = (uid: string, rows: Row[] | null, params?: Params): string[] | null => {
    if (!owned.has(uid) || rows === null || (params?.data && OWNER in params.data)) return null;
    if (!rows.every((row) => OWNER in row)) return null;
    const ids = rows.map((row) => row[OWNER]?.documentId).filter((id): id is string => typeof id === 'string');
    return ids.length > CACHE_EVENT_MAX_IDS ? null : [...new Set(ids)];
  };

  /** A record's campus is known when every value seen is one; none (every campus) or an unknown one means all. */
  const campusesOf = (uid: string, { documentIds, campusValues }: Touched): Campus[] => {
    if (!withCampus.has(uid) || documentIds === null) return [];
    const known = campusValues.every((value) => (CAMPUSES as readonly unknown[]).includes(value));
    return known ? [...new Set(campusValues as Campus[])] : [];
  };

  const idsOf = (rows: Row[]): string[] | null => {
    const ids = [...new Set(rows.map((row) => row.documentId).filter((id): id is string => typeof id === 'string'))];
    return ids.length > CACHE_EVENT_MAX_IDS ? null : ids;
  };

  /** The new campus a write sets, when it sets one (the row read after it has it too). */
  const campusWritten = (uid: string, params: Params, result?: unknown): unknown[] => {
    if (!withCampus.has(uid)) return [];
    if (result && typeof result === 'object' && 'campus' in result) return [(result as Row).campus];
    return params.data && 'campus' in params.data ? [params.data.campus] : [];
  };

  async function report(uid: string, action: CacheEventAction, touched: Touched): Promise<void> {
    const documentIds = touched.documentIds ?? [];
    const owners = touched.documentIds === null ? null : (touched.owners ?? null);
    const event = { type: contentTypes[uid]!, action, documentIds, campuses: campusesOf(uid, touched), ...(owners ? { owners } : {}) };
    const send = () => raise({ ...event, at: new Date().toISOString() });
    if (!strapi.db.inTransaction()) {
      send();
      return;
    }
    // Joins the write's transaction (a nested call shares its commit callbacks) only to hear its commit.
    await strapi.db.transaction(({ onCommit }) => {
      onCommit(send);
    });
  }

  /** The rows read before the write, or null when reading them failed (then which ones is not known). */
  const rowsBefore = (event: WriteEvent): Row[] | null => (event.state.rows === undefined ? [] : event.state.rows);

  const single = (action: CacheEventAction) => async (event: WriteEvent) => {
    if (!event.result) return; // nothing matched
    const rows = rowsBefore(event);
    const result = event.result as Row;
    await report(event.model.uid, action, {
      documentIds: rows && idsOf([...rows, ...(result.documentId ? [result] : [])]),
      campusValues: [...(rows ?? []).map((row) => row.campus), ...campusWritten(event.model.uid, event.params, result)],
      owners: ownersOf(event.model.uid, rows, event.params),
    });
  };

  const bulk = (action: CacheEventAction) => async (event: WriteEvent) => {
    const { count } = event.result as { count: number };
    if (count === 0) return;
    const rows = rowsBefore(event);
    // More rows changed than were read: another write came in between; which ones is not known.
    const documentIds = rows === null || count > rows.length ? null : idsOf(rows);
    await report(event.model.uid, action, {
      documentIds,
      campusValues: [...(rows ?? []).map((row) => row.campus), ...campusWritten(event.model.uid, event.params)],
      owners: documentIds === null ? null : ownersOf(event.model.uid, rows, event.params),
    });
  };

  const created = async (event: WriteEvent) => {
    const row = event.result as Row | null;
    if (!row?.id) return;
    const uid = event.model.uid;
    // A create asked to select fewer fields returns fewer, and its person is not in it: read what the event needs.
    const complete = row.documentId && (!withCampus.has(uid) || 'campus' in row) && !owned.has(uid);
    const rows = complete ? [row] : await rowsWithIds(uid, [row.id]);
    await report(uid, 'create', { documentIds: idsOf(rows), campusValues: rows.map((one) => one.campus), owners: ownersOf(uid, rows) });
  };

  const createdMany = async (event: WriteEvent) => {
    const { count, ids } = event.result as { count: number; ids: number[] };
    if (count === 0) return;
    const uid = event.model.uid;
    // SQLite answers a multi-row insert with the last id only: then which rows is not known.
    const rows = ids.length !== count || ids.length > CACHE_EVENT_MAX_IDS ? null : await rowsWithIds(uid, ids);
    await report(uid, 'create', { documentIds: rows && idsOf(rows), campusValues: rows?.map((row) => row.campus) ?? [], owners: ownersOf(uid, rows) });
  };

  /** Keeps the rows a write is about to touch for its after hook; null when they cannot be read. */
  const remember = (read: (uid: string, params: Params) => Promise<Row[]>) => async (event: WriteEvent) => {
    try {
      event.state.rows = await read(event.model.uid, event.params);
    } catch (error) {
      event.state.rows = null;
      strapi.log.error(`cache-events: could not read what a write of ${event.model.uid} touches (${(error as Error).message}); the BFF will drop every record of the type.`);
    }
  };

  /**
   * A fault here must not fail the editor's write: it is logged, and the BFF is told that
   * every record of the type may have changed.
   */
  const guarded = (action: CacheEventAction, hook: (event: WriteEvent) => Promise<void>) => async (event: WriteEvent) => {
    try {
      await hook(event);
    } catch (error) {
      strapi.log.error(`cache-events: ${action} of ${event.model.uid}: ${(error as Error).message}; the BFF will drop every record of the type.`);
      await report(event.model.uid, action, { documentIds: null, campusValues: [] }).catch(() => {});
    }
  };

  strapi.db.lifecycles.subscribe({
    models: Object.keys(contentTypes),
    afterCreate: guarded('create', created),
    afterCreateMany: guarded('create', createdMany),
    beforeUpdate: remember(rowMatching),
    afterUpdate: guarded('update', single('update')),
    beforeUpdateMany: remember(rowsMatching),
    afterUpdateMany: guarded('update', bulk('update')),
    beforeDelete: remember(rowToDelete),
    afterDelete: guarded('delete', single('delete')),
    beforeDeleteMany: remember(rowsMatching),
    afterDeleteMany: guarded('delete', bulk('delete')),
  });
}
