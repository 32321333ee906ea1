import { Trans, useLingui } from '@lingui/react/macro';
import { DateDisplay } from './date-display.tsx';
import './last-updated.css';

/** How fresh a saved copy on screen is (a saved list or record's updatedAt and stale). */
export type SavedCopy = { updatedAt: number | null; stale: boolean };

/**
 * One 'Last updated' for a screen showing several saved copies: the oldest copy's time, and
 * 'could not refresh' when any of them could not.
 */
export function oldestCopy(copies: readonly SavedCopy[]): { at: number | null; stale: boolean } {
  const times = copies.flatMap((copy) => (copy.updatedAt === null ? [] : [copy.updatedAt]));
  return { at: times.length > 0 ? Math.min(...times) : null, stale: copies.some((copy) => copy.stale) };
}

/**
 * Under lists that are saved for offline reading: when the shown copy left the server, so a
 * person reading on the bus knows how fresh it is. A screen shows it once.
 */
export function LastUpdated({ at, stale = false }: { at: number | null; stale?: boolean }) {
  const { t } = useLingui();
  if (at === null) return null;
  return (
    <p className="last-updated">
      <Trans>
        Last updated <DateDisplay value={at} withTime />
      </Trans>
      {stale ? <span> {t`(could not refresh: showing saved content)`}</span> : null}
    </p>
  );
}
