import type { PortalUser } from '../auth/portal-users.ts';
import { ApiError } from '../errors.ts';
import { can } from '../policies/authorize.ts';
import { createCalendarEvents } from './calendar-events.ts';
import type { ModelDeps } from './model-deps.ts';
import { personalMarks } from './personal-marks.ts';
import { createPosts } from './posts.ts';
import { FAVOURITE_POPULATE, type Favourite } from './records/favourite.ts';

export type { Favourite };

/** What a favourite is of: a notice or a calendar event, by id. */
export type FavouriteItem = { post: string } | { calendarEvent: string };

/**
 * Favourites (reader spec 2.1: favourite notices and calendar events): each person's own,
 * cached for them alone (read-cache/personal-reads.ts), decided by policies/mark.ts; an item is
 * favourited only when the person may read it, by the same rule as its own screen.
 */
export function createFavourites(deps: Pick<ModelDeps, 'cms' | 'shared' | 'personal' | 'config' | 'now'>) {
  const { cms, personal } = deps;
  const posts = createPosts(deps);
  const calendarEvents = createCalendarEvents(deps);

  const marks = personalMarks(deps, {
    kind: 'favourites',
    populate: FAVOURITE_POPULATE,
    hasItem: (mark) => Boolean(mark.post || mark.calendar_event),
    relationOf: (item: FavouriteItem) =>
      'post' in item ? { relation: 'post', documentId: item.post } : { relation: 'calendar_event', documentId: item.calendarEvent },
    findReadable: (person, item) => ('post' in item ? posts.findReadable(person, item.post) : calendarEvents.findReadable(person, item.calendarEvent)),
  });

  return {
    /** The person's favourites, newest first; one whose notice or event was deleted has nothing left to show and is left out. */
    ownBy: marks.ownBy,

    /** Favourites a notice or event once (personal-marks.ts): 404, storing nothing, when the person may not read it. */
    add: marks.add,

    /**
     * Deletes the person's favourite of this id. Looked for among their own only, and decided by
     * policies/mark.ts: someone else's answers exactly as an unknown or already deleted one
     * (nothing happens, which an offline delete's replay relies on) and stays.
     */
    async removeOwn(person: PortalUser, id: string): Promise<void> {
      const found = await cms.find<Favourite>('favourites', {
        filters: { documentId: { $eq: id }, portal_user: { documentId: { $eq: person.documentId } } },
        populate: FAVOURITE_POPULATE,
        pagination: { pageSize: 1 },
      });
      const [favourite] = found.data;
      if (!favourite || !can(person, 'mark.remove', favourite)) return;
      await cms.remove('favourites', favourite.documentId).catch((error: unknown) => {
        // Deleted meanwhile (another device of theirs): as asked.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      });
      personal.forget('favourites', person);
    },
  };
}

export type Favourites = ReturnType<typeof createFavourites>;
