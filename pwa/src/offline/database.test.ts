import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { memoRecords, memosTable, pinMemo } from '@/testing/memo-feature.ts';
import { PortalDatabase, buildSchema } from './database.ts';
import { tableOf } from './declarations.ts';
import { readSavedList } from './saved-list.ts';
import { memoList } from '@/testing/memo-feature.ts';

const opened: Dexie[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

/** A database as an older build of the app left it, written with plain Dexie. */
async function olderDatabase(name: string, version: number, stores: Record<string, string>, fill: (db: Dexie) => Promise<void>) {
  const old = new Dexie(name);
  old.version(version).stores(stores);
  await old.open();
  await fill(old);
  old.close();
}

describe('the schema built from declarations', () => {
  it("holds the engine's tables and each declared table with its key and indexes", () => {
    expect(buildSchema(memoRecords)).toEqual({
      documents: 'key',
      meta: 'list',
      outbox: '++seq, &key, kind',
      answers: 'url, savedAt',
      memos: 'memoUid, board',
      pins: 'memoUid, clientPinId',
    });
  });

  it('refuses two features declaring the same table', () => {
    expect(() => buildSchema({ version: 1, features: [{ tables: [memosTable] }, { tables: [memosTable] }] })).toThrow(/memos/);
  });
});

describe('upgrading a database of an older version', () => {
  it("moves the person's saved rows, list dates and queued writes into the new schema, losing nothing", async () => {
    const name = `portal-test-${crypto.randomUUID()}`;
    await olderDatabase(name, 1, { notes: 'memoUid', meta: 'list', outbox: '++seq, &key' }, async (db) => {
      await db.table('notes').bulkPut([
        { memoUid: 'n1', text: 'First', expiresAt: null },
        { memoUid: 'n2', text: 'Second', expiresAt: null },
      ]);
      await db.table('meta').put({ list: 'notes', updatedAt: 1234 });
      await db.table('outbox').add({
        key: 'memo-pin:n1',
        kind: 'memo-pin',
        method: 'POST',
        path: 'memos/pins/',
        body: { data: { memoUid: 'n1', clientPinId: 'c1' } },
        queuedAt: 99,
      });
      await db.table('outbox').add({ key: 'gone:1', kind: 'a-write-no-feature-sends', method: 'POST', path: 'x/', queuedAt: 100 });
    });

    const db = new PortalDatabase(name, memoRecords);
    opened.push(db);
    await db.open();

    expect(db.tables.map((table) => table.name).sort()).toEqual(['answers', 'documents', 'memos', 'meta', 'outbox', 'pins']);
    const saved = await readSavedList(db, memoList, 'general');
    expect(saved).toEqual({
      value: [
        { memoUid: 'n1', board: 'general', text: 'First', expiresAt: null },
        { memoUid: 'n2', board: 'general', text: 'Second', expiresAt: null },
      ],
      updatedAt: 1234,
    });
    expect(await db.outbox.toArray()).toEqual([
      { seq: 1, key: 'memo-pin:n1', kind: pinMemo.kind, payload: { memoUid: 'n1', clientPinId: 'c1' }, queuedAt: 99, attempts: 0 },
    ]);
    expect(await tableOf(db, memosTable).where('board').equals('general').count()).toBe(2);
  });

  it('opens a database already at this version without running the upgrade again', async () => {
    const name = `portal-test-${crypto.randomUUID()}`;
    const first = new PortalDatabase(name, memoRecords);
    await first.open();
    await tableOf(first, memosTable).put({ memoUid: 'm1', board: 'staff', text: 'Kept', expiresAt: null });
    first.close();

    const again = new PortalDatabase(name, memoRecords);
    opened.push(again);
    await again.open();
    expect(await tableOf(again, memosTable).get('m1')).toMatchObject({ text: 'Kept' });
  });
});
