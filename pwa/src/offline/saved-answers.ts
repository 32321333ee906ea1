import type { SavedAnswersStore } from '@/lib/api-client.ts';
import { afterDatabaseOpens, currentDatabase } from './session.ts';

/** Enough for every list and detail a reader opens in a while; the oldest go first. */
export const MAX_SAVED_ANSWERS = 100;

/**
 * The server's answers kept with their ETags in the person's offline database, so that a
 * later visit (a reload, the installed app opened again) asks `If-None-Match` and an
 * unchanged list costs a 304. The signed-in answers are `no-store` (shared computers), so the
 * browser's HTTP cache never does this; here they stay only where the device keeps data, and
 * go with the database at sign-out.
 *
 * Reading never waits for the database: before it opens (the first screen of a visit) calls
 * go without `If-None-Match`, and their answers are saved once it opens.
 */
export const savedAnswers: SavedAnswersStore = {
  async read(url) {
    const db = currentDatabase();
    if (!db) return undefined;
    return db.answers.get(url).catch(() => undefined);
  },
  save(url, etag, records) {
    return afterDatabaseOpens((db) =>
      db.transaction('rw', db.answers, async () => {
        await db.answers.put({ url, etag, records, savedAt: Date.now() });
        const extra = (await db.answers.count()) - MAX_SAVED_ANSWERS;
        if (extra > 0) await db.answers.bulkDelete(await db.answers.orderBy('savedAt').limit(extra).primaryKeys());
      }),
    );
  },
};
