import type { WeeklyEmailTextRecord } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

const weeklyEmailTextKey = ['admin-weekly-email-text'] as const;

/** The campus's weekly email text, or null before anyone saved one. */
export function useWeeklyEmailText() {
  return useQuery({
    queryKey: weeklyEmailTextKey,
    queryFn: async ({ signal }) => (await api.get<WeeklyEmailTextRecord[]>('weeklyemailtext/', { signal }))[0] ?? null,
    staleTime: 0,
  });
}

/** What one button saves: the blurb, the exclusion list, or the test addresses. */
export type WeeklyEmailTextSave = { email_text: string } | { except_emails: string } | { test_emails_list: string[] };

/** Saves into the campus's record (PUT), or makes it with the first save (POST). */
export function useSaveWeeklyEmailText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ textUid, data }: { textUid: string | undefined; data: WeeklyEmailTextSave }) =>
      textUid
        ? api.put<WeeklyEmailTextRecord>(`weeklyemailtext/${encodeURIComponent(textUid)}`, { data })
        : api.post<WeeklyEmailTextRecord>('weeklyemailtext', { data }),
    onSuccess: (saved) => queryClient.setQueryData(weeklyEmailTextKey, saved),
  });
}
