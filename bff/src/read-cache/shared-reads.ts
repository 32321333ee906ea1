import { CAMPUSES, INDEFINITE, type Campus } from '@portal/contract';
import type { CmsAll, CmsClient } from '../cms/cms-client.ts';
import { CALENDAR_EVENT_POPULATE, type CalendarEvent } from '../models/records/calendar-event.ts';
import type { Group } from '../models/records/group.ts';
import type { ConnectionHeader } from '../models/records/connection-header.ts';
import type { EmergencyBroadcast } from '../models/records/emergency-broadcast.ts';
import type { PostCategory } from '../models/records/post-category.ts';
import { POST_POPULATE, type Post } from '../models/records/post.ts';
import type { SchoolSettings } from '../models/records/school-setting.ts';
import type { ContentChange } from './change-events.ts';
import type { CachedRead, ReadCache } from './read-cache.ts';
import { createPlaceReads } from './place-reads.ts';

/**
 * What every reader of a campus shares, read from the CMS once and kept until a change event
 * drops it: audience, live window and marks are then decided per request, in memory, with the
 * contract's rules. Nothing personal is kept here.
 *
 * Posts hold every published post of the campus whose window had not ended when they were
 * read, future ones included, so that windows roll over with no event and no CMS call.
 *
 * Posts and events are read as written (their English rows, which the CMS answers unless asked
 * for another language), each with its translations' texts (issue 28): a change to one
 * language's row reaches the BFF under the post's or event's documentId, like any change to it,
 * and reading it again brings every language at once.
 */
/** Changes naming at most this many posts update the cached set; bigger ones read it again. */
const MAX_PATCHED_POSTS = 50;

