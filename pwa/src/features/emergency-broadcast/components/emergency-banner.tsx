import { AlertIcon } from '@/components/ui/icons.tsx';
import { useEmergencyBroadcasts } from '../api/get-emergency-broadcasts.ts';
import { ScrollingText } from './scrolling-text.tsx';
import './emergency-banner.css';

/**
 * Spec 2.4: shown only when the first (newest) broadcast has status true. A failed call
 * shows nothing: the banner must never block the portal.
 */
export function EmergencyBanner() {
  const { data } = useEmergencyBroadcasts();
  const current = data?.[0];
  if (!current?.status) return null;
  return (
    <section className="emergency-banner" aria-label="Emergency broadcast">
      <AlertIcon className="emergency-banner__icon" />
      <ScrollingText text={current.message} />
    </section>
  );
}
