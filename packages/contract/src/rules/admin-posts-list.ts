import { POST_FILTER_MESSAGES } from '../admin-messages.ts';

/** Rows of an admin table page: the default, and the most one request may ask for. */
export const ADMIN_PAGE_SIZE_DEFAULT = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;

export type PostFilterDateIssue = { field: 'publish_start' | 'publish_end'; message: string };

/**
 * Admin spec 5, the posts filter's live window: Live From and Live To come together and the
 * end is not before the start (YYYY-MM-DD compares as text); NOW for both means live now.
 * The BFF's query schema and the admin screen both check with this, without zod on the screen.
 */
export function postFilterDateIssues(start: string | undefined, end: string | undefined): PostFilterDateIssue[] {
  const issues: PostFilterDateIssue[] = [];
  if (start && !end) issues.push({ field: 'publish_end', message: POST_FILTER_MESSAGES.endMissing });
  if (end && !start) issues.push({ field: 'publish_start', message: POST_FILTER_MESSAGES.startMissing });
  if (start && end && start !== 'NOW' && end !== 'NOW' && end < start)
    issues.push({ field: 'publish_end', message: POST_FILTER_MESSAGES.invalid });
  return issues;
}
