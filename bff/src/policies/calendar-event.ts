import { AUDIENCE_KINDS, canRead, type AudienceKind } from '@portal/contract';
import type { CalendarEvent } from '../models/records/calendar-event.ts';
import { definePolicy, ofOwnCampus } from './policy.ts';
import { readerOf } from './reader.ts';

const KINDS: readonly string[] = AUDIENCE_KINDS;

/** The event's audience kinds: its list is JSON edited in the CMS, so only the kinds there are count. */
const audienceKindsOf = (event: CalendarEvent): AudienceKind[] =>
  Array.isArray(event.user_types) ? event.user_types.filter((kind): kind is AudienceKind => KINDS.includes(kind)) : [];

/**
 * Calendar events (reader spec: the calendar, its feed, favourites of events). A refusal
 * answers as an event that does not exist: an id is no key.
 * - `read`: an event is for a reader when it is of their campus, or for every campus (an event
 *   without a campus is the whole school's, read by everyone: the one exception to
 *   `ofOwnCampus`, made here on purpose), and its user types include theirs (none listed:
 *   everyone).
 */
export const calendarEventPolicy = definePolicy<CalendarEvent>()({
  read: {
    refuse: 'not-found',
    allow: (person, event) =>
      (event.campus == null || ofOwnCampus(person, event)) &&
      canRead(readerOf(person), { user_types: audienceKindsOf(event), group_names: [], for_carer_only: false }),
  },
});
