import { describe, expect, it } from 'vitest';
import { INDEFINITE, UNPUBLISHED, isLive, liveDuring, liveUntil, nextLiveChange, publishWindow } from './live-window.ts';

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

describe('publishWindow', () => {
  it('reads INDEFINITE (or no end) as unbounded, and includes both ends', () => {
    expect(publishWindow({ published: true, publish_start: INDEFINITE, publish_end: null })).toEqual({ start: -Infinity, end: Infinity });
    const window = publishWindow({ published: true, publish_start: '2026-05-01T00:00:00Z', publish_end: '2026-05-10T10:00:00Z' });
    expect(window).toEqual({ start: Date.parse('2026-05-01T00:00:00Z'), end: Date.parse('2026-05-10T10:00:00Z') });
    expect(isLive({ published: true, publish_start: '2026-05-10T10:00:00Z', publish_end: '2026-05-10T10:00:00Z' }, now)).toBe(true);
  });
  it('has no window for a draft, an UNPUBLISHED or missing start, an UNPUBLISHED end or an unreadable date', () => {
    expect(publishWindow({ published: false, publish_start: INDEFINITE, publish_end: INDEFINITE })).toBeNull();
    expect(publishWindow({ published: true, publish_start: UNPUBLISHED, publish_end: INDEFINITE })).toBeNull();
    expect(publishWindow({ published: true, publish_start: null, publish_end: INDEFINITE })).toBeNull();
    expect(publishWindow({ published: true, publish_start: INDEFINITE, publish_end: UNPUBLISHED })).toBeNull();
    expect(publishWindow({ published: true, publish_start: INDEFINITE, publish_end: 'later' })).toBeNull();
  });
});

describe('liveDuring', () => {
  const item = { published: true, publish_start: '2026-05-05T00:00:00Z', publish_end: '2026-05-06T00:00:00Z' };
  it('is true when the window touches the span at either edge', () => {
    expect(liveDuring(item, new Date('2026-05-06T00:00:00Z'), new Date('2026-05-07T00:00:00Z'))).toBe(true);
    expect(liveDuring(item, new Date('2026-05-04T00:00:00Z'), new Date('2026-05-05T00:00:00Z'))).toBe(true);
  });
  it('is false for a span entirely before or after, and for an item never live', () => {
    expect(liveDuring(item, new Date('2026-05-06T00:00:00.001Z'), new Date('2026-05-07T00:00:00Z'))).toBe(false);
    expect(liveDuring(item, new Date('2026-05-01T00:00:00Z'), new Date('2026-05-04T23:59:59.999Z'))).toBe(false);
    expect(liveDuring({ ...item, publish_end: UNPUBLISHED }, new Date('2026-05-01T00:00:00Z'), new Date('2026-05-30T00:00:00Z'))).toBe(false);
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

