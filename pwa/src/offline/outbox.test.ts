import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser.ts';
import { envelope, errorEnvelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { PortalDatabase } from './database.ts';
import { addFavourite, markRead, removeFavourite } from './marks.ts';
import { enqueue, flushOutbox, pendingCount, startOutboxSync, type NewOutboxItem } from './outbox.ts';

let db: PortalDatabase;
let name: string;

function visit(id: string): NewOutboxItem {
  return { key: `visit:${id}`, kind: 'visit', method: 'POST', path: 'weblogs/', body: { data: { pageId: id } } };
}

/** The browser's online flag, which the outbox reads before sending. */
function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

describe('outbox', () => {
  beforeEach(async () => {
    name = `portal-test-${crypto.randomUUID()}`;
    db = new PortalDatabase(name);
    await db.open();
  });
  afterEach(() => db.close());

  it('keeps writes made offline and replays them in order once online', async () => {
    setOnline(false);
    const fetchMock = stubFetch();
    await enqueue(db, visit('/notices'));
    await enqueue(db, visit('/calendar'));
    await markRead(db, 'notice00001');

    expect(await flushOutbox(db)).toBe('offline');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await pendingCount(db)).toBe(3);

    setOnline(true);
    expect(await flushOutbox(db)).toBe('done');
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'POST /api/weblogs/',
      'POST /api/weblogs/',
      'POST /api/readposts/',
    ]);
    expect(sentBodies(fetchMock, 'POST /api/weblogs/')).toEqual([
      { data: { pageId: '/notices' } },
      { data: { pageId: '/calendar' } },
    ]);
    expect(await pendingCount(db)).toBe(0);
  });

  it('sends the same write queued twice only once', async () => {
    setOnline(false);
    const fetchMock = stubFetch();
    await enqueue(db, visit('/notices'));
    await enqueue(db, visit('/notices'));
    expect(await pendingCount(db)).toBe(1);

    setOnline(true);
    await flushOutbox(db);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('does not send in parallel when flushes overlap', async () => {
    setOnline(false);
    const fetchMock = stubFetch();
    await enqueue(db, visit('/a'));
    await enqueue(db, visit('/b'));
    setOnline(true);

    await Promise.all([flushOutbox(db), flushOutbox(db), flushOutbox(db)]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('re-sends an item with the same clientMarkId after a crash between send and delete', async () => {
    setOnline(false);
    await markRead(db, 'notice00001');
    setOnline(true);

    // The server receives the mark, then the page dies before the answer is handled.
    const received: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        received.push(JSON.parse(String(init.body)));
        return new Promise<Response>(() => {});
      }),
    );
    void flushOutbox(db);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    db.close();

    // The next start opens the same database: the item is still there and goes again.
    const restarted = new PortalDatabase(name);
    await restarted.open();
    expect(await pendingCount(restarted)).toBe(1);
    const fetchMock = stubFetch();
    expect(await flushOutbox(restarted)).toBe('done');

    const resent = sentBodies(fetchMock, 'POST /api/readposts/');
    expect(resent).toEqual(received);
    expect(resent[0]).toMatchObject({
      data: { posts_postUid: 'notice00001', clientMarkId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    expect(await pendingCount(restarted)).toBe(0);
    restarted.close();
  });

  it('keeps items when the network fails, in their place', async () => {
    setOnline(false);
    await enqueue(db, visit('/a'));
    await enqueue(db, visit('/b'));
    setOnline(true);
    stubFetch({ 'POST /api/weblogs/': { networkError: true } });

    expect(await flushOutbox(db)).toBe('failed');
    const keys = (await db.outbox.orderBy('seq').toArray()).map((item) => item.key);
    expect(keys).toEqual(['visit:/a', 'visit:/b']);
  });

  it.each([500, 502, 408, 429])('keeps an item the server answers %i to, for later', async (status) => {
    setOnline(false);
    await enqueue(db, visit('/a'));
    setOnline(true);
    stubFetch({ 'POST /api/weblogs/': { status, body: errorEnvelope('busy', 'Try later') } });

    expect(await flushOutbox(db)).toBe('failed');
    expect(await pendingCount(db)).toBe(1);
  });

  it('keeps an item refused with 401 (sign-in comes first)', async () => {
    vi.spyOn(browser, 'reload').mockImplementation(() => {});
    setOnline(false);
    await enqueue(db, visit('/a'));
    setOnline(true);
    stubFetch({ 'POST /api/weblogs/': { status: 401, body: errorEnvelope('unauthorized', 'Expired') } });

    expect(await flushOutbox(db)).toBe('failed');
    expect(await pendingCount(db)).toBe(1);
  });

  it('drops an item the server refuses for good (other 4xx) and goes on with the next', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setOnline(false);
    await markRead(db, 'gone0000001');
    await enqueue(db, visit('/a'));
    setOnline(true);
    const fetchMock = stubFetch({
      'POST /api/readposts/': { status: 404, body: errorEnvelope('not_found', 'No records found!') },
    });

    expect(await flushOutbox(db)).toBe('done');
    expect(await pendingCount(db)).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('dropped'), 'No records found!');
  });

  it("stores the server's id of a new favourite, so it can be removed later", async () => {
    setOnline(false);
    await addFavourite(db, { posts_postUid: 'notice00001' });
    setOnline(true);
    stubFetch({
      'POST /api/favorites/': ({ body }) => ({
        body: envelope({
          favoriteUid: 'fav0000001',
          posts_postUid: 'notice00001',
          EVENT_ID: null,
          created_at: '2026-02-04T00:00:00.000Z',
          clientMarkId: (body as { data: { clientMarkId: string } }).data.clientMarkId,
        }),
      }),
    });

    await flushOutbox(db);
    expect(await db.favourites.get('post:notice00001')).toMatchObject({ favoriteUid: 'fav0000001' });

    setOnline(false);
    await removeFavourite(db, { posts_postUid: 'notice00001' });
    expect((await db.outbox.toArray()).map((item) => `${item.method} ${item.path}`)).toEqual(['DELETE favorites/fav0000001']);
  });

  it('removes on the server a favourite that was removed while its add was on the way', async () => {
    setOnline(false);
    await addFavourite(db, { EVENT_ID: 'event000001' });
    setOnline(true);
    let answer: (() => void) | undefined;
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === 'POST') {
        const { clientMarkId } = (JSON.parse(String(init.body)) as { data: { clientMarkId: string } }).data;
        await new Promise<void>((resolve) => (answer = resolve));
        return new Response(
          JSON.stringify(
            envelope({ favoriteUid: 'fav0000002', posts_postUid: null, EVENT_ID: 'event000001', created_at: '2026-02-04T00:00:00.000Z', clientMarkId }),
          ),
        );
      }
      return new Response(JSON.stringify(envelope({ favoriteUid: 'fav0000002' })));
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
    expect((await db.favourites.toArray()).filter((favourite) => !favourite.removed)).toEqual([]);
  });

  it('sends at start and again when the browser comes back online', async () => {
    setOnline(false);
    await enqueue(db, visit('/a'));
    const fetchMock = stubFetch();
    const stop = startOutboxSync(db);
    expect(fetchMock).not.toHaveBeenCalled();

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    await vi.waitFor(async () => expect(await pendingCount(db)).toBe(0));
    stop();
  });
});
