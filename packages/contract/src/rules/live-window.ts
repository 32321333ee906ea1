/** Publish bounds may hold these words instead of a date (admin spec 4). */
export const UNPUBLISHED = 'UNPUBLISHED';
export const INDEFINITE = 'INDEFINITE';

export type PublishBound = string | null | undefined;

export type LiveWindow = {
  published: boolean;
  publish_start: PublishBound;
  publish_end: PublishBound;
};

function toTime(bound: string): number | null {
  const time = Date.parse(bound);
  return Number.isNaN(time) ? null : time;
}

/**
 * The span (ms) in which an item is live, both ends included, or null when it never is: a
 * draft, an UNPUBLISHED (or missing) start or end, an unreadable date. INDEFINITE (or a
 * missing end) stands for no bound on that side. Every reading of publish bounds goes
 * through here, in the BFF and on the device alike.
 */
export function publishWindow(item: LiveWindow): { start: number; end: number } | null {
  if (!item.published) return null;
  const { publish_start: startBound, publish_end: endBound } = item;
  if (!startBound || startBound === UNPUBLISHED || endBound === UNPUBLISHED) return null;
  const start = startBound === INDEFINITE ? -Infinity : toTime(startBound);
  const end = !endBound || endBound === INDEFINITE ? Infinity : toTime(endBound);
  return start === null || end === null ? null : { start, end };
}

/** A post is live when it is flagged published and now lies within its window. */
export function isLive(item: LiveWindow, now: Date = new Date()): boolean {
  const window = publishWindow(item);
  const at = now.getTime();
  return window !== null && window.start <= at && at <= window.end;
}

/** Whether an item is live at some moment of [from, to] (both included). */
export function liveDuring(item: LiveWindow, from: Date, to: Date): boolean {
  const window = publishWindow(item);
  return window !== null && window.start <= to.getTime() && window.end >= from.getTime();
}

/** The moment a live item stops being live, or null when it never ends. */
export function liveUntil(item: LiveWindow): Date | null {
  const window = publishWindow(item);
  return window && Number.isFinite(window.end) ? new Date(window.end) : null;
}

/**
 * The next moment after `now` at which any of the items starts or stops being live (ms), or
 * Infinity: until then, which of them are live cannot change without a write.
 */
export function nextLiveChange(items: readonly LiveWindow[], now: Date = new Date()): number {
  const at = now.getTime();
  let next = Infinity;
  for (const item of items) {
    const window = publishWindow(item);
    if (!window) continue;
    // isLive compares the end inclusively: it stops being live just after it.
    for (const change of [window.start, window.end + 1]) {
      if (Number.isFinite(change) && change > at && change < next) next = change;
    }
  }
  return next;
}
