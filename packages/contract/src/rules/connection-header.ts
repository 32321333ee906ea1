import { isLive, type PublishBound } from './live-window.ts';

export type HeaderWindow = { publish_start: PublishBound; publish_end: PublishBound; created_at: string };

/**
 * Connection headers have no published flag: a header is live while now lies within its
 * publish window (UNPUBLISHED never starts, INDEFINITE never ends, as for posts).
 */
export function isHeaderLive(header: Omit<HeaderWindow, 'created_at'>, now: Date = new Date()): boolean {
  return isLive({ published: true, publish_start: header.publish_start, publish_end: header.publish_end }, now);
}

/** The header the Connections screen shows: the live one created last, or null. */
export function latestLiveHeader<T extends HeaderWindow>(headers: readonly T[], now: Date = new Date()): T | null {
  let latest: T | null = null;
  for (const header of headers) {
    if (!isHeaderLive(header, now)) continue;
    if (!latest || Date.parse(header.created_at) > Date.parse(latest.created_at)) latest = header;
  }
  return latest;
}
