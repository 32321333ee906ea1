import { t } from '@lingui/core/macro';
import type { FavouriteRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { tableOf, type OfflineDatabase, type OfflineFeature, type QueuedWrite, type SavedTable } from '@/offline/declarations.ts';
import { enqueueInTransaction } from '@/offline/queue.ts';

/**
 * The person's own marks on this device: read posts and favourites (posts and calendar
 * events). Unlike the other saved lists they hold the person's changes not yet sent, so the
 * server's list is merged with them (lib/saved-marks.ts) rather than replacing them.
 */
export type FavouriteTarget = { posts_postUid: string } | { EVENT_ID: string };

/**
 * A favourite, local or confirmed. `target` is 'post:<postUid>' or 'event:<EVENT_ID>'.
 * A removal made here is kept as a row with `removed` until the server's list no longer
 * has it, so a list fetched before the removal cannot bring the star back.
 */
export type SavedFavourite = {
  target: string;
  posts_postUid: string | null;
  EVENT_ID: string | null;
  /** Null until the server has answered the add. */
  favoriteUid: string | null;
  clientMarkId: string | null;
  created_at: string;
  /** When this device last changed it (ms); 0 for rows as the server sent them. */
  changedAt: number;
  /** When the server confirmed that change (ms). */
  syncedAt?: number;
  removed?: boolean;
};

export type SavedReadPost = {
  posts_postUid: string;
  read_at: string;
  clientMarkId: string | null;
  /** When this device marked it (ms); 0 for marks as the server sent them. */
  changedAt: number;
  /** When the server confirmed the mark (ms). */
  syncedAt?: number;
};

export const favouritesTable: SavedTable<SavedFavourite, 'target'> = { name: 'favourites', key: 'target', indexes: ['clientMarkId', 'favoriteUid'] };
export const readPostsTable: SavedTable<SavedReadPost, 'posts_postUid'> = { name: 'readPosts', key: 'posts_postUid' };

export function favouriteKey(target: FavouriteTarget): string {
  return 'posts_postUid' in target ? `post:${target.posts_postUid}` : `event:${target.EVENT_ID}`;
}

/** The body of schema 2's queued requests: `{ data: payload }`. */
function dataOf<P>(body: unknown): P | null {
  return (body as { data?: P } | undefined)?.data ?? null;
}

type ReadMark = { posts_postUid: string; clientMarkId: string };

export const sendReadMark: QueuedWrite<ReadMark> = {
  kind: 'read-mark',
  key: (mark) => `read-mark:${mark.posts_postUid}`,
  send: (mark) => api.post('readposts/', { data: mark }),
  tables: [readPostsTable],
  async applyAnswer(db, mark) {
    await tableOf(db, readPostsTable).update(mark.posts_postUid, { syncedAt: Date.now() });
  },
  describe: () => t`Marking a notice as read`,
  fromVersion2: ({ body }) => dataOf<ReadMark>(body),
};

type FavouriteRemoval = { favoriteUid: string };

export const sendFavouriteRemoval: QueuedWrite<FavouriteRemoval> = {
  kind: 'favourite-remove',
  key: ({ favoriteUid }) => `favourite-remove:${favoriteUid}`,
  send: ({ favoriteUid }) => api.delete(`favorites/${encodeURIComponent(favoriteUid)}`),
  tables: [favouritesTable],
  async applyAnswer(db, { favoriteUid }) {
    await tableOf(db, favouritesTable).where('favoriteUid').equals(favoriteUid).modify({ syncedAt: Date.now() });
  },
  async undo(db, { favoriteUid }) {
    // Refused: the server keeps it, so the star comes back.
    await tableOf(db, favouritesTable).where('favoriteUid').equals(favoriteUid).modify({ removed: false, changedAt: Date.now() });
  },
  describe: () => t`Removing a favourite`,
  fromVersion2: ({ key }) => ({ favoriteUid: key.slice('favourite-remove:'.length) }),
};

type FavouriteAddition = FavouriteTarget & { clientMarkId: string };

async function confirmAddition(db: OfflineDatabase, addition: FavouriteAddition, { favoriteUid }: FavouriteRecord): Promise<void> {
  const favourites = tableOf(db, favouritesTable);
  const local = await favourites.where('clientMarkId').equals(addition.clientMarkId).first();
  if (local && !local.removed) {
    // Now it can be removed by its server id.
    await favourites.update(local.target, { favoriteUid, syncedAt: Date.now() });
    return;
  }
  // Removed while the add was on its way: remove it on the server too.
  await enqueueInTransaction(db, sendFavouriteRemoval, { favoriteUid });
}

export const sendFavouriteAddition: QueuedWrite<FavouriteAddition, FavouriteRecord> = {
  kind: 'favourite-add',
  key: ({ clientMarkId }) => `favourite-add:${clientMarkId}`,
  send: (addition) => api.post<FavouriteRecord>('favorites/', { data: addition }),
  tables: [favouritesTable],
  applyAnswer: confirmAddition,
  async undo(db, addition) {
    // Refused: no star the server does not have.
    await tableOf(db, favouritesTable).where('clientMarkId').equals(addition.clientMarkId).delete();
  },
  describe: () => t`Adding a favourite`,
  fromVersion2: ({ body }) => dataOf<FavouriteAddition>(body),
};

export const marksOffline: OfflineFeature = {
  tables: [favouritesTable, readPostsTable],
  writes: [sendReadMark, sendFavouriteAddition, sendFavouriteRemoval],
};
