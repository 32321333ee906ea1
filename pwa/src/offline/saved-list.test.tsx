import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineRecords } from '@/app/offline-records.ts';
import { envelope, stubFetch } from '@/testing/fetch-stub.ts';
import { memoList, memoRecords, memosTable, type Memo } from '@/testing/memo-feature.ts';
import type { PortalDatabase } from './database.ts';
import { saveDeviceAnswer } from './device.ts';
import { readSavedList, removeRecord, replaceSavedList, saveRecord } from './saved-list.ts';
import { configureOfflineRecords, deleteOfflineDatabase, openOfflineDatabase } from './session.ts';
import { useSavedList } from './use-saved-list.ts';

function memo(memoUid: string, board = 'staff', expiresAt: string | null = null): Memo {
  return { memoUid, board, text: `Memo ${memoUid}`, expiresAt };
}

async function openMemoDatabase(): Promise<PortalDatabase> {
  saveDeviceAnswer('own');
  const db = await openOfflineDatabase({ campus: 'test', sub: crypto.randomUUID() });
  if (!db) throw new Error('no database');
  return db;
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const uids = (memos: readonly Memo[] | undefined) => memos?.map((item) => item.memoUid);

describe('saved lists (a fake feature declares them)', () => {
  let db: PortalDatabase;
  beforeEach(async () => {
    configureOfflineRecords(async () => memoRecords);
    db = await openMemoDatabase();
  });
  afterEach(async () => {
    await deleteOfflineDatabase();
    configureOfflineRecords(async () => offlineRecords);
    vi.useRealTimers();
  });

  it('replaces only the rows its list covers, in the server order, with its date', async () => {
    expect(await readSavedList(db, memoList, 'staff')).toEqual({ value: [], updatedAt: null });
    await replaceSavedList(db, memoList, 'staff', [memo('b'), memo('a')]);
    await replaceSavedList(db, memoList, 'carers', [memo('c', 'carers')]);
    await replaceSavedList(db, memoList, 'staff', [memo('d'), memo('b')]);

    const staff = await readSavedList(db, memoList, 'staff');
    expect(uids(staff.value)).toEqual(['d', 'b']);
    expect(staff.updatedAt).toEqual(expect.any(Number));
    expect(staff.value[0]).toEqual(memo('d'));
    expect(uids((await readSavedList(db, memoList, 'carers')).value)).toEqual(['c']);
  });

  it('keeps a record fetched on its own in its place, adds a new one at the end, and removes a gone one', async () => {
    await replaceSavedList(db, memoList, 'staff', [memo('a'), memo('b')]);
    await saveRecord(db, memosTable, { ...memo('a'), text: 'Edited' });
    await saveRecord(db, memosTable, memo('z'));
    const staff = (await readSavedList(db, memoList, 'staff')).value;
    expect(uids(staff)).toEqual(['a', 'b', 'z']);
    expect(staff[0]?.text).toBe('Edited');

    await removeRecord(db, memosTable, 'b');
    expect(uids((await readSavedList(db, memoList, 'staff')).value)).toEqual(['a', 'z']);
  });

  it('shows the saved rows first, then the server answer replaces them on screen and on the device', async () => {
    await replaceSavedList(db, memoList, 'staff', [memo('saved')]);
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    stubFetch({ 'GET /api/memos/': { body: envelope([memo('fresh')]) } });
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await answered;
      return realFetch(...args);
    });

    const { result } = renderHook(() => useSavedList(memoList, 'staff'), { wrapper });
    await waitFor(() => expect(uids(result.current.data)).toEqual(['saved']));
    expect(result.current.stale).toBe(false);

    act(() => answer?.());
    await waitFor(() => expect(uids(result.current.data)).toEqual(['fresh']));
    await waitFor(async () => expect(uids((await readSavedList(db, memoList, 'staff')).value)).toEqual(['fresh']));
  });

  it('shows the saved rows, marked stale, when the server cannot be reached', async () => {
    await replaceSavedList(db, memoList, 'staff', [memo('saved')]);
    stubFetch({ 'GET /api/memos/': { networkError: true } });
    const { result } = renderHook(() => useSavedList(memoList, 'staff'), { wrapper });
    await waitFor(() => expect(result.current.stale).toBe(true));
    expect(uids(result.current.data)).toEqual(['saved']);
  });

  it('expires a saved record at its moment by the feature rule, with no network call', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    const soon = new Date(Date.now() + 60_000).toISOString();
    await replaceSavedList(db, memoList, 'staff', [memo('ending', 'staff', soon), memo('staying')]);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = stubFetch({ 'GET /api/memos/': { networkError: true } });

    const { result } = renderHook(() => useSavedList(memoList, 'staff'), { wrapper });
    await waitFor(() => expect(uids(result.current.data)).toEqual(['ending', 'staying']));
    const callsBefore = fetchMock.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(uids(result.current.data)).toEqual(['ending', 'staying']);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(uids(result.current.data)).toEqual(['staying']));
    expect(fetchMock.mock.calls.length).toBe(callsBefore);
  });
});
