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
