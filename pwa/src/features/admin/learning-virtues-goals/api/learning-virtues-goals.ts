import { LEARNING_VIRTUES_GOALS_REFRESH_MS, type QueueStatisticsRecord } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { getPage, type ApiPage } from '@/lib/api-page.ts';

/** Rows of one page of the requests table. */
export const REQUESTS_PAGE_SIZE = 10;

const requestsKey = ['admin-learning-virtues-goals-requests'] as const;

/** The admin spec 7 query of a request: year, term, year group (13: the one student of `username`). */
export type LearningVirtuesGoalsRequest = { selected_year: number; semester: number; year: number; username?: string };

/** One page of the campus's requests, newest first, asked for again every 5 s (admin spec 9) while the tab is open. */
export function useLearningVirtuesGoalsRequests(page: number) {
  return useQuery({
    queryKey: [...requestsKey, page],
    queryFn: ({ signal }) => getPage<QueueStatisticsRecord[]>('queuestatistics/', { query: { page, page_size: REQUESTS_PAGE_SIZE }, signal }),
    staleTime: 0,
    refetchInterval: LEARNING_VIRTUES_GOALS_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export function useRequestLearningVirtuesGoalsPdfs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: LearningVirtuesGoalsRequest) => api.post<{ message: string; queuestatistics: QueueStatisticsRecord }>('learning-virtues-pdf/', undefined, { query }),
    onSuccess: ({ queuestatistics }) => {
      // The answer is the request as queued (Pending): it heads the first page at once, and the
      // 5 s refresh shows how it goes on, rather than a fetch that may already find it Complete.
      queryClient.setQueryData<ApiPage<QueueStatisticsRecord[]>>([...requestsKey, 1], (page) =>
        page ? { records: [queuestatistics, ...page.records.filter((record) => record.queuestatisticsUid !== queuestatistics.queuestatisticsUid)].slice(0, REQUESTS_PAGE_SIZE), total: page.total + 1 } : page,
      );
      return queryClient.invalidateQueries({ queryKey: requestsKey, predicate: (query) => query.queryKey[1] !== 1 });
    },
  });
}

export function useRemoveLearningVirtuesGoalsRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uid: string) => api.post<QueueStatisticsRecord>('queuestatistics/remove', undefined, { query: { queuestatisticsUid: uid } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKey }),
  });
}

/** A short-lived link to the request's PDFs as one ZIP; opening it downloads without the token. */
export function useLearningVirtuesGoalsZipLink() {
  return useMutation({
    mutationFn: (uid: string) => api.get<string>(`queuestatistics/${encodeURIComponent(uid)}/`, { query: { generate_zip_signed_url: 'yes' } }),
  });
}
