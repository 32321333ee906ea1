import type { FavoriteRecord, ReadPostRecord } from '@portal/contract';
import type { CachedFavourite, CachedReadPost, PortalDatabase } from './database.ts';
import { enqueueInTransaction, flushOutbox } from './outbox.ts';

/**
 * The person's own marks: read notices and favourites (notices and calendar events). Each
 * change is applied to the local table and queued in one transaction, so the screen and the
 * outbox never disagree, then sending starts.
 */
export type FavouriteTarget = { posts_postUid: string } | { EVENT_ID: string };

export function favouriteKey(target: FavouriteTarget): string {
  return 'posts_postUid' in target ? `post:${target.posts_postUid}` : `event:${target.EVENT_ID}`;
}

function newClientId(): string {
  return crypto.randomUUID();
}

/** Marks a post read; false (and nothing queued) when it already was. */
export async function markRead(db: PortalDatabase, postUid: string): Promise<boolean> {
  const queued = await db.transaction('rw', db.readPosts, db.outbox, async () => {
    if (await db.readPosts.get(postUid)) return false;
    const clientMarkId = newClientId();
    await db.readPosts.put({ posts_postUid: postUid, read_at: new Date().toISOString(), clientMarkId, changedAt: Date.now() });
    await enqueueInTransaction(db, {
      key: `read-mark:${postUid}`,
      kind: 'read-mark',
      method: 'POST',
      path: 'readposts/',
      body: { data: { posts_postUid: postUid, clientMarkId } },
    });
    return true;
  });
  if (queued) void flushOutbox(db);
  return queued;
}

export async function addFavourite(db: PortalDatabase, target: FavouriteTarget): Promise<void> {
  const key = favouriteKey(target);
  const queued = await db.transaction('rw', db.favourites, db.outbox, async () => {
    const existing = await db.favourites.get(key);
    if (existing && !existing.removed) return false;
    const clientMarkId = newClientId();
    await db.favourites.put({
      target: key,
      posts_postUid: 'posts_postUid' in target ? target.posts_postUid : null,
      EVENT_ID: 'EVENT_ID' in target ? target.EVENT_ID : null,
      favoriteUid: null,
      clientMarkId,
      created_at: new Date().toISOString(),
      changedAt: Date.now(),
    });
    await enqueueInTransaction(db, {
      key: `favourite-add:${clientMarkId}`,
      kind: 'favourite-add',
      method: 'POST',
      path: 'favorites/',
      body: { data: { ...target, clientMarkId } },
    });
    return true;
  });
  if (queued) void flushOutbox(db);
}

export async function removeFavourite(db: PortalDatabase, target: FavouriteTarget): Promise<void> {
  const key = favouriteKey(target);
  const queued = await db.transaction('rw', db.favourites, db.outbox, async () => {
    const favourite = await db.favourites.get(key);
    if (!favourite || favourite.removed) return false;
    await db.favourites.put({ ...favourite, removed: true, changedAt: Date.now() });
    if (favourite.favoriteUid) {
      await enqueueInTransaction(db, {
        key: `favourite-remove:${favourite.favoriteUid}`,
        kind: 'favourite-remove',
        method: 'DELETE',
        path: `favorites/${encodeURIComponent(favourite.favoriteUid)}`,
      });
      return true;
    }
    // Never confirmed: the add is still queued (drop it, nothing reaches the server) or on
    // its way (the outbox removes it on the server once the answer names it).
    if (favourite.clientMarkId) await db.outbox.where('key').equals(`favourite-add:${favourite.clientMarkId}`).delete();
    return false;
  });
  if (queued) void flushOutbox(db);
}

export async function toggleFavourite(db: PortalDatabase, target: FavouriteTarget, on: boolean): Promise<void> {
  if (on) await addFavourite(db, target);
  else await removeFavourite(db, target);
}

/**
 * Changed here, or confirmed by the server, after the list was asked for: the list may have
 * been read on the server before that change arrived there, so the local row is newer.
 */
function newerThan(row: { changedAt: number; syncedAt?: number }, askedAt: number): boolean {
  return (row.changedAt > 0 && row.changedAt >= askedAt) || (row.syncedAt ?? 0) >= askedAt;
}

/** Writes of this kind still queued, by the id their key carries. */
async function pendingIds(db: PortalDatabase, prefix: string): Promise<Set<string>> {
  const keys = await db.outbox.where('key').startsWith(prefix).keys();
  return new Set(keys.map((key) => String(key).slice(prefix.length)));
}

/**
 * The server's favourites replace the saved ones, except the person's own changes the list
 * may not include yet: those still queued, and those made or confirmed after the list was
 * asked for (`askedAt`).
 */
export async function replaceFavourites(db: PortalDatabase, records: readonly FavoriteRecord[], askedAt: number): Promise<void> {
  await db.transaction('rw', db.favourites, db.outbox, db.meta, async () => {
    const [adds, removals, saved] = await Promise.all([
      pendingIds(db, 'favourite-add:'),
      pendingIds(db, 'favourite-remove:'),
      db.favourites.toArray(),
    ]);
    const rows = new Map<string, CachedFavourite>();
    for (const record of records) {
      if (removals.has(record.favoriteUid)) continue;
      const target = record.posts_postUid ? `post:${record.posts_postUid}` : record.EVENT_ID ? `event:${record.EVENT_ID}` : null;
      if (!target) continue;
      rows.set(target, {
        target,
        posts_postUid: record.posts_postUid,
        EVENT_ID: record.EVENT_ID,
        favoriteUid: record.favoriteUid,
        clientMarkId: record.clientMarkId,
        created_at: record.created_at,
        changedAt: 0,
      });
    }
    for (const favourite of saved) {
      const newer = newerThan(favourite, askedAt);
      const queuedAdd = !favourite.removed && favourite.clientMarkId !== null && adds.has(favourite.clientMarkId);
      if (newer) rows.set(favourite.target, favourite);
      else if (queuedAdd && !rows.has(favourite.target)) rows.set(favourite.target, favourite);
    }
    await db.favourites.clear();
    await db.favourites.bulkPut([...rows.values()]);
    await db.meta.put({ list: 'favourites', updatedAt: Date.now() });
  });
}

/** The server's read marks, plus those made here that it may not include yet. */
export async function replaceReadPosts(db: PortalDatabase, records: readonly ReadPostRecord[], askedAt: number): Promise<void> {
  await db.transaction('rw', db.readPosts, db.outbox, db.meta, async () => {
    const [queued, saved] = await Promise.all([pendingIds(db, 'read-mark:'), db.readPosts.toArray()]);
    const rows = new Map<string, CachedReadPost>();
    for (const record of records) {
      rows.set(record.posts_postUid, {
        posts_postUid: record.posts_postUid,
        read_at: record.read_at,
        clientMarkId: record.clientMarkId,
        changedAt: 0,
      });
    }
    for (const mark of saved) {
      const newer = newerThan(mark, askedAt);
      if ((newer || queued.has(mark.posts_postUid)) && !rows.has(mark.posts_postUid)) rows.set(mark.posts_postUid, mark);
    }
    await db.readPosts.clear();
    await db.readPosts.bulkPut([...rows.values()]);
    await db.meta.put({ list: 'readPosts', updatedAt: Date.now() });
  });
}

/** The favourites as the person sees them (removals made here already applied). */
export async function readFavourites(db: PortalDatabase): Promise<CachedFavourite[]> {
  return (await db.favourites.toArray()).filter((favourite) => !favourite.removed);
}

export function readReadPosts(db: PortalDatabase): Promise<CachedReadPost[]> {
  return db.readPosts.toArray();
}
