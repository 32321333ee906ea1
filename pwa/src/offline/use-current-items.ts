import { useEffect, useMemo, useState } from 'react';

/**
 * A feature's expiry rule: which of its records show now, and the next moment (ms, or
 * Infinity) at which that can change without new data. The rules themselves live in
 * @portal/contract, so the device expires a saved copy exactly when the server would stop
 * sending it.
 */
export type CurrentRule<R> = {
  isCurrent: (record: R, now: Date) => boolean;
  nextChange: (records: readonly R[], now: Date) => number;
};

/** setTimeout cannot wait longer than this (about 24.8 days); longer waits are re-armed. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The items current now by the rule, and again at each change it foresees, with no network call. */
export function useCurrentItems<R>(items: readonly R[] | undefined, rule: CurrentRule<R> | undefined): readonly R[] | undefined {
  // Bumped by the timer; the filter itself always reads the clock.
  const [tick, setTick] = useState(0);

  const filtered = useMemo(() => {
    if (!items || !rule) return items ? { at: 0, visible: items } : undefined;
    const at = Date.now();
    return { at, visible: items.filter((item) => rule.isCurrent(item, new Date(at))) };
    // tick re-runs the filter when a record's window opens or closes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, rule, tick]);

  useEffect(() => {
    if (!items || !rule || !filtered) return;
    // Measured from the moment the shown list was filtered, not from now: a window that
    // closed in between still gets its (immediate) re-render.
    const next = rule.nextChange(items, new Date(filtered.at));
    if (!Number.isFinite(next)) return;
    const wait = Math.max(0, Math.min(next - Date.now(), MAX_TIMER_MS));
    const timer = window.setTimeout(() => setTick((value) => value + 1), wait);
    return () => window.clearTimeout(timer);
  }, [items, rule, filtered]);

  return filtered?.visible;
}
