import { POST_TYPES } from './post-types.ts';

/** Admin spec 9: a post's sort order (the notice editor's), 1 to 10, 5 unless the editor chooses another. */
export const SORT_ORDER_MIN = 1;
export const SORT_ORDER_MAX = 10;
export const SORT_ORDER_DEFAULT = 5;

/** What the order reads of a post: the CMS's record, the reader's and the emails' alike. */
export type OrderedPost = {
  type: string;
  title: string;
  sort_order?: number | null;
  publish_start?: string | null;
};

/** A kind's place in the admin spec's order (newsletter, notice, principal, dailyemail); an unknown kind last. */
const kindRank = (type: string): number => {
  const rank = (POST_TYPES as readonly string[]).indexOf(type);
  return rank < 0 ? POST_TYPES.length : rank;
};

/** A publish start that is no date (INDEFINITE: live since always) is older than every date. */
const startTime = (start: string | null | undefined): number => {
  const time = start ? Date.parse(start) : Number.NaN;
  return Number.isNaN(time) ? -Infinity : time;
};

/**
 * The one order of posts, wherever a list of them is shown: the reader's lists (reader spec 7
 * `posts/`), the emails that carry posts (the weekly digest's newsletters and notices) and the
 * Connections PDF. Use it as `posts.sort(comparePosts)`.
 * 1. By kind, in the admin spec's order: newsletters before notices (only the digest mixes kinds).
 * 2. By sort order, the lowest first. A post without one (every newsletter, and a post seeded or
 *    imported without one) stands where the editor's default of 5 puts it, so that saving a post
 *    unchanged never moves it.
 * 3. The latest publish start first.
 * 4. By title, so that posts equal in all of these keep one order in every list.
 */
export function comparePosts(a: OrderedPost, b: OrderedPost): number {
  const later = startTime(b.publish_start) - startTime(a.publish_start);
  return (
    kindRank(a.type) - kindRank(b.type) ||
    (a.sort_order ?? SORT_ORDER_DEFAULT) - (b.sort_order ?? SORT_ORDER_DEFAULT) ||
    // Two starts that are no date are equal (Infinity - Infinity is NaN).
    (Number.isNaN(later) ? 0 : Math.sign(later)) ||
    a.title.localeCompare(b.title)
  );
}
