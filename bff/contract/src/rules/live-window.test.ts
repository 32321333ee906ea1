import { describe, expect, it } from 'vitest';
import { INDEFINITE, UNPUBLISHED, isLive, liveUntil, nextLiveChange } from './live-window.ts';

const now = new Date('2026-05-10T10:00:00.000Z');

describe('isLive', () => {
  it('is live when published and now lies within the window', () => {
    expect(isLive({ published: true, publish_start: '2026-05-01T00:00:00Z', publish_end: '2026-05-20T00:00:00Z' }, now)).toBe(true);
  });
  it('is not live before the start or after the end', () => {
    expect(isLive({ published: true, publish_start: '2026-05-11T00:00:00Z', publish_end: INDEFINITE }, now)).toBe(false);
    expect(isLive({ published: true, publish_start: '2026-04-01T00:00:00Z', publish_end: '2026-05-10T09:59:59Z' }, now)).toBe(false);
  });
  it('is never live as a draft, whatever the window', () => {
    expect(isLive({ published: false, publish_start: '2026-05-01T00:00:00Z', publish_end: INDEFINITE }, now)).toBe(false);
  });
  it('treats UNPUBLISHED as never started and INDEFINITE as never ending', () => {
    expect(isLive({ published: true, publish_start: UNPUBLISHED, publish_end: INDEFINITE }, now)).toBe(false);
    expect(isLive({ published: true, publish_start: '2020-01-01T00:00:00Z', publish_end: INDEFINITE }, now)).toBe(true);
    expect(isLive({ published: true, publish_start: INDEFINITE, publish_end: INDEFINITE }, now)).toBe(true);
  });
  it('is not live with an unreadable start date', () => {
    expect(isLive({ published: true, publish_start: 'soon', publish_end: INDEFINITE }, now)).toBe(false);
  });
});

describe('liveUntil', () => {
  it('gives the end date, or null when the post never ends', () => {
    expect(liveUntil({ published: true, publish_start: INDEFINITE, publish_end: '2026-05-20T00:00:00.000Z' })?.toISOString()).toBe('2026-05-20T00:00:00.000Z');
    expect(liveUntil({ published: true, publish_start: INDEFINITE, publish_end: INDEFINITE })).toBeNull();
  });
});

describe('nextLiveChange', () => {
  const at = new Date('2026-05-01T10:00:00Z');
  it('is the nearest start or end still to come, over published items only', () => {
    const items = [
      { published: true, publish_start: '2026-04-01T00:00:00Z', publish_end: '2026-05-03T00:00:00Z' },
      { published: true, publish_start: '2026-05-02T08:00:00Z', publish_end: INDEFINITE },
      { published: false, publish_start: '2026-05-01T11:00:00Z', publish_end: INDEFINITE },
      { published: true, publish_start: UNPUBLISHED, publish_end: null },
    ];
    expect(nextLiveChange(items, at)).toBe(Date.parse('2026-05-02T08:00:00Z'));
  });
  it('is Infinity when nothing will change on its own', () => {
    expect(nextLiveChange([{ published: true, publish_start: INDEFINITE, publish_end: INDEFINITE }], at)).toBe(Infinity);
  });
  it('agrees with isLive just before and just after an end', () => {
    const item = { published: true, publish_start: INDEFINITE, publish_end: '2026-05-01T10:00:05.000Z' };
    const change = nextLiveChange([item], at);
    expect(isLive(item, new Date(change - 1))).toBe(true);
    expect(isLive(item, new Date(change))).toBe(false);
  });
});

