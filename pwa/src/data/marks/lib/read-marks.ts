import type { ReadPostRecord } from '@portal/contract';
import type { PortalDatabase } from '@/offline/database.ts';
import { tableOf } from '@/offline/declarations.ts';
import { enqueueInTransaction, pendingPayloads } from '@/offline/queue.ts';
import { readPostsTable, sendReadMark, type SavedReadPost } from '../offline.ts';
import { newClientId, newerThan } from './local-changes.ts';

/**
 * Read marks on this device: each is applied to the local table and queued in one
 * transaction, so the screen and the outbox never disagree, then sending starts.
 */
/** Marks a post read; false (and nothing queued) when it already was. */
export async function markRead(db: PortalDatabase, postUid: string): Promise<boolean> {
  const readPosts = tableOf(db, readPostsTable);
  const queued = await db.transaction('rw', readPosts, db.outbox, async () => {
    if (await readPosts.get(postUid)) return false;
    const clientMarkId = newClientId();
    await readPosts.put({ posts_postUid: postUid, read_at: new Date().toISOString(), clientMarkId, changedAt: Date.now() });
    return enqueueInTransaction(db, sendReadMark, { posts_postUid: postUid, clientMarkId });
  });
  if (queued) void db.sendQueued();
  return queued;
}

/** The server's read marks, plus those made here that it may not include yet. */
export async function replaceReadPosts(db: PortalDatabase, records: readonly ReadPostRecord[], askedAt: number): Promise<void> {
  const readPosts = tableOf(db, readPostsTable);
  await db.transaction('rw', readPosts, db.outbox, db.meta, async () => {
    const [queued, saved] = await Promise.all([pendingPayloads(db, sendReadMark), readPosts.toArray()]);
    const queuedPosts = new Set(queued.map((mark) => mark.posts_postUid));
    const rows = new Map<string, SavedReadPost>();
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
      if ((newer || queuedPosts.has(mark.posts_postUid)) && !rows.has(mark.posts_postUid)) rows.set(mark.posts_postUid, mark);
    }
    await readPosts.clear();
    await readPosts.bulkPut([...rows.values()]);
    await db.meta.put({ list: readPostsTable.name, updatedAt: Date.now() });
  });
}

export function readReadPosts(db: PortalDatabase): Promise<SavedReadPost[]> {
  return tableOf(db, readPostsTable).toArray();
}
