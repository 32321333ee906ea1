import type { FavouriteRecord } from '@portal/contract';
import type { PortalDatabase } from '@/offline/database.ts';
import { tableOf } from '@/offline/declarations.ts';
import { dequeueInTransaction, enqueueInTransaction, pendingPayloads } from '@/offline/queue.ts';
import {
  favouriteKey,
  favouritesTable,
  sendFavouriteAddition,
  sendFavouriteRemoval,
  type FavouriteTarget,
  type SavedFavourite,
} from '../offline.ts';
import { newClientId, newerThan, replaceMarks } from './local-changes.ts';

/**
 * Favourites on this device (posts and calendar events): each change is applied to the local
 * table and queued in one transaction, so the screen and the outbox never disagree, then
 * sending starts.
 */

export async function addFavourite(db: PortalDatabase, target: FavouriteTarget): Promise<void> {
  const key = favouriteKey(target);
  const favourites = tableOf(db, favouritesTable);
  const queued = await db.transaction('rw', favourites, db.outbox, async () => {
    const existing = await favourites.get(key);
    if (existing && !existing.removed) return false;
    const clientMarkId = newClientId();
    await favourites.put({
      target: key,
      posts_postUid: 'posts_postUid' in target ? target.posts_postUid : null,
      EVENT_ID: 'EVENT_ID' in target ? target.EVENT_ID : null,
      favoriteUid: null,
      clientMarkId,
      created_at: new Date().toISOString(),
      changedAt: Date.now(),
    });
    return enqueueInTransaction(db, sendFavouriteAddition, { ...target, clientMarkId });
  });
  if (queued) void db.sendQueued();
}

export async function removeFavourite(db: PortalDatabase, target: FavouriteTarget): Promise<void> {
  const key = favouriteKey(target);
  const favourites = tableOf(db, favouritesTable);
  const queued = await db.transaction('rw', favourites, db.outbox, async () => {
    const favourite = await favourites.get(key);
    if (!favourite || favourite.removed) return false;
    await favourites.put({ ...favourite, removed: true, changedAt: Date.now() });
    if (favourite.favoriteUid) return enqueueInTransaction(db, sendFavouriteRemoval, { favoriteUid: favourite.favoriteUid });
    // Never confirmed: the add is still queued (drop it, nothing reaches the server) or on
    // its way (the outbox removes it on the server once the answer names it).
    if (favourite.clientMarkId) await dequeueInTransaction(db, sendFavouriteAddition, { ...target, clientMarkId: favourite.clientMarkId });
    return false;
  });
  if (queued) void db.sendQueued();
}

export async function toggleFavourite(db: PortalDatabase, target: FavouriteTarget, on: boolean): Promise<void> {
  if (on) await addFavourite(db, target);
  else await removeFavourite(db, target);
}

/**
 * The server's favourites replace the saved ones, except the person's own changes the list
 * may not include yet: those still queued, and those made or confirmed after the list was
 * asked for (`askedAt`).
 */
export function replaceFavourites(db: PortalDatabase, records: readonly FavouriteRecord[], askedAt: number): Promise<void> {
  return replaceMarks(db, favouritesTable, async (saved) => {
    const queuedAdds = new Set((await pendingPayloads(db, sendFavouriteAddition)).map((addition) => addition.clientMarkId));
    const queuedRemovals = new Set((await pendingPayloads(db, sendFavouriteRemoval)).map((removal) => removal.favoriteUid));
    const rows = new Map<string, SavedFavourite>();
    for (const record of records) {
      if (queuedRemovals.has(record.favoriteUid)) continue;
      const target = record.posts_postUid ? `post:${record.posts_postUid}` : record.EVENT_ID ? `event:${record.EVENT_ID}` : null;
      if (!target) continue;
      const { posts_postUid, EVENT_ID, favoriteUid, clientMarkId, created_at } = record;
      rows.set(target, { target, posts_postUid, EVENT_ID, favoriteUid, clientMarkId, created_at, changedAt: 0 });
    }
    for (const favourite of saved) {
      const newer = newerThan(favourite, askedAt);
      const queuedAdd = !favourite.removed && favourite.clientMarkId !== null && queuedAdds.has(favourite.clientMarkId);
      if (newer) rows.set(favourite.target, favourite);
      else if (queuedAdd && !rows.has(favourite.target)) rows.set(favourite.target, favourite);
    }
    return rows;
  });
}

/** The favourites as the person sees them (removals made here already applied). */
export async function readFavourites(db: PortalDatabase): Promise<SavedFavourite[]> {
  return (await tableOf(db, favouritesTable).toArray()).filter((favourite) => !favourite.removed);
}
