import type { TranslationCountRecord } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** How many live or coming posts each language lacks: what a translation's save or delete changes. */
export const translationCountsKey = ['admin-post-translation-counts'] as const;

/**
 * For each language, how many of the campus's live or coming published posts have no
 * translation in it, and how many only a machine's (issue 28).
 */
export function useTranslationCounts() {
  return useQuery({
    queryKey: translationCountsKey,
    queryFn: ({ signal }): Promise<TranslationCountRecord[]> =>
      api.get<TranslationCountRecord[]>('posts/translation-counts', { signal }),
    staleTime: 0,
  });
}
