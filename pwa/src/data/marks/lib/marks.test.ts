import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildFavourite, buildReadPost } from '@/testing/factories.ts';
import { envelope, errorEnvelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { offlineRecords } from '@/app/offline-records.ts';
import { PortalDatabase } from '@/offline/database.ts';
import { tableOf } from '@/offline/declarations.ts';
import { flushOutbox, readRefusedWrites } from '@/offline/outbox.ts';
import { favouritesTable, readPostsTable } from '../offline.ts';
import { addFavourite, readFavourites, removeFavourite, replaceFavourites } from './favourites.ts';
import { markRead, replaceReadPosts } from './read-marks.ts';

let db: PortalDatabase;

describe('read marks and favourites', () => {
  beforeEach(async () => {
    db = new PortalDatabase(`portal-test-${crypto.randomUUID()}`, offlineRecords);
    await db.open();
  });
  afterEach(() => db.close());

  it('marks a post read once, however often it is opened', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await markRead(db, 'notice00001')).toBe(true);
    expect(await markRead(db, 'notice00001')).toBe(false);
    await Promise.all([markRead(db, 'notice00001'), markRead(db, 'notice00001')]);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const fetchMock = stubFetch();
    await flushOutbox(db);
    expect(sentBodies(fetchMock, 'POST /api/readposts/')).toEqual([
      { data: { posts_postUid: 'notice00001', clientMarkId: expect.stringMatching(/^[0-9a-f-]{36}$/) } },
    ]);
  });

  it('sends nothing when a favourite is added and removed before either was sent', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await addFavourite(db, { EVENT_ID: 'event000001' });
    expect(await tableOf(db, favouritesTable).get('event:event000001')).toBeDefined();
    await removeFavourite(db, { EVENT_ID: 'event000001' });

    expect(await readFavourites(db)).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
  });

  it("replaces saved favourites with the server's, keeping the person's unsent changes", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await replaceFavourites(
      db,
      [
        buildFavourite({ favoriteUid: 'fav0000001', posts_postUid: 'notice00001' }),
        buildFavourite({ favoriteUid: 'fav0000002', EVENT_ID: 'event000001' }),
      ],
      Date.now(),
    );
    await removeFavourite(db, { posts_postUid: 'notice00001' });
    await addFavourite(db, { EVENT_ID: 'event000009' });

    // The server has not seen either change yet, and has a favourite made on another device.
    const later = Date.now() + 1000;
    await replaceFavourites(
      db,
      [
        buildFavourite({ favoriteUid: 'fav0000001', posts_postUid: 'notice00001' }),
        buildFavourite({ favoriteUid: 'fav0000002', EVENT_ID: 'event000001' }),
        buildFavourite({ favoriteUid: 'fav0000003', posts_postUid: 'notice00007' }),
      ],
      later,
    );

    const targets = (await readFavourites(db)).map((favourite) => favourite.target).sort();
    expect(targets).toEqual(['event:event000001', 'event:event000009', 'post:notice00007']);
  });

  it('keeps changes made after the list was asked for, even once they are sent', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await replaceFavourites(db, [buildFavourite({ favoriteUid: 'fav0000001', posts_postUid: 'notice00001' })], Date.now());
    const askedAt = Date.now();
    // While the list is on its way, the person removes one and marks a post read; both
    // are sent (the outbox is empty again) before the stale list arrives.
    await removeFavourite(db, { posts_postUid: 'notice00001' });
    await markRead(db, 'notice00002');
    await db.outbox.clear();

    await replaceFavourites(db, [buildFavourite({ favoriteUid: 'fav0000001', posts_postUid: 'notice00001' })], askedAt);
    await replaceReadPosts(db, [], askedAt);
    expect(await readFavourites(db)).toEqual([]);
    expect((await tableOf(db, readPostsTable).toArray()).map((mark) => mark.posts_postUid)).toEqual(['notice00002']);

    // A list asked for later is the truth again.
    await replaceFavourites(db, [], Date.now() + 1000);
    expect(await tableOf(db, favouritesTable).count()).toBe(0);
  });

  it("replaces saved read marks with the server's, keeping those not yet sent", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await replaceReadPosts(db, [buildReadPost({ posts_postUid: 'old0000001' })], Date.now());
    await markRead(db, 'new0000001');
    await replaceReadPosts(db, [buildReadPost({ posts_postUid: 'other00001' })], Date.now() + 1000);

    const ids = (await tableOf(db, readPostsTable).toArray()).map((mark) => mark.posts_postUid).sort();
    expect(ids).toEqual(['new0000001', 'other00001']);
  });

  it('keeps a mark confirmed after the list was asked for, when the list was read before it arrived', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await markRead(db, 'notice00003');
    await addFavourite(db, { posts_postUid: 'notice00003' });
    // Back online: the lists are asked for, and the marks are sent meanwhile.
    const askedAt = Date.now() + 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    stubFetch({
      'POST /api/favorites/': ({ body }) => ({
        body: {
          responceObject: {
            records: buildFavourite({
              favoriteUid: 'fav0000009',
              posts_postUid: 'notice00003',
              clientMarkId: (body as { data: { clientMarkId: string } }).data.clientMarkId,
            }),
          },
        },
      }),
    });
    await flushOutbox(db);
    expect(await db.outbox.count()).toBe(0);

    // The lists were read on the server before the marks arrived there.
    await replaceReadPosts(db, [], askedAt);
    await replaceFavourites(db, [], askedAt);
    expect((await tableOf(db, readPostsTable).toArray()).map((mark) => mark.posts_postUid)).toEqual(['notice00003']);
    expect((await readFavourites(db)).map((favourite) => favourite.favoriteUid)).toEqual(['fav0000009']);
  });

  it("stores the server's id of a new favourite, so it can be removed later", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await addFavourite(db, { posts_postUid: 'notice00001' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    stubFetch({
      'POST /api/favorites/': ({ body }) => ({
        body: envelope(
          buildFavourite({
            favoriteUid: 'fav0000001',
            posts_postUid: 'notice00001',
            EVENT_ID: null,
            clientMarkId: (body as { data: { clientMarkId: string } }).data.clientMarkId,
          }),
        ),
      }),
    });

    await flushOutbox(db);
    expect(await tableOf(db, favouritesTable).get('post:notice00001')).toMatchObject({ favoriteUid: 'fav0000001' });

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await removeFavourite(db, { posts_postUid: 'notice00001' });
    expect((await db.outbox.toArray()).map((item) => [item.kind, item.payload])).toEqual([['favourite-remove', { favoriteUid: 'fav0000001' }]]);
  });

  it('removes on the server a favourite that was removed while its add was on the way', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await addFavourite(db, { EVENT_ID: 'event000001' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    let answer: (() => void) | undefined;
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      if (init.method === 'POST') {
        const { clientMarkId } = (JSON.parse(String(init.body)) as { data: { clientMarkId: string } }).data;
        await new Promise<void>((resolve) => (answer = resolve));
        return new Response(
          JSON.stringify(envelope(buildFavourite({ favoriteUid: 'fav0000002', posts_postUid: null, EVENT_ID: 'event000001', clientMarkId }))),
        );
      }
      return new Response(JSON.stringify(envelope([])));
    });
    vi.stubGlobal('fetch', fetchMock);

    const flushing = flushOutbox(db);
    await vi.waitFor(() => expect(answer).toBeDefined());
    await removeFavourite(db, { EVENT_ID: 'event000001' });
    answer?.();
    await flushing;
    await flushOutbox(db);

    expect(fetchMock.mock.calls.map(([url, init]) => `${init.method} ${url}`)).toEqual([
      'POST /api/favorites/',
      'DELETE /api/favorites/fav0000002',
    ]);
    expect(await readFavourites(db)).toEqual([]);
  });

  it('takes back a favourite the server refuses for good, and says which change it was', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await addFavourite(db, { posts_postUid: 'gone0000001' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    stubFetch({ 'POST /api/favorites/': { status: 404, body: errorEnvelope('not_found', 'No records found!') } });

    await flushOutbox(db);
    expect(await readFavourites(db)).toEqual([]);
    expect((await readRefusedWrites(db)).map((refusal) => refusal.description)).toEqual(['Adding a favourite']);
  });
});
