import type { CalendarFeedRecord } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { getCalendarFeedQueryOptions } from './get-calendar-feed.ts';

/** A new secret: the old address stops working at once (for a link shared by mistake). */
async function rotateCalendarFeed(): Promise<CalendarFeedRecord> {
  const records = await api.post<CalendarFeedRecord | CalendarFeedRecord[]>('calendar/feed/rotate', undefined);
  const feed = Array.isArray(records) ? records[0] : records;
  if (!feed) throw new Error('The calendar feed answer was empty');
  return feed;
}

export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(getCalendarFeedQueryOptions().queryKey, feed),
  });
}
