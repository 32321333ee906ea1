import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildNotice } from '@/testing/factories.ts';
import { nextLiveChange, useLiveItems } from './use-live-items.ts';

describe('live window of saved posts', () => {
  afterEach(() => vi.useRealTimers());

  it('finds the next publish start or end', () => {
    const now = Date.parse('2026-03-01T00:00:00Z');
    const items = [
      buildNotice({ publish_start: '2026-02-01T00:00:00Z', publish_end: '2026-03-05T00:00:00Z' }),
      buildNotice({ publish_start: '2026-03-02T00:00:00Z', publish_end: 'INDEFINITE' }),
      buildNotice({ publish_start: 'UNPUBLISHED', publish_end: '2026-03-01T12:00:00Z' }),
      buildNotice({ published: false, publish_start: '2026-03-01T06:00:00Z' }),
    ];
    // Live through its end moment, gone one millisecond later (the contract's isLive).
    expect(nextLiveChange(items, now)).toBe(Date.parse('2026-03-01T12:00:00Z') + 1);
    expect(nextLiveChange([items[1]!], now)).toBe(Date.parse('2026-03-02T00:00:00Z'));
    expect(nextLiveChange([buildNotice({ publish_end: 'INDEFINITE' })], now)).toBeNull();
  });

  it('drops a post at its publish end and shows one at its start, with no new data', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-03-01T09:00:00Z'));
    const ending = buildNotice({
      postUid: 'ending00001',
      publish_start: '2026-02-01T00:00:00Z',
      publish_end: '2026-03-01T09:30:00Z',
    });
    const starting = buildNotice({ postUid: 'starting001', publish_start: '2026-03-01T10:00:00Z', publish_end: 'INDEFINITE' });
    const items = [ending, starting];
    const { result } = renderHook(() => useLiveItems(items));
    expect(result.current?.map((post) => post.postUid)).toEqual(['ending00001']);

    act(() => vi.advanceTimersByTime(30 * 60_000));
    expect(result.current?.map((post) => post.postUid)).toEqual(['ending00001']);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual([]);
    act(() => vi.advanceTimersByTime(30 * 60_000));
    expect(result.current?.map((post) => post.postUid)).toEqual(['starting001']);
  });
});
