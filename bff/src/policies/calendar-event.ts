import { AUDIENCE_KINDS, canRead, type AudienceKind, type Campus } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import type { CmsCalendarEvent } from '../presenters/calendar-event.ts';
import { readerOf } from './reader.ts';

const KINDS: readonly string[] = AUDIENCE_KINDS;

/**
 * A calendar event is for a reader when it belongs to the campus they are on (or to every
 * campus) and its user types include theirs (none listed: everyone). Decided per event,
 * after loading it: an id is no key.
 */
export function canReadEvent(user: PortalUser, campus: Campus, event: CmsCalendarEvent): boolean {
  if (event.campus && event.campus !== campus) return false;
  const userTypes = Array.isArray(event.user_types) ? event.user_types.filter((kind): kind is AudienceKind => KINDS.includes(kind)) : [];
  return canRead(readerOf(user), { user_types: userTypes, group_names: [], for_carer_only: false });
}
