import { readerPaths } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { getPostsQueryOptions } from '@/data/posts/api/get-posts.ts';
import { postListName } from '@/data/posts/offline.ts';
import { CALENDAR_LIST_NAME } from '@/features/calendar/offline.ts';
import { refetchAnswersInPersonsLanguage } from '@/lib/query-client.ts';
import { currentDatabase } from '@/offline/session.ts';
import { loadFirstCalls } from './reader-screens.ts';

/** The reader's lists of posts, each saved on the device under its own name. */
const POST_LISTS = ['notice', 'principal', 'newsletter'] as const;

/**
 * Once a person's choice of language is saved, the BFF answers posts and events in it (issue
 * 28): every answer of this visit in their language is asked for again, and so are the reader
 * lists this device saved on an earlier visit and this one has not asked for (the calendar's
 * from this month), so that what they read offline is in the language they now read. Each
 * answer replaces its saved copy as it arrives.
 */
export async function refetchContentInPersonsLanguage(client: QueryClient): Promise<void> {
  const db = currentDatabase();
  const saved = new Set(db ? await db.meta.toCollection().primaryKeys() : []);
  await Promise.all([
    refetchAnswersInPersonsLanguage(client),
    // Asked for again just above when this visit has asked for them: the same call then, not a second.
    ...POST_LISTS.filter((type) => saved.has(postListName(type))).map((type) => client.prefetchQuery(getPostsQueryOptions(type))),
    saved.has(CALENDAR_LIST_NAME)
      ? loadFirstCalls('calendar').then(({ prefetchCalendarEvents }) =>
          prefetchCalendarEvents(client, new URL(readerPaths.calendar.href(), window.location.origin)),
        )
      : null,
  ]);
}
