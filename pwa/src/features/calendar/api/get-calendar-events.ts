import { eventOverlaps, eventTimes, type CalendarEventRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { schoolTimeZone } from '@/lib/school-time-zone.ts';
import { savedListQuery, type SavedList } from '@/offline/saved-list.ts';
import { useSavedList } from '@/offline/use-saved-list.ts';
import { dayKey, wholeDays, type DayRange } from '../lib/calendar-dates.ts';
import { CALENDAR_LIST_NAME, eventsTable } from '../offline.ts';

/** Events overlapping the days from..to (YYYY-MM-DD) that this reader may see. */
function getCalendarEvents(range: { from: string; to: string }): Promise<CalendarEventRecord[]> {
  return api.get<CalendarEventRecord[]>('calendar/', { query: range });
}

/**
 * The events of a window of days. The server's answer replaces the saved events of that
 * window (an event cancelled since the last visit disappears); events outside it stay.
 */
export const calendarEvents: SavedList<CalendarEventRecord, 'EVENT_ID', DayRange> = {
  table: eventsTable,
  name: () => CALENDAR_LIST_NAME,
  rows: (table, range) => {
    const days = wholeDays(range);
    return table.filter((event) => eventOverlaps(event, days, schoolTimeZone()));
  },
  order: (a, b) =>
    eventTimes(a, schoolTimeZone()).start - eventTimes(b, schoolTimeZone()).start || a.title.localeCompare(b.title),
  queryKey: (range) => ['calendar', { from: dayKey(range.from), to: dayKey(range.to) }],
  fetch: (range) => getCalendarEvents({ from: dayKey(range.from), to: dayKey(range.to) }),
  inPersonsLanguage: true,
};

export function getCalendarEventsQueryOptions(range: DayRange) {
  return savedListQuery(calendarEvents, range);
}

/** Saved events of the window at once (also offline), then the server's. */
export function useCalendarEvents(range: DayRange) {
  return useSavedList(calendarEvents, range);
}
