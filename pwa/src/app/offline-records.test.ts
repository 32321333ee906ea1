import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { readFavourites } from '@/data/marks/lib/favourites.ts';
import { readReadPosts } from '@/data/marks/lib/read-marks.ts';
import { postList } from '@/data/posts/api/get-posts.ts';
import { PortalDatabase } from '@/offline/database.ts';
import { readDocument } from '@/offline/documents.ts';
import { readSavedList } from '@/offline/saved-list.ts';
import { buildNotice, buildSettings } from '@/testing/factories.ts';
import { offlineRecords } from './offline-records.ts';

/** The schema of version 2, as the app built before the offline engine declared its tables. */
const SCHEMA_2 = {
  notices: 'postUid, position',
  newsletters: 'postUid, position',
  principalMessages: 'postUid, position',
  connectionHeaders: 'connectionheaderUid',
  calendarEvents: 'EVENT_ID, event_start',
  favourites: 'target, clientMarkId',
  readPosts: 'posts_postUid',
  broadcasts: 'emergencybroadcastUid, position',
  documents: 'key',
  meta: 'list',
  outbox: '++seq, &key',
  answers: 'url, savedAt',
};

describe("a person's database of schema 2 opened by this version", () => {
  it('keeps every saved post (now in one table by type), list date, mark, document and queued write', async () => {
    const name = `portal-sydney-${crypto.randomUUID()}`;
    const notice = (postUid: string, position: number) => ({ ...buildNotice({ postUid, type: 'notice' }), position });
    const old = new Dexie(name);
    old.version(2).stores(SCHEMA_2);
    await old.open();
    await old.table('notices').bulkPut([notice('notice00002', 0), notice('notice00001', 1)]);
    await old.table('newsletters').put({ ...buildNotice({ postUid: 'newsletter01', type: 'newsletter' }), position: 0 });
    await old.table('principalMessages').put({ ...buildNotice({ postUid: 'principal001', type: 'principal' }), position: 0 });
    await old.table('meta').bulkPut([
      { list: 'notices', updatedAt: 111 },
      { list: 'newsletters', updatedAt: 222 },
    ]);
    await old.table('readPosts').put({ posts_postUid: 'notice00001', read_at: '2026-11-01T00:00:00Z', clientMarkId: 'mark-1', changedAt: 5 });
    await old.table('favourites').put({
      target: 'post:notice00002',
      posts_postUid: 'notice00002',
      EVENT_ID: null,
      favoriteUid: null,
      clientMarkId: 'fav-1',
      created_at: '2026-11-01T00:00:00Z',
      changedAt: 6,
    });
    await old.table('documents').put({ key: 'settings', value: buildSettings({ phoneNumber: '(02) 9999 0000' }), updatedAt: 7 });
    await old.table('outbox').bulkAdd([
      { key: 'read-mark:notice00001', kind: 'read-mark', method: 'POST', path: 'readposts/', body: { data: { posts_postUid: 'notice00001', clientMarkId: 'mark-1' } }, queuedAt: 1 },
      { key: 'favourite-add:fav-1', kind: 'favourite-add', method: 'POST', path: 'favorites/', body: { data: { posts_postUid: 'notice00002', clientMarkId: 'fav-1' } }, queuedAt: 2 },
      { key: 'favourite-remove:fav0000009', kind: 'favourite-remove', method: 'DELETE', path: 'favorites/fav0000009', queuedAt: 3 },
      { key: 'visit:v-1', kind: 'visit', method: 'POST', path: 'weblogs/', body: { data: { pageId: '/notices', title: 'Notices', pageType: 'page', clientVisitId: 'v-1' } }, queuedAt: 4 },
    ]);
    old.close();

    const db = new PortalDatabase(name, offlineRecords);
    await db.open();
    try {
      expect(db.tables.map((table) => table.name)).not.toContain('notices');
      const notices = await readSavedList(db, postList, 'notice');
      expect(notices.value.map((post) => post.postUid)).toEqual(['notice00002', 'notice00001']);
      expect(notices.updatedAt).toBe(111);
      const newsletters = await readSavedList(db, postList, 'newsletter');
      expect(newsletters).toMatchObject({ value: [{ postUid: 'newsletter01' }], updatedAt: 222 });
      expect((await readSavedList(db, postList, 'principal')).value.map((post) => post.postUid)).toEqual(['principal001']);

      expect((await readReadPosts(db)).map((mark) => mark.posts_postUid)).toEqual(['notice00001']);
      expect((await readFavourites(db)).map((favourite) => favourite.target)).toEqual(['post:notice00002']);
      expect(await readDocument(db, 'settings')).toMatchObject({ phoneNumber: '(02) 9999 0000' });

      expect((await db.outbox.orderBy('seq').toArray()).map(({ kind, payload, attempts }) => ({ kind, payload, attempts }))).toEqual([
        { kind: 'read-mark', payload: { posts_postUid: 'notice00001', clientMarkId: 'mark-1' }, attempts: 0 },
        { kind: 'favourite-add', payload: { posts_postUid: 'notice00002', clientMarkId: 'fav-1' }, attempts: 0 },
        { kind: 'favourite-remove', payload: { favoriteUid: 'fav0000009' }, attempts: 0 },
        { kind: 'visit', payload: { pageId: '/notices', title: 'Notices', pageType: 'page', clientVisitId: 'v-1' }, attempts: 0 },
      ]);
    } finally {
      db.close();
    }
  });
});
