import type { OfflineDatabase, QueuedWrite, Refusal } from './declarations.ts';

/**
 * Queueing a write made on this device, for the outbox (offline/outbox.ts) to send. A feature
 * changes its local tables and queues the write in one transaction, so the screen and the
 * queue never disagree.
 */

/** Queues a write inside the caller's transaction (which must include db.outbox); false when it was already queued. */
export async function enqueueInTransaction<P, A>(db: OfflineDatabase, write: QueuedWrite<P, A>, payload: P): Promise<boolean> {
  const key = write.key(payload);
  // The same write queued twice (a double tap, StrictMode's double effect) is sent once.
  if (await db.outbox.where('key').equals(key).first()) return false;
  await db.outbox.add({ key, kind: write.kind, payload, queuedAt: Date.now(), attempts: 0 });
  return true;
}

/** Queues a write and starts sending. */
export async function enqueue<P, A>(db: OfflineDatabase, write: QueuedWrite<P, A>, payload: P): Promise<void> {
  await db.transaction('rw', db.outbox, () => enqueueInTransaction(db, write, payload));
  void db.sendQueued();
}

/** Takes a write off the queue before it is sent (inside the caller's transaction). */
export async function dequeueInTransaction<P, A>(db: OfflineDatabase, write: QueuedWrite<P, A>, payload: P): Promise<void> {
  await db.outbox.where('key').equals(write.key(payload)).delete();
}

/** The payloads of this kind still waiting to be sent (not those refused). */
export async function pendingPayloads<P, A>(db: OfflineDatabase, write: QueuedWrite<P, A>): Promise<P[]> {
  const items = await db.outbox.where('kind').equals(write.kind).toArray();
  return items.filter((item) => !item.refused).map((item) => item.payload as P);
}

/** A write of one kind on the queue: waiting to be sent, or refused for good (until the person dismisses it). */
export type QueuedItem<P> = { seq: number; payload: P; refused: Refusal | null };

/** The writes of this kind on the queue, waiting or refused, in the order they were made. */
export async function queuedItems<P, A>(db: OfflineDatabase, write: QueuedWrite<P, A>): Promise<QueuedItem<P>[]> {
  const items = await db.outbox.where('kind').equals(write.kind).sortBy('seq');
  return items.map((item) => ({ seq: item.seq ?? 0, payload: item.payload as P, refused: item.refused ?? null }));
}
