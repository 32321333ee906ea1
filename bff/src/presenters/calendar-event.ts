import { htmlToPlainText, readerPaths, type CalendarEventRecord, type CalendarFeedRecord, type EventTextsRecord, type IcsEvent, type Language } from '@portal/contract';
import type { CalendarEvent } from '../models/records/calendar-event.ts';
import { presentRichText } from './rich-text.ts';
import { readerTranslation } from './content-translation.ts';

/**
 * An event's title and description in the reader's language (issue 28): from its translation
 * there when it has one, else the English; how they came to be in that language; and when
 * what the reader gets last changed (a translation may be newer than the event).
 */
function textsFor(event: CalendarEvent, language: Language): { texts: EventTextsRecord; note: CalendarEventRecord['translation']; changedAt: string } {
  const english = (): EventTextsRecord => ({ title: event.title, description: presentRichText(event, 'description') });
  const { row, note } = readerTranslation(event.localizations, language, english);
  if (!row) return { texts: english(), note, changedAt: event.updatedAt };
  const changedAt = Date.parse(row.updatedAt) > Date.parse(event.updatedAt) ? row.updatedAt : event.updatedAt;
  return { texts: { title: row.title, description: presentRichText(row, 'description') }, note, changedAt };
}

/** An event for a reader, in their language. */
export function presentCalendarEvent(event: CalendarEvent, language: Language): CalendarEventRecord {
  const { texts, note } = textsFor(event, language);
  return {
    EVENT_ID: event.documentId,
    title: texts.title,
    description: texts.description,
    location: event.location ?? '',
    event_start: event.event_start,
    event_end: event.event_end,
    all_day: event.all_day ?? false,
    category: event.category,
    translation: note,
  };
}

/** The event as an iCalendar VEVENT in the reader's language; `origin` is the portal's, for the link back to the event. */
export function icsEventOf(event: CalendarEvent, origin: string, language: Language): IcsEvent {
  const { texts, changedAt } = textsFor(event, language);
  return {
    uid: `${event.documentId}@school-portal`,
    title: texts.title,
    description: htmlToPlainText(texts.description),
    location: event.location ?? '',
    start: event.event_start,
    end: event.event_end,
    allDay: event.all_day ?? false,
    categories: event.category ? [event.category] : [],
    url: `${origin}${readerPaths.calendarEventDetails.href({ id: event.documentId })}`,
    lastModified: changedAt,
  };
}

/** The feed's address holds its secret: it is built here and nowhere logged. */
export function presentCalendarFeed(feed: { token: string; created_at: string }, origin: string): CalendarFeedRecord {
  return { url: `${origin}/api/calendar/feed/${feed.token}.ics`, created_at: feed.created_at };
}
