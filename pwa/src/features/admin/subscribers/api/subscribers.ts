import type { SubscribedUserRecord, SubscribedUserWrite } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { getPage, type ApiPage } from '@/lib/api-page.ts';

/** Rows of one page of the subscribers table. */
export const SUBSCRIBERS_PAGE_SIZE = 10;

/** The Filter button's name and email, as applied (empty: no filter). */
export type SubscribersFilter = { name: string; email: string };

const subscribersKey = ['admin-subscribed-users'] as const;

function getSubscribers(filter: SubscribersFilter, page: number, signal: AbortSignal): Promise<ApiPage<SubscribedUserRecord[]>> {
  return getPage<SubscribedUserRecord[]>('subscribedusers/', {
    query: { name: filter.name || undefined, email: filter.email || undefined, page, page_size: SUBSCRIBERS_PAGE_SIZE },
    signal,
  });
}

/** One page of the campus's subscribers, newest first, filtered and paged on the server. */
export function useSubscribers(filter: SubscribersFilter, page: number) {
  return useQuery({
    queryKey: [...subscribersKey, filter, page],
    queryFn: ({ signal }) => getSubscribers(filter, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

type SaveSubscriber = { subscriberUid?: string; data: SubscribedUserWrite };

export function useSaveSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subscriberUid, data }: SaveSubscriber) =>
      subscriberUid
        ? api.put<SubscribedUserRecord>(`subscribedusers/${encodeURIComponent(subscriberUid)}`, { data })
        : api.post<SubscribedUserRecord>('subscribedusers', { data }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscribersKey }),
  });
}

export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscriberUid: string) => api.delete<SubscribedUserRecord>(`subscribedusers/${encodeURIComponent(subscriberUid)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscribersKey }),
  });
}
