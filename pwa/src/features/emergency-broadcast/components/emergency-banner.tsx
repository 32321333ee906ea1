import { lazy } from 'react';
import { useEmergencyBroadcasts } from '../api/get-emergency-broadcasts.ts';
import './emergency-banner.css';

/** Most visits have no emergency: the banner's code loads only when there is one. */
const BroadcastBanner = lazy(() => import('./broadcast-banner.tsx'));

/**
 * Spec 2.4: shown only when the first (newest) broadcast has status true. A failed call
 * shows nothing: the banner must never block the portal. It suspends while its code loads:
 * the shell holds the screen back meanwhile, so the banner never pushes it down.
 */
export function EmergencyBanner() {
  const { data } = useEmergencyBroadcasts();
  const current = data?.[0];
  if (!current?.status) return null;
  return <BroadcastBanner message={current.message} />;
}
