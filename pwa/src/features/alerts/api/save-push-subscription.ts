import type { PushSubscriptionInput, PushSubscriptionRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';

/**
 * Tells the server where this device's alerts go: the browser's subscription as it gives it
 * (`PushSubscription.toJSON()`). Sending the same endpoint again updates it, so the app sends
 * it on every start: push services end subscriptions without telling the page (iOS does).
 */
export function savePushSubscription(subscription: PushSubscriptionJSON): Promise<PushSubscriptionRecord> {
  return api.post<PushSubscriptionRecord>('push-subscriptions', { data: subscription as PushSubscriptionInput });
}
