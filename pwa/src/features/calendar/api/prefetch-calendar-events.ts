import type { QueryClient } from '@tanstack/react-query';
import { calendarRange } from '../lib/calendar-address.ts';
import { schoolToday } from '../lib/calendar-dates.ts';
import { getCalendarEventsQueryOptions } from './get-calendar-events.ts';

/**
 * The calendar's first call for the address it opens on, made alongside the download of its
 * screen's code. The router loads this module when /calendar opens, so the home screen does
 * not carry the calendar's date arithmetic.
 */
export function prefetchCalendarEvents(client: QueryClient, url: URL): void {
  void client.prefetchQuery(getCalendarEventsQueryOptions(calendarRange(url.searchParams, schoolToday())));
}
