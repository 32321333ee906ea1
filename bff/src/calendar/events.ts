import type { Campus, CalendarRange } from '@portal/contract';
import { eventOverlaps } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import { notFound } from '../errors.ts';
import type { CalendarEvent } from '../models/records/calendar-event.ts';
import { can } from '../policies/authorize.ts';

/**
 * The events of a campus (the read cache's set, in start order) that a person may see in a
 * range of the campus's school days: audience and overlap decided by the contract's rules.
 */
export function eventsFor(events: CalendarEvent[], user: PortalUser, campus: Campus, range: CalendarRange, timeZone: string): CalendarEvent[] {
  return events.filter((event) => can(user, 'calendar-event.read', event) && eventOverlaps(event, range, timeZone));
}

/** One event for this reader, or 404 whether it does not exist or is not meant for them. */
export function readableEvent(events: CalendarEvent[], user: PortalUser, campus: Campus, id: string): CalendarEvent {
  const event = events.find((candidate) => candidate.documentId === id);
  if (!event || !can(user, 'calendar-event.read', event)) throw notFound();
  return event;
}
