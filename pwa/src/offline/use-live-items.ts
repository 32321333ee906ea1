import { INDEFINITE, UNPUBLISHED, isLive, liveUntil, type LiveWindow } from '@portal/contract';
import { useEffect, useMemo, useState } from 'react';

/** setTimeout cannot wait longer than this (about 24.8 days); longer waits are re-armed. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The next moment (ms) after `now` at which one of the items starts or stops being live. */
export function nextLiveChange(items: readonly LiveWindow[], now: number): number | null {
  let next: number | null = null;
  const consider = (time: number) => {
    if (time > now && (next === null || time < next)) next = time;
  };
  for (const item of items) {
    if (!item.published) continue;
    const start = item.publish_start;
    if (start && start !== UNPUBLISHED && start !== INDEFINITE) {
      const startTime = Date.parse(start);
      if (!Number.isNaN(startTime)) consider(startTime);
    }
    const end = liveUntil(item);
    // isLive counts the end moment itself as live, so the item goes one millisecond later.
    if (end) consider(end.getTime() + 1);
  }
  return next;
}

/**
 * The items live now, by the contract's rule, and again at each publish start or end: a
 * saved notice disappears at its publish end with no network call, exactly as the server
 * would stop sending it.
 */
export function useLiveItems<T extends LiveWindow>(items: readonly T[] | undefined): T[] | undefined {
  // Bumped by the timer; the filter itself always reads the clock.
  const [tick, setTick] = useState(0);

  const filtered = useMemo(() => {
    if (!items) return undefined;
    const at = Date.now();
    return { at, visible: items.filter((item) => isLive(item, new Date(at))) };
    // tick re-runs the filter when a publish window opens or closes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, tick]);

  useEffect(() => {
    if (!items || !filtered) return;
    // Measured from the moment the shown list was filtered, not from now: a window that
    // closed in between still gets its (immediate) re-render.
    const next = nextLiveChange(items, filtered.at);
    if (next === null) return;
    const wait = Math.max(0, Math.min(next - Date.now(), MAX_TIMER_MS));
    const timer = window.setTimeout(() => setTick((value) => value + 1), wait);
    return () => window.clearTimeout(timer);
  }, [items, filtered]);

  const visible = filtered?.visible;
  return visible;
}
