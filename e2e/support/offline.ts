import type { Page } from 'playwright-core';
import { eventually } from './cms.ts';

/** Where the offline engine keeps what a test waits for: saved lists' rows in `meta`, saved answers in `documents`. */
type Store = 'meta' | 'documents';

/**
 * Waits until the signed-in person's offline database on this page (one a campus and person:
 * `portal-<campus>-<sub>`, and one campus an origin) holds a row in `store` whose key is `key`,
 * or starts with it (`prefix`), so a test can go offline knowing what the device has.
 */
async function heldOnDevice(page: Page, store: Store, key: string, prefix = false): Promise<void> {
  // Polled from here: waitForFunction takes the Promise an async predicate returns as truthy.
  await eventually(
    () =>
      page.evaluate(
        async (wanted) => {
          const databases = await indexedDB.databases();
          const databaseName = databases.map((database) => database.name).find((candidate) => candidate?.startsWith('portal-'));
          if (!databaseName) return false;
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const request = indexedDB.open(databaseName);
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
          try {
            if (!db.objectStoreNames.contains(wanted.store)) return false;
            const keys = await new Promise<IDBValidKey[]>((resolve) => {
              const request = db.transaction(wanted.store).objectStore(wanted.store).getAllKeys();
              request.onsuccess = () => resolve(request.result);
              request.onerror = () => resolve([]);
            });
            return keys.some((found) => (wanted.prefix ? String(found).startsWith(wanted.key) : found === wanted.key));
          } finally {
            db.close();
          }
        },
        { store, key, prefix },
      ),
    (saved) => saved,
  );
}

/** The named saved list (offline/saved-list.ts; its row in `meta` is written with the list). */
export function savedOnDevice(page: Page, list: string): Promise<void> {
  return heldOnDevice(page, 'meta', list);
}

/** The named saved answer (offline/saved-document.ts), or with `prefix` any whose name starts so. */
export function documentSavedOnDevice(page: Page, name: string, { prefix = false }: { prefix?: boolean } = {}): Promise<void> {
  return heldOnDevice(page, 'documents', name, prefix);
}