export function createSharedReads({ cms, cache, now, log = console }: { cms: CmsClient; cache: ReadCache; now: () => Date; log?: Pick<Console, 'warn'> }) {
  const campusKey = (name: string, campus: Campus) => `shared:${name}:${campus}`;

  /** What the posts set holds of a campus: published, and not ended when read. */
  const postFilters = (campus: Campus) => ({
    published: { $eq: true },
    campus: { $eq: campus },
    $or: [{ publish_end: { $eq: INDEFINITE } }, { publish_end: { $null: true } }, { publish_end: { $gte: now().toISOString() } }],
  });

  /**
   * A campus's posts set with the named posts read again: a school's edit touches one post,
   * and reading only it keeps edit-to-visible short however many posts the campus has. The
   * set is replaced, never changed in place, so answers prepared from the old one go with it.
   */
  const patchPosts = (campus: Campus, documentIds: string[]) => async <T>(copy: T): Promise<T> => {
    const set = copy as unknown as CmsAll<Post>;
    const changed = await cms.findAll<Post>('posts', {
      filters: { ...postFilters(campus), documentId: { $in: documentIds } },
      populate: POST_POPULATE,
      sort: ['id:asc'],
    });
    const ids = new Set(documentIds);
    const data = [...set.data.filter((post) => !ids.has(post.documentId)), ...changed.data].sort((a, b) => a.id - b.id);
    return { data, truncated: set.truncated } as unknown as T;
  };

  const reads = {
    posts: (campus: Campus): Promise<CachedRead<CmsAll<Post>>> =>
      cache.read(campusKey('posts', campus), () => cms.findAll<Post>('posts', { filters: postFilters(campus), populate: POST_POPULATE, sort: ['id:asc'] })),

    /** Every event of the campus (and those for every campus): readers page through months. */
    events: (campus: Campus): Promise<CachedRead<CmsAll<CalendarEvent>>> =>
      cache.read(campusKey('events', campus), () =>
        cms.findAll<CalendarEvent>('calendar-events', {
          filters: { $or: [{ campus: { $eq: campus } }, { campus: { $null: true } }] },
          populate: CALENDAR_EVENT_POPULATE,
          sort: ['event_start:asc', 'title:asc', 'id:asc'],
        }),
      ),

    settings: (campus: Campus): Promise<CachedRead<SchoolSettings[]>> =>
      cache.read(campusKey('settings', campus), async () =>
        (await cms.find<SchoolSettings>('school-settings', { filters: { campus: { $eq: campus } }, pagination: { pageSize: 10 } })).data,
      ),

    /** Newest first; a header without a campus belongs to every campus. */
    connectionHeaders: (campus: Campus): Promise<CachedRead<CmsAll<ConnectionHeader>>> =>
      cache.read(campusKey('connection-headers', campus), () =>
        cms.findAll<ConnectionHeader>('connection-headers', {
          filters: { $or: [{ campus: { $eq: campus } }, { campus: { $null: true } }] },
          sort: ['createdAt:desc', 'id:desc'],
        }),
      ),

    /** Newest first (the banner shows the first). */
    emergencyBroadcasts: (campus: Campus): Promise<CachedRead<CmsAll<EmergencyBroadcast>>> =>
      cache.read(campusKey('emergency-broadcasts', campus), () =>
        cms.findAll<EmergencyBroadcast>('emergency-broadcasts', {
          filters: { campus: { $eq: campus } },
          sort: ['createdAt:desc', 'id:desc'],
        }),
      ),

    postCategories: (): Promise<CachedRead<CmsAll<PostCategory>>> =>
      cache.read('shared:post-categories', () =>
        cms.findAll<PostCategory>('post-categories', { sort: ['sort_order:asc', 'categoryname:asc', 'id:asc'] }),
      ),

    groups: (): Promise<CachedRead<CmsAll<Group>>> =>
      cache.read('shared:groups', () => cms.findAll<Group>('groups', { sort: ['grouptype:asc', 'groupname:asc', 'id:asc'] })),
  };

  /** The campuses a change touches: those it names, or all when it names none (a record for every campus). */
  const campusesOf = (change: ContentChange): readonly Campus[] => (change.campuses.length > 0 ? change.campuses : CAMPUSES);

  /** Which shared entries a change of each type makes old. */
  const affected: Record<string, (change: ContentChange) => string[]> = {
    post: (change) => campusesOf(change).map((campus) => campusKey('posts', campus)),
    'calendar-event': (change) => campusesOf(change).map((campus) => campusKey('events', campus)),
    'school-setting': (change) => campusesOf(change).map((campus) => campusKey('settings', campus)),
    'connection-header': (change) => campusesOf(change).map((campus) => campusKey('connection-headers', campus)),
    'emergency-broadcast': (change) => campusesOf(change).map((campus) => campusKey('emergency-broadcasts', campus)),
    // Posts carry their category and groups, so a renamed one changes them too.
    'post-category': () => ['shared:post-categories', ...CAMPUSES.map((campus) => campusKey('posts', campus))],
    group: () => ['shared:groups', ...CAMPUSES.map((campus) => campusKey('posts', campus))],
  };

  /** The read that refills a shared key, so that a change is loaded before the next reader asks. */
  const refill = (key: string): (() => Promise<unknown>) | undefined => {
    const [, name, campus] = key.split(':') as [string, string, Campus | undefined];
    const byName: Record<string, () => Promise<unknown>> = {
      posts: () => reads.posts(campus!),
      events: () => reads.events(campus!),
      settings: () => reads.settings(campus!),
      'connection-headers': () => reads.connectionHeaders(campus!),
      'emergency-broadcasts': () => reads.emergencyBroadcasts(campus!),
      'post-categories': () => reads.postCategories(),
      groups: () => reads.groups(),
    };
    return byName[name];
  };

  /** Places, their pages and what the place view shows (place-reads.ts). */
  const placeReads = createPlaceReads({ cms, cache, log });

  return {
    ...reads,
    placeReads,
    /** Drops exactly the shared entries a change touches, and loads them again at once; answers how many. */
    apply(change: ContentChange): number {
      const placeDrops = placeReads.apply(change);
      const keys = new Set(affected[change.type]?.(change) ?? []);
      if (keys.size === 0) return placeDrops;
      const patchable = change.type === 'post' && change.documentIds.length > 0 && change.documentIds.length <= MAX_PATCHED_POSTS;
      const dropped = patchable
        ? campusesOf(change).flatMap((campus) => {
            const key = campusKey('posts', campus);
            return keys.has(key) ? cache.drop((candidate) => candidate === key, patchPosts(campus, change.documentIds)) : [];
          })
        : cache.drop((key) => keys.has(key));
      for (const key of dropped) {
        refill(key)?.().catch((error: unknown) => log.warn(`Read cache: refilling ${key} failed (${(error as Error).message}); the next read tries again.`));
      }
      return dropped.length + placeDrops;
    },
  };
}

export type SharedReads = ReturnType<typeof createSharedReads>;
