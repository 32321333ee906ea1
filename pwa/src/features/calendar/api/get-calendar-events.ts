import type { CalendarEventRecord } from '@portal/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { readEventsInRange, replaceEventsInRange, writeToCache } from '@/offline/lists.ts';
import { useCacheFirst } from '@/offline/use-cache-first.ts';
import { calendarRange } from '../lib/calendar-address.ts';
import { dayKey, rangeTimes, startOfDay, type DayRange } from '../lib/calendar-dates.ts';

/** Events overlapping the days from..to (YYYY-MM-DD) that this reader may see. */
export function getCalendarEvents(range: { from: string; to: string }): Promise<CalendarEventRecord[]> {
  return api.get<CalendarEventRecord[]>('calendar/', { query: range });
}

export function getCalendarEventsQueryOptions(range: DayRange) {
  const from = dayKey(range.from);
  const to = dayKey(range.to);
  return queryOptions({
    queryKey: ['calendar', { from, to }],
    queryFn: async () => {
      const events = await getCalendarEvents({ from, to });
      // The answer replaces the saved events of this window (cancelled ones disappear).
      await writeToCache((db) => replaceEventsInRange(db, rangeTimes(range), events));
      return events;
    },
  });
}

/** The calendar's first call for the address it opens on, made before its screen's code has loaded. */
export function prefetchCalendarEvents(client: QueryClient, url: URL): void {
  void client.prefetchQuery(getCalendarEventsQueryOptions(calendarRange(url.searchParams, startOfDay(new Date()))));
}

/** Saved events of the window at once (also offline), then the server's. */
export function useCalendarEvents(range: DayRange) {
  const times = rangeTimes(range);
  return useCacheFirst({
    cacheKey: `calendar:${times.from}:${times.to}`,
    readCache: (db) => readEventsInRange(db, times),
    query: getCalendarEventsQueryOptions(range),
  });
}
