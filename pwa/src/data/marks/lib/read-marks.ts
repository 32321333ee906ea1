import type { ReadPostRecord } from '@portal/contract';
import type { PortalDatabase } from '@/offline/database.ts';
import { tableOf } from '@/offline/declarations.ts';
import { enqueueInTransaction, pendingPayloads } from '@/offline/queue.ts';
import { readPostsTable, sendReadMark, type SavedReadPost } from '../offline.ts';
import { newClientId, newerThan, replaceMarks } from './local-changes.ts';

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
export function replaceReadPosts(db: PortalDatabase, records: readonly ReadPostRecord[], askedAt: number): Promise<void> {
  return replaceMarks(db, readPostsTable, async (saved) => {
    const queuedPosts = new Set((await pendingPayloads(db, sendReadMark)).map((mark) => mark.posts_postUid));
    const rows = new Map<string, SavedReadPost>();
    for (const { posts_postUid, read_at, clientMarkId } of records) rows.set(posts_postUid, { posts_postUid, read_at, clientMarkId, changedAt: 0 });
    for (const mark of saved) {
      const newer = newerThan(mark, askedAt);
      if ((newer || queuedPosts.has(mark.posts_postUid)) && !rows.has(mark.posts_postUid)) rows.set(mark.posts_postUid, mark);
    }
    return rows;
  });
}

export function readReadPosts(db: PortalDatabase): Promise<SavedReadPost[]> {
  return tableOf(db, readPostsTable).toArray();
}
