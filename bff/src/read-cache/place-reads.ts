import { CAMPUSES, type Campus } from '@portal/contract';
import type { CmsAll, CmsClient } from '../cms/cms-client.ts';
import {
  PAGE_POPULATE,
  PLACE_POPULATE,
  type CmsClassroom,
  type CmsCourseTask,
  type CmsCourseUnit,
  type CmsKeyLearningArea,
  type CmsPage,
  type CmsPageType,
  type CmsPlace,
} from '../presenters/place.ts';
import type { CachedRead, ReadCache } from './read-cache.ts';
import type { ContentChange } from './change-events.ts';

const KEYS = {
  places: (campus: Campus) => `shared:places:${campus}`,
  placePages: (placeId: string) => `shared:place-pages:${placeId}`,
  pageTypes: 'shared:page-types',
  keyLearningAreas: 'shared:key-learning-areas',
  courseUnits: (courseId: number) => `shared:course-units:${courseId}`,
  courseTasks: (courseId: number, year: number) => `shared:course-tasks:${courseId}:${year}`,
  classrooms: (courseId: number) => `shared:classrooms:${courseId}`,
};

/**
 * What every reader of a campus shares about places, read once and kept until a change event
 * drops it: the campus's places, each place's pages (one entry a place, deleted pages left
 * out), page types, key learning areas, and each course's units, tasks (a year) and
 * classrooms. Who reads a place, which pages show (hidden, publish period) and who edits are
 * decided per request with the contract's rules. Records hold their relations by id; names
 * come from their own lists, so each change drops only its own type's entries.
 *
 * Pages carry no campus, and a change event names pages, not their place: the place of each
 * page read is remembered, and the CMS is asked for the place of a page it has not seen (a
 * new one) or that may have moved.
 */
