import type { Page } from 'playwright-core';
import { eventually } from './cms.ts';

/**
 * Waits until the signed-in person's offline database on this page holds the named saved
 * list (its row in `meta` is written with the list), so a test can go offline knowing what
 * the device has.
 */
export async function savedOnDevice(page: Page, list: string): Promise<void> {
  // Polled from here: waitForFunction takes the Promise an async predicate returns as truthy.
  await eventually(
    () =>
      page.evaluate(async (name) => {
        const databases = await indexedDB.databases();
        const databaseName = databases.map((database) => database.name).find((candidate) => candidate?.startsWith('portal-sydney-'));
        if (!databaseName) return false;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(databaseName);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        try {
          if (!db.objectStoreNames.contains('meta')) return false;
          return await new Promise<boolean>((resolve) => {
            const request = db.transaction('meta').objectStore('meta').get(name);
            request.onsuccess = () => resolve(Boolean(request.result));
            request.onerror = () => resolve(false);
          });
        } finally {
          db.close();
        }
      }, list),
    (saved) => saved,
  );
}
