import type { Campus, CalendarRange } from '@portal/contract';
import { eventOverlaps } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import { notFound } from '../errors.ts';
import { canReadEvent } from '../policies/calendar-event.ts';
import type { CmsCalendarEvent } from '../presenters/calendar-event.ts';

/**
 * The events of a campus (the read cache's set, in start order) that a person may see in a
 * range of the campus's school days: audience and overlap decided by the contract's rules.
 */
export function eventsFor(events: CmsCalendarEvent[], user: PortalUser, campus: Campus, range: CalendarRange, timeZone: string): CmsCalendarEvent[] {
  return events.filter((event) => canReadEvent(user, campus, event) && eventOverlaps(event, range, timeZone));
}

/** One event for this reader, or 404 whether it does not exist or is not meant for them. */
export function readableEvent(events: CmsCalendarEvent[], user: PortalUser, campus: Campus, id: string): CmsCalendarEvent {
  const event = events.find((candidate) => candidate.documentId === id);
  if (!event || !canReadEvent(user, campus, event)) throw notFound();
  return event;
}
