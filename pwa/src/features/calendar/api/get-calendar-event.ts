import type { CalendarEventRecord } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client.ts';
import { readCachedEvent, removeCachedEvent, saveCachedEvent, writeToCache } from '@/offline/lists.ts';
import { useCacheFirst } from '@/offline/use-cache-first.ts';

/** One event; 404 when it does not exist or is not for this reader. */
export async function getCalendarEvent(eventId: string): Promise<CalendarEventRecord> {
  const records = await api.get<CalendarEventRecord[] | CalendarEventRecord>(`calendar/${encodeURIComponent(eventId)}`);
  const event = Array.isArray(records) ? records[0] : records;
  if (!event) throw new ApiError(404, 'No records found!');
  return event;
}

export function getCalendarEventQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: ['calendar', eventId],
    queryFn: async () => {
      try {
        const event = await getCalendarEvent(eventId);
        await writeToCache((db) => saveCachedEvent(db, event));
        return event;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) await writeToCache((db) => removeCachedEvent(db, eventId));
        throw error;
      }
    },
  });
}

export function useCalendarEvent(eventId: string) {
  return useCacheFirst({
    cacheKey: `event:${eventId}`,
    readCache: (db) => readCachedEvent(db, eventId),
    query: getCalendarEventQueryOptions(eventId),
  });
}
