import { EMPTY, type CalendarEventRecord } from '@portal/contract';
import { ApiError, api } from '@/lib/api-client.ts';
import type { SavedRecord } from '@/offline/saved-list.ts';
import { useSavedRecord } from '@/offline/use-saved-list.ts';
import { CALENDAR_LIST_NAME, eventsTable } from '../offline.ts';

/** One event; 404 when it does not exist or is not for this reader. */
async function getCalendarEvent(eventId: string): Promise<CalendarEventRecord> {
  const records = await api.get<CalendarEventRecord[] | CalendarEventRecord>(`calendar/${encodeURIComponent(eventId)}`);
  const event = Array.isArray(records) ? records[0] : records;
  if (!event) throw new ApiError(404, EMPTY.noRecords);
  return event;
}

const savedEvent: SavedRecord<CalendarEventRecord, 'EVENT_ID'> = {
  table: eventsTable,
  listName: () => CALENDAR_LIST_NAME,
  queryKey: (eventId) => ['calendar', eventId],
  fetch: getCalendarEvent,
  inPersonsLanguage: true,
};

export function useCalendarEvent(eventId: string) {
  return useSavedRecord(savedEvent, eventId);
}
