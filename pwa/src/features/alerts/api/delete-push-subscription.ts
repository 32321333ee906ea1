import type { PushSubscriptionRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';

/** Stops the alerts of one of the person's devices: the server sends it none from now on. */
export function deletePushSubscription(pushsubscriptionUid: string): Promise<PushSubscriptionRecord> {
  return api.delete<PushSubscriptionRecord>(`push-subscriptions/${encodeURIComponent(pushsubscriptionUid)}`);
}
