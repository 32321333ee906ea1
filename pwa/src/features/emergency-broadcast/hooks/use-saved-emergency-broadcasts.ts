import { useSavedList } from '@/offline/use-saved-list.ts';
import { emergencyBroadcasts } from '@/data/emergency-broadcasts/api/get-emergency-broadcasts.ts';

/**
 * For the broadcasts screen: the saved history at once (also offline), then the server's.
 * Apart from the banner's hook because it reads the device's database, which the chrome
 * does not wait for.
 */
export function useSavedEmergencyBroadcasts() {
  return useSavedList(emergencyBroadcasts, undefined);
}
