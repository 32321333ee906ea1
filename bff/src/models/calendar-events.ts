import { eventOverlaps, type CalendarRange } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import type { CmsAll } from '../cms/cms-client.ts';
import { notFound } from '../errors.ts';
import { authorize, can } from '../policies/authorize.ts';
import type { CachedRead } from '../read-cache/read-cache.ts';
import type { ModelDeps } from './model-deps.ts';
import type { CalendarEvent } from './records/calendar-event.ts';

export type { CalendarEvent };

/**
 * Calendar events (reader spec: the calendar, its feed, favourites of events): read from the
 * campus's set the read cache shares between its readers (its events and those for every
 * campus, in start order), each decided by policies/calendar-event.ts for the person asking.
 */
export function createCalendarEvents({ shared, config }: Pick<ModelDeps, 'shared' | 'config'>) {
  return {
    /** The events the person may read that fall in a range of their campus's school days, in start order. */
    async readableIn(person: PortalUser, range: CalendarRange): Promise<CachedRead<CmsAll<CalendarEvent>>> {
      const timeZone = config.timeZones[person.campus];
      const set = await shared.events(person.campus);
      const data = set.value.data.filter((event) => can(person, 'calendar-event.read', event) && eventOverlaps(event, range, timeZone));
      return { value: { data, truncated: set.value.truncated }, staleSince: set.staleSince };
    },

    /** One event for the person, or 404 whether it does not exist or is not meant for them. */
    async findReadable(person: PortalUser, id: string): Promise<CachedRead<CalendarEvent>> {
      const set = await shared.events(person.campus);
      const event = set.value.data.find((candidate) => candidate.documentId === id);
      if (!event) throw notFound();
      authorize(person, 'calendar-event.read', event);
      return { value: event, staleSince: set.staleSince };
    },
  };
}

export type CalendarEvents = ReturnType<typeof createCalendarEvents>;
