import { createCalendarEvents } from './calendar-events.ts';
import { createCalendarFeeds } from './calendar-feeds.ts';
import { createFavourites } from './favourites.ts';
import { createGroups } from './groups.ts';
import { createHealth } from './health.ts';
import { createMetrics } from './metrics.ts';
import type { ModelDeps } from './model-deps.ts';
import { createPostCategories } from './post-categories.ts';
import { createPosts } from './posts.ts';
import { createReadPosts } from './read-posts.ts';
import { createSchoolSettings } from './school-settings.ts';
import { createSchoolTerms } from './school-terms.ts';
import { createStudents } from './students.ts';
import { createUsers } from './users.ts';

/**
 * The BFF's models, one per record kind (bff/src/models/<record>.ts): each owns its record's
 * type and populate, its finders and writes, and calls `authorize` right after loading. Routes
 * reach the CMS only through them.
 */
export function createModels(deps: ModelDeps) {
  return {
    posts: createPosts(deps),
    students: createStudents(deps),
    calendarEvents: createCalendarEvents(deps),
    calendarFeeds: createCalendarFeeds(deps),
    readPosts: createReadPosts(deps),
    favourites: createFavourites(deps),
    groups: createGroups(deps),
    postCategories: createPostCategories(deps),
    schoolSettings: createSchoolSettings(deps),
    schoolTerms: createSchoolTerms(deps),
    metrics: createMetrics(deps),
    users: createUsers(deps),
    health: createHealth(deps),
  };
}

export type Models = ReturnType<typeof createModels>;
