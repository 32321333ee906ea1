import { describe, expect, it } from 'vitest';
import { isHeaderLive, latestLiveHeader } from './connection-header.ts';
import { INDEFINITE, UNPUBLISHED } from './live-window.ts';

const now = new Date('2026-05-10T10:00:00.000Z');
const header = (id: string, start: string, end: string, created: string) => ({ id, publish_start: start, publish_end: end, created_at: created });

describe('isHeaderLive', () => {
  it('treats a header as published: only its window counts', () => {
    expect(isHeaderLive({ publish_start: '2026-05-01T00:00:00.000Z', publish_end: '2026-05-20T00:00:00.000Z' }, now)).toBe(true);
    expect(isHeaderLive({ publish_start: '2026-05-11T00:00:00.000Z', publish_end: INDEFINITE }, now)).toBe(false);
    expect(isHeaderLive({ publish_start: '2026-04-01T00:00:00.000Z', publish_end: '2026-05-01T00:00:00.000Z' }, now)).toBe(false);
  });
  it('never shows an UNPUBLISHED header and keeps an INDEFINITE one', () => {
    expect(isHeaderLive({ publish_start: UNPUBLISHED, publish_end: INDEFINITE }, now)).toBe(false);
    expect(isHeaderLive({ publish_start: '2026-01-01T00:00:00.000Z', publish_end: INDEFINITE }, now)).toBe(true);
  });
});

describe('latestLiveHeader', () => {
  it('picks the live header created last, skipping newer ones that are not live', () => {
    const headers = [
      header('old-live', '2026-04-20T00:00:00.000Z', INDEFINITE, '2026-04-18T00:00:00.000Z'),
      header('new-live', '2026-05-08T00:00:00.000Z', '2026-06-01T00:00:00.000Z', '2026-05-07T00:00:00.000Z'),
      header('newest-future', '2026-05-20T00:00:00.000Z', '2026-06-20T00:00:00.000Z', '2026-05-09T00:00:00.000Z'),
      header('expired', '2026-03-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z', '2026-05-09T12:00:00.000Z'),
    ];
    expect(latestLiveHeader(headers, now)?.id).toBe('new-live');
  });
  it('gives null when no header is live', () => {
    expect(latestLiveHeader([header('future', '2026-06-01T00:00:00.000Z', INDEFINITE, '2026-05-01T00:00:00.000Z')], now)).toBeNull();
    expect(latestLiveHeader([], now)).toBeNull();
  });
});
