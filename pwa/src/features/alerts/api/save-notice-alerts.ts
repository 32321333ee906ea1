import type { NoticeAlertChoice, UserRecord } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * The choice saved during this visit, by username: the user record read at sign-in holds the
 * one from before, so the Alerts dialog opened again shows what was saved since.
 */
export const noticeAlertsKey = (username: string) => ['notice-alerts', username] as const;

/** `PUT users/{username}/alerts`: whether new notices alert the person's devices at once. */
async function saveNoticeAlerts(username: string, choice: NoticeAlertChoice): Promise<NoticeAlertChoice> {
  const records = await api.put<UserRecord[]>(`users/${encodeURIComponent(username)}/alerts`, {
    data: { notice_alerts: choice },
  });
  return records[0]?.notice_alerts ?? choice;
}

export function useSaveNoticeAlerts(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: NoticeAlertChoice) => saveNoticeAlerts(username, choice),
    onSuccess: (saved) => queryClient.setQueryData(noticeAlertsKey(username), saved),
  });
}
