import type { Campus, CalendarRange } from '@portal/contract';
import { eventOverlaps } from '@portal/contract';
import type { CmsClient } from '../cms/cms-client.ts';
import type { PortalUser } from '../auth/portal-users.ts';
import { notFound } from '../errors.ts';
import { canReadEvent } from '../policies/calendar-event.ts';
import type { CmsCalendarEvent } from '../presenters/calendar-event.ts';

/**
 * The events of a campus in a range that a person may see, by start time. The CMS narrows by
 * campus and dates; audience (a JSON list, not filterable on both databases) and the exact
 * overlap are decided here by the contract's rules.
 */
export async function findEventsFor(cms: CmsClient, user: PortalUser, campus: Campus, range: CalendarRange): Promise<CmsCalendarEvent[]> {
  const conditions: object[] = [{ $or: [{ campus: { $eq: campus } }, { campus: { $null: true } }] }];
  if (range.to) conditions.push({ event_start: { $lte: range.to.toISOString() } });
  if (range.from) {
    const from = range.from.toISOString();
    conditions.push({ $or: [{ event_end: { $gte: from } }, { event_start: { $gte: from } }] });
  }
  const events = await cms.findAll<CmsCalendarEvent>('calendar-events', {
    filters: { $and: conditions },
    sort: ['event_start:asc', 'title:asc'],
  });
  return events.filter((event) => canReadEvent(user, campus, event) && eventOverlaps(event, range));
}

/** One event for this reader, or 404 whether it does not exist or is not meant for them. */
export async function findReadableEvent(cms: CmsClient, user: PortalUser, campus: Campus, id: string): Promise<CmsCalendarEvent> {
  const event = await cms.findOne<CmsCalendarEvent>('calendar-events', id);
  if (!canReadEvent(user, campus, event)) throw notFound();
  return event;
}
