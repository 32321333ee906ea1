import type { CalendarEventRecord } from '@portal/contract';
import type { OfflineFeature, SavedTable } from '@/offline/declarations.ts';

/** Every saved event of the calendar's windows (the table of schema 2, unchanged). */
export const eventsTable: SavedTable<CalendarEventRecord, 'EVENT_ID'> = {
  name: 'calendarEvents',
  key: 'EVENT_ID',
  indexes: ['event_start'],
};

/** The saved calendar has one 'Last updated' date, whichever window was asked last. */
export const CALENDAR_LIST_NAME = 'calendarEvents';

export const calendarOffline: OfflineFeature = { tables: [eventsTable] };
