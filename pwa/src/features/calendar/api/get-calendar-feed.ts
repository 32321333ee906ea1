import type { CalendarFeedRecord } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/**
 * The person's calendar feed: an ICS address with a secret token, for subscribing from
 * Google, Outlook or Apple Calendar. Never saved for offline use (it is a credential of
 * sorts), so it shows only online.
 */
async function getCalendarFeed(): Promise<CalendarFeedRecord> {
  const records = await api.get<CalendarFeedRecord | CalendarFeedRecord[]>('calendar/feed');
  const feed = Array.isArray(records) ? records[0] : records;
  if (!feed) throw new Error('The calendar feed answer was empty');
  return feed;
}

export function getCalendarFeedQueryOptions() {
  return queryOptions({ queryKey: ['calendar-feed'], queryFn: getCalendarFeed, staleTime: 10 * 60_000 });
}

export function useCalendarFeed() {
  return useQuery(getCalendarFeedQueryOptions());
}
