import { useSavedList } from '@/offline/use-saved-list.ts';
import { emergencyBroadcasts } from '@/data/emergency-broadcasts/api/get-emergency-broadcasts.ts';

/**
 * For the broadcasts screen: the saved history at once (also offline), then the server's.
 * Apart from the banner's hook (use-last-known-broadcast.ts), which shows the server's answer
 * and reads the saved copy only while the server cannot be asked.
 */
export function useSavedEmergencyBroadcasts() {
  return useSavedList(emergencyBroadcasts, undefined);
}
