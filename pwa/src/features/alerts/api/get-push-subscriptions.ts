import type { PushSubscriptionRecord } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const PUSH_SUBSCRIPTIONS_KEY = ['push-subscriptions'];

/** The devices the person gets alerts on, each with its push endpoint (how the app finds its own). */
export function getPushSubscriptions(): Promise<PushSubscriptionRecord[]> {
  return api.get<PushSubscriptionRecord[]>('push-subscriptions');
}

export function usePushSubscriptions() {
  return useQuery({ queryKey: PUSH_SUBSCRIPTIONS_KEY, queryFn: getPushSubscriptions });
}
