import type { AudienceKind } from '@portal/contract';
import type { CmsRecord } from '@portal/cms/types';

/** An event's translations (issue 28): the rows in other languages, their texts only. */
export const CALENDAR_EVENT_POPULATE = {
  localizations: { fields: ['locale', 'title', 'description', 'machine_translated', 'updatedAt'] },
} as const;

/**
 * A school calendar event, its English row with its translations; its audience kinds are a JSON
 * list (none: everyone), its campus none for every campus.
 */
export type CalendarEvent = CmsRecord<
  'api::calendar-event.calendar-event',
  typeof CALENDAR_EVENT_POPULATE,
  { user_types: AudienceKind[] }
>;

/** One of an event's translations, as CALENDAR_EVENT_POPULATE reads it. */
export type CalendarEventTranslationRow = CalendarEvent['localizations'][number];
