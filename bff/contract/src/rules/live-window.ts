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
 * A post is live when it is flagged published and now lies within its window.
 * UNPUBLISHED (or no start) never starts; INDEFINITE (or no end) never ends.
 */
export function isLive(item: LiveWindow, now: Date = new Date()): boolean {
  if (!item.published) return false;
  const start = item.publish_start;
  if (!start || start === UNPUBLISHED) return false;
  const at = now.getTime();
  if (start !== INDEFINITE) {
    const startTime = toTime(start);
    if (startTime === null || at < startTime) return false;
  }
  const end = item.publish_end;
  if (!end || end === INDEFINITE) return true;
  if (end === UNPUBLISHED) return false;
  const endTime = toTime(end);
  return endTime !== null && at <= endTime;
}

/** The moment a live item stops being live, or null when it never ends. */
export function liveUntil(item: LiveWindow): Date | null {
  const end = item.publish_end;
  if (!end || end === INDEFINITE || end === UNPUBLISHED) return null;
  const endTime = toTime(end);
  return endTime === null ? null : new Date(endTime);
}

/**
 * The next moment after `now` at which any of the items starts or stops being live (ms), or
 * Infinity: until then, which of them are live cannot change without a write.
 */
export function nextLiveChange(items: readonly LiveWindow[], now: Date = new Date()): number {
  const at = now.getTime();
  let next = Infinity;
  for (const item of items) {
    if (!item.published) continue;
    for (const bound of [item.publish_start, item.publish_end]) {
      if (!bound || bound === INDEFINITE || bound === UNPUBLISHED) continue;
      const time = toTime(bound);
      // isLive compares the end inclusively: it stops being live just after it.
      const change = time === null ? null : bound === item.publish_end ? time + 1 : time;
      if (change !== null && change > at && change < next) next = change;
    }
  }
  return next;
}
