import type { PortalDatabase } from './database.ts';

/**
 * Single records the app needs before any screen (what the route guard reads, the signed-in
 * person's record), saved whole under a name their feature gives. A document is what the
 * server last sent: each save replaces it.
 */
export async function saveDocument<T>(db: PortalDatabase, name: string, value: T): Promise<void> {
  await db.documents.put({ key: name, value, updatedAt: Date.now() });
}

export async function readDocument<T>(db: PortalDatabase, name: string): Promise<T | null> {
  const row = await db.documents.get(name);
  return row ? (row.value as T) : null;
}
