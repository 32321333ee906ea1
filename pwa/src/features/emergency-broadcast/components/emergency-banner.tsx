import { lazy, Suspense } from 'react';
import { AlertIcon } from '@/components/ui/icons.tsx';
import { useEmergencyBroadcasts } from '@/data/emergency-broadcasts/api/get-emergency-broadcasts.ts';
import './emergency-banner.css';

/** Most visits have no emergency: the scrolling message's code loads only when there is one. */
const ScrollingText = lazy(() => import('./scrolling-text.tsx').then(({ ScrollingText: Text }) => ({ default: Text })));

/**
 * Spec 2.4: shown only when the first (newest) broadcast has status true. A failed call
 * shows nothing: the banner must never block the portal. While the scrolling code loads the
 * message stands still in the same box, so neither the banner nor the screen below moves.
 */
export function EmergencyBanner() {
  const { data } = useEmergencyBroadcasts();
  const current = data?.[0];
  if (!current?.status) return null;
  return (
    <section className="emergency-banner" aria-label="Emergency broadcast">
      <AlertIcon className="emergency-banner__icon" />
      <Suspense fallback={<p className="emergency-banner__waiting">{current.message}</p>}>
        <ScrollingText text={current.message} />
      </Suspense>
    </section>
  );
}