export function createPlaceReads({ cms, cache, log = console }: { cms: CmsClient; cache: ReadCache; log?: Pick<Console, 'warn'> }) {
  /** The place of each page read so far (documentIds). */
  const placeOfPage = new Map<string, string>();

  const reads = {
    places: (campus: Campus): Promise<CachedRead<CmsAll<CmsPlace>>> =>
      cache.read(KEYS.places(campus), () =>
        cms.findAll<CmsPlace>('places', { filters: { campus: { $eq: campus } }, populate: PLACE_POPULATE, sort: ['place:asc', 'id:asc'] }),
      ),

    placePages: (placeId: string): Promise<CachedRead<CmsAll<CmsPage>>> =>
      cache.read(KEYS.placePages(placeId), async () => {
        const pages = await cms.findAll<CmsPage>('pages', {
          filters: { place: { documentId: { $eq: placeId } }, is_deleted: { $eq: false } },
          populate: PAGE_POPULATE,
          sort: ['id:asc'],
        });
        for (const page of pages.data) placeOfPage.set(page.documentId, placeId);
        return pages;
      }),

    pageTypes: (): Promise<CachedRead<CmsAll<CmsPageType>>> =>
      cache.read(KEYS.pageTypes, () => cms.findAll<CmsPageType>('page-types', { sort: ['pageType:asc', 'id:asc'] })),

    keyLearningAreas: (): Promise<CachedRead<CmsAll<CmsKeyLearningArea>>> =>
      cache.read(KEYS.keyLearningAreas, () => cms.findAll<CmsKeyLearningArea>('key-learning-areas', { sort: ['key_learning_area:asc', 'id:asc'] })),

    /** By start date (reader spec 2.8). */
    courseUnits: (courseId: number): Promise<CachedRead<CmsAll<CmsCourseUnit>>> =>
      cache.read(KEYS.courseUnits(courseId), () =>
        cms.findAll<CmsCourseUnit>('course-units', { filters: { course_id: { $eq: courseId } }, sort: ['unit_start_date:asc', 'id:asc'] }),
      ),

    /** A year's rows by due date, the rows of one task together. */
    courseTasks: (courseId: number, year: number): Promise<CachedRead<CmsAll<CmsCourseTask>>> =>
      cache.read(KEYS.courseTasks(courseId, year), () =>
        cms.findAll<CmsCourseTask>('course-tasks', {
          filters: { course_id: { $eq: courseId }, year: { $eq: year } },
          sort: ['DUE_DATE:asc', 'SET_DATE:asc', 'TASK:asc', 'id:asc'],
        }),
      ),

    classrooms: (courseId: number): Promise<CachedRead<CmsAll<CmsClassroom>>> =>
      cache.read(KEYS.classrooms(courseId), () =>
        cms.findAll<CmsClassroom>('classrooms', { filters: { course_id: { $eq: courseId } }, sort: ['class_name:asc', 'id:asc'] }),
      ),
  };

  const warn = (what: string) => (error: unknown) => log.warn(`Read cache: ${what} failed (${(error as Error).message}); the next read tries again.`);

  /** Drops the entries that match and loads them again at once, so that a change is loaded before the next reader asks. */
  function dropMatching(matches: (key: string) => boolean): number {
    const dropped = cache.drop(matches);
    for (const key of dropped) refill(key)?.().catch(warn(`refilling ${key}`));
    return dropped.length;
  }

  function dropAndRefill(keys: readonly string[]): number {
    const wanted = new Set(keys);
    return dropMatching((key) => wanted.has(key));
  }

  function refill(key: string): (() => Promise<unknown>) | undefined {
    const [, name, first, second] = key.split(':') as [string, string, string, string | undefined];
    const byName: Record<string, () => Promise<unknown>> = {
      places: () => reads.places(first as Campus),
      'place-pages': () => reads.placePages(first),
      'page-types': () => reads.pageTypes(),
      'key-learning-areas': () => reads.keyLearningAreas(),
      'course-units': () => reads.courseUnits(Number(first)),
      'course-tasks': () => reads.courseTasks(Number(first), Number(second)),
      classrooms: () => reads.classrooms(Number(first)),
    };
    return byName[name];
  }

  /** Drops every entry whose key starts with a prefix (a type whose records name no campus or course in the event). */
  const dropPrefix = (prefix: string) => dropMatching((key) => key.startsWith(prefix));

  /**
   * The pages of these places are old. Called by the BFF's own page writes before they answer
   * (so the writer's next read is fresh) and by change events.
   */
  function pagesChanged(placeIds: Iterable<string>): number {
    return dropAndRefill([...new Set(placeIds)].map(KEYS.placePages));
  }

  /** A page change: the places the pages were in (known here) at once, and the places they are in now, once the CMS says. */
  function applyPageChange(documentIds: readonly string[]): number {
    if (documentIds.length === 0) return dropPrefix('shared:place-pages:');
    const known = documentIds.map((id) => placeOfPage.get(id)).filter((id): id is string => id !== undefined);
    const dropped = pagesChanged(known);
    cms
      .findAll<{ documentId: string; place?: { documentId: string } | null }>('pages', {
        filters: { documentId: { $in: [...documentIds] } },
        fields: ['documentId'],
        populate: { place: { fields: ['documentId'] } },
      })
      .then((found) => {
        const now = found.data.flatMap((page) => (page.place?.documentId ? [page.place.documentId] : []));
        pagesChanged(now.filter((id) => !known.includes(id)));
      })
      .catch((error: unknown) => {
        // Which places is not known: every place's pages are read again.
        warn('finding the places of changed pages')(error);
        dropPrefix('shared:place-pages:');
      });
    return dropped;
  }

  const campusesOf = (change: ContentChange): readonly Campus[] => (change.campuses.length > 0 ? change.campuses : CAMPUSES);

  return {
    ...reads,
    pagesChanged,
    /** Drops exactly the entries a change touches (and loads them again); answers how many it dropped at once. */
    apply(change: ContentChange): number {
      switch (change.type) {
        case 'place':
          return dropAndRefill(campusesOf(change).map(KEYS.places));
        case 'page':
          return applyPageChange(change.documentIds);
        case 'page-type':
          return dropAndRefill([KEYS.pageTypes]);
        case 'key-learning-area':
          return dropAndRefill([KEYS.keyLearningAreas]);
        case 'course-unit':
          return dropPrefix('shared:course-units:');
        case 'course-task':
          return dropPrefix('shared:course-tasks:');
        case 'classroom':
          return dropPrefix('shared:classrooms:');
        default:
          return 0;
      }
    },
  };
}

export type PlaceReads = ReturnType<typeof createPlaceReads>;
