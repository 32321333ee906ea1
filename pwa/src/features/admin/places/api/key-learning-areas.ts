import type { KeyLearningAreaRecord } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** The key learning areas a place can belong to (reader spec 7 `key-learning-area`); the school rarely changes them. */
export function useKeyLearningAreas() {
  return useQuery({
    queryKey: ['admin-key-learning-areas'],
    queryFn: ({ signal }) => api.get<KeyLearningAreaRecord[]>('key-learning-area/', { signal }),
    staleTime: 10 * 60_000,
  });
}
