import { AS_WRITTEN, htmlToPlainText, readerPaths, type CalendarEventRecord, type CalendarFeedRecord, type IcsEvent } from '@portal/contract';
import type { CalendarEvent } from '../models/records/calendar-event.ts';
import { presentRichText } from './rich-text.ts';

export function presentCalendarEvent(event: CalendarEvent): CalendarEventRecord {
  return {
    EVENT_ID: event.documentId,
    title: event.title,
    description: presentRichText(event, 'description'),
    location: event.location ?? '',
    event_start: event.event_start,
    event_end: event.event_end,
    all_day: event.all_day ?? false,
    category: event.category,
    translation: AS_WRITTEN,
  };
}

/** The event as an iCalendar VEVENT; `origin` is the portal's, for the link back to the event. */
export function icsEventOf(event: CalendarEvent, origin: string): IcsEvent {
  return {
    uid: `${event.documentId}@school-portal`,
    title: event.title,
    description: htmlToPlainText(event.description ?? ''),
    location: event.location ?? '',
    start: event.event_start,
    end: event.event_end,
    allDay: event.all_day ?? false,
    categories: event.category ? [event.category] : [],
    url: `${origin}${readerPaths.calendarEventDetails.href({ id: event.documentId })}`,
    lastModified: event.updatedAt,
  };
}

/** The feed's address holds its secret: it is built here and nowhere logged. */
export function presentCalendarFeed(feed: { token: string; created_at: string }, origin: string): CalendarFeedRecord {
  return { url: `${origin}/api/calendar/feed/${feed.token}.ics`, created_at: feed.created_at };
}
