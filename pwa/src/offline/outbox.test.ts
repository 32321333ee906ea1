import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser.ts';
import { envelope, errorEnvelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { memoRecords, pinMemo, pinsTable } from '@/testing/memo-feature.ts';
import { PortalDatabase } from './database.ts';
import { tableOf } from './declarations.ts';
import { dismissRefusedWrite, flushOutbox, readRefusedWrites, retryDelay, startOutboxSync } from './outbox.ts';
import { enqueue } from './queue.ts';

let db: PortalDatabase;
let name: string;

function pin(memoUid: string) {
  return { memoUid, clientPinId: `client-${memoUid}` };
}

/** Pins a memo on the device and queues it, as the feature would. */
async function pinLocally(memoUid: string) {
  await tableOf(db, pinsTable).put({ ...pin(memoUid), pinUid: null });
  await enqueue(db, pinMemo, pin(memoUid));
}

/** The browser's online flag, which the outbox reads before sending. */
function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

const pinAnswer = { body: envelope({ pinUid: 'server-pin' }) };

describe('outbox', () => {
  beforeEach(async () => {
    name = `portal-test-${crypto.randomUUID()}`;
    db = new PortalDatabase(name, memoRecords);
    await db.open();
  });
  afterEach(() => db.close());

  it('keeps writes made offline and replays them in order once online, applying each answer', async () => {
    setOnline(false);
    const fetchMock = stubFetch({ 'POST /api/memos/pins/': pinAnswer });
    await pinLocally('memo-a');
    await pinLocally('memo-b');
    await pinLocally('memo-c');

    expect(await flushOutbox(db)).toBe('offline');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(3);

    setOnline(true);
    expect(await flushOutbox(db)).toBe('done');
    expect(sentBodies(fetchMock, 'POST /api/memos/pins/')).toEqual([
      { data: pin('memo-a') },
      { data: pin('memo-b') },
      { data: pin('memo-c') },
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect(await tableOf(db, pinsTable).get('memo-b')).toMatchObject({ pinUid: 'server-pin' });
  });

  it('sends the same write queued twice only once', async () => {
    setOnline(false);
    const fetchMock = stubFetch({ 'POST /api/memos/pins/': pinAnswer });
    await pinLocally('memo-a');
    await pinLocally('memo-a');
    expect(await db.outbox.count()).toBe(1);

    setOnline(true);
    await flushOutbox(db);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('does not send in parallel when flushes overlap', async () => {
    setOnline(false);
    const fetchMock = stubFetch({ 'POST /api/memos/pins/': pinAnswer });
    await pinLocally('memo-a');
    await pinLocally('memo-b');
    setOnline(true);

    await Promise.all([flushOutbox(db), flushOutbox(db), flushOutbox(db)]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('re-sends the same payload after a crash between the send and the delete', async () => {
    setOnline(false);
    await pinLocally('memo-a');
    setOnline(true);

    // The server receives the pin, then the page dies before the answer is handled.
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
    const restarted = new PortalDatabase(name, memoRecords);
    await restarted.open();
    expect(await restarted.outbox.count()).toBe(1);
    const fetchMock = stubFetch({ 'POST /api/memos/pins/': pinAnswer });
    expect(await flushOutbox(restarted)).toBe('done');
    expect(sentBodies(fetchMock, 'POST /api/memos/pins/')).toEqual(received);
    expect(await restarted.outbox.count()).toBe(0);
    restarted.close();
  });

  it.each([0, 500, 503, 408, 429])('keeps an item that fails with %i in its place, and waits longer each time', async (status) => {
    setOnline(false);
    await pinLocally('memo-a');
    await pinLocally('memo-b');
    setOnline(true);
    const fetchMock = stubFetch({
      'POST /api/memos/pins/': status === 0 ? { networkError: true } : { status, body: errorEnvelope('busy', 'Try later') },
    });
    let now = 1_000_000;

    expect(await flushOutbox(db, { now: () => now })).toBe('waiting');
    expect((await db.outbox.orderBy('seq').toArray()).map((item) => item.key)).toEqual(['memo-pin:memo-a', 'memo-pin:memo-b']);
    expect((await db.outbox.orderBy('seq').first())?.retryAt).toBe(now + retryDelay(1));

    // Before its time nothing is sent; after it, it is tried again and waits twice as long.
    now += retryDelay(1) - 1;
    expect(await flushOutbox(db, { now: () => now })).toBe('waiting');
    expect(fetchMock).toHaveBeenCalledOnce();
    now += 1;
    await flushOutbox(db, { now: () => now });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((await db.outbox.orderBy('seq').first())?.retryAt).toBe(now + retryDelay(2));
    expect(retryDelay(2)).toBe(2 * retryDelay(1));
    expect(retryDelay(30)).toBe(5 * 60_000);
  });

  it('keeps an item refused with 401 (sign-in comes first)', async () => {
    vi.spyOn(browser, 'reload').mockImplementation(() => {});
    setOnline(false);
    await pinLocally('memo-a');
    setOnline(true);
    stubFetch({ 'POST /api/memos/pins/': { status: 401, body: errorEnvelope('unauthorized', 'Expired') } });

    expect(await flushOutbox(db)).toBe('waiting');
    expect(await db.outbox.count()).toBe(1);
  });

  it('sets aside an item the server refuses for good, undoes it locally, tells the person and goes on', async () => {
    setOnline(false);
    await pinLocally('memo-gone');
    await pinLocally('memo-b');
    setOnline(true);
    const fetchMock = stubFetch({
      'POST /api/memos/pins/': ({ body }) =>
        (body as { data: { memoUid: string } }).data.memoUid === 'memo-gone'
          ? { status: 404, body: errorEnvelope('not_found', 'No records found!') }
          : pinAnswer,
    });

    expect(await flushOutbox(db)).toBe('done');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await tableOf(db, pinsTable).get('memo-gone')).toBeUndefined();
    const refused = await readRefusedWrites(db);
    expect(refused).toEqual([{ seq: expect.any(Number), description: 'Pinning a memo', status: 404, message: 'No records found!' }]);

    // A later flush does not send it again; once dismissed it is gone.
    await flushOutbox(db);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await dismissRefusedWrite(db, refused[0]!.seq);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends at start, when the browser comes back online, and when a wait is over', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      setOnline(false);
      await pinLocally('memo-a');
      let failing = true;
      const fetchMock = stubFetch({
        'POST /api/memos/pins/': () => (failing ? { status: 503, body: errorEnvelope('busy', 'Try later') } : pinAnswer),
      });
      const stop = startOutboxSync(db);
      expect(fetchMock).not.toHaveBeenCalled();

      setOnline(true);
      window.dispatchEvent(new Event('online'));
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
      await vi.waitFor(async () => expect((await db.outbox.toArray())[0]?.retryAt).toBeDefined());

      failing = false;
      await vi.advanceTimersByTimeAsync(retryDelay(1));
      await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
      expect(fetchMock).toHaveBeenCalledTimes(2);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
