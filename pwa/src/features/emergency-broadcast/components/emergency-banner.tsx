import { Trans, useLingui } from '@lingui/react/macro';
import { formatSchoolTime } from '@portal/contract';
import { lazy, Suspense } from 'react';
import { AlertIcon } from '@/components/ui/icons.tsx';
import { formatLocale } from '@/lib/interface-language.ts';
import { schoolTimeZone } from '@/lib/school-time-zone.ts';
import { useLastKnownBroadcast } from '../hooks/use-last-known-broadcast.ts';
import './emergency-banner.css';

/** Most visits have no emergency: the scrolling message's code loads only when there is one. */
const ScrollingText = lazy(() => import('./scrolling-text.tsx').then(({ ScrollingText: Text }) => ({ default: Text })));

const SCHOOL_DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' };

/** When the shown broadcast was last known, at the school, in the language shown: '9:05 am' that day, '5 Dec, 9:05 am' before. */
function knownAt(at: number, now: number): string {
  const zone = schoolTimeZone();
  const sameDay = formatSchoolTime(new Date(at), zone, SCHOOL_DAY) === formatSchoolTime(new Date(now), zone, SCHOOL_DAY);
  const time: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
  return formatSchoolTime(new Date(at), zone, sameDay ? time : { day: 'numeric', month: 'short', ...time }, formatLocale());
}

/** Since when the shown broadcast is known, while the server cannot be asked. */
function AsOf({ at }: { at: number }) {
  const instant = new Date(at).toISOString();
  const time = knownAt(at, Date.now());
  return (
    <span className="emergency-banner__as-of">
      <Trans>
        as of <time dateTime={instant}>{time}</time>
      </Trans>
    </span>
  );
}

/**
 * Spec 2.4: shown only when the first (newest) broadcast has status true. A failed call
 * shows nothing new: the banner must never block the portal. While the server cannot be
 * asked (offline, or its calls failing) the last broadcast known stays, saying since when it
 * is known. While the scrolling code loads the message stands still in the same box, so
 * neither the banner nor the screen below moves.
 */
export function EmergencyBanner() {
  const { t } = useLingui();
  const { newest, asOf } = useLastKnownBroadcast();
  if (!newest?.status) return null;
  return (
    <section className="emergency-banner" aria-label={t`Emergency broadcast`}>
      <AlertIcon className="emergency-banner__icon" />
      {asOf === null ? null : <AsOf at={asOf} />}
      <Suspense fallback={<p className="emergency-banner__waiting" dir="auto">{newest.message}</p>}>
        <ScrollingText key={newest.message} text={newest.message} />
      </Suspense>
    </section>
  );
}
