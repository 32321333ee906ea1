import type { PortalDatabase } from '@/offline/database.ts';
import { tableOf, type SavedTable } from '@/offline/declarations.ts';

/** When this device changed a mark, and when the server confirmed it (ms). */
type ChangeTimes = { changedAt: number; syncedAt?: number };

/** Ids made on the device let the BFF store a replayed write only once. */
export function newClientId(): string {
  return crypto.randomUUID();
}

/**
 * Changed here, or confirmed by the server, after the list was asked for: the list may have
 * been read on the server before that change arrived there, so the local row is newer.
 */
export function newerThan(row: ChangeTimes, askedAt: number): boolean {
  return (row.changedAt > 0 && row.changedAt >= askedAt) || (row.syncedAt ?? 0) >= askedAt;
}


/**
 * Replaces a table of marks with the server's list in one transaction with the outbox, and
 * dates the list. `merge` gets the saved rows and gives the new ones: the server's, plus the
 * person's own changes the list may not include yet.
 */
export async function replaceMarks<R, K extends keyof R & string>(
  db: PortalDatabase,
  declaration: SavedTable<R, K>,
  merge: (saved: R[]) => Promise<Map<string, R>>,
): Promise<void> {
  const table = tableOf(db, declaration);
  await db.transaction('rw', table, db.outbox, db.meta, async () => {
    const rows = await merge(await table.toArray());
    await table.clear();
    await table.bulkPut([...rows.values()]);
    await db.meta.put({ list: declaration.name, updatedAt: Date.now() });
  });
}
