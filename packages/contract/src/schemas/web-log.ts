import { z } from 'zod';
import { isoDateTime, uidSchema } from './common.ts';
import { isScreenPath } from '../paths.ts';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX } from '../rules/admin-posts-list.ts';
import { postTypeSchema } from './post.ts';
import { webLogsDateIssues, type WebLogsDates } from '../rules/web-logs-filter.ts';

const visitFields = {
  title: z.string().min(1).max(300),
  /** Client-generated id, so a replayed visit is stored once. */
  clientVisitId: z.uuid().optional(),
};

export const WEB_LOG_MESSAGES = {
  unknownScreen: 'This visit names no screen of the portal: a screen is named by its path, such as /notices or /admin.',
} as const;

/**
 * A list or other screen: its path, which must open one of the portal's screens of that
 * type (paths.ts), and the screen's title (an admin tab's name for the tabs of /admin).
 */
const screenVisit = z
  .strictObject({
    pageId: z.string().regex(/^\//, 'A screen is named by its path.').max(200),
    pageType: z.enum(['reader', 'admin']),
    ...visitFields,
  })
  .refine((visit) => isScreenPath(visit.pageType, visit.pageId), { path: ['pageId'], message: WEB_LOG_MESSAGES.unknownScreen });

/**
 * A post's detail screen: the post's id and type, so page logs count visits per post. The BFF
 * stores the post's own type and title, and only for a post the person may read.
 */
const postVisit = z.strictObject({
  pageId: uidSchema,
  pageType: postTypeSchema,
  ...visitFields,
});

/**
 * A page visit as the PWA reports it. Browser, OS, country, time and the user's names are
 * decided by the server (from the user agent, the IP and the token), never taken from here.
 * A place page's visit joins this union as `{ pageId: pageUid, pageType: 'page' }` once place
 * pages are built (pwa/src/features/web-logs/hooks/use-page-visit.ts says how a screen logs it).
 */
export const webLogInput = z.object({
  data: z.discriminatedUnion('pageType', [screenVisit, postVisit]),
});
export type WebLogInput = z.infer<typeof webLogInput>;

export const webLogRecord = z.strictObject({
  weblogsUid: z.string(),
  pageId: z.string(),
  title: z.string(),
  pageType: z.string(),
  browserName: z.string(),
  osName: z.string(),
  country_name: z.string(),
  visited_at: isoDateTime,
  users_userid: z.string(),
  users_username: z.string(),
  users_firstname: z.string(),
  users_lastname: z.string(),
});
export type WebLogRecord = z.infer<typeof webLogRecord>;

/** Admin spec 7: the three summaries of the Web Logs screen. */
export const WEB_LOG_TYPES = ['platform_logs', 'page_logs', 'users_logs'] as const;
export const webLogTypeSchema = z.enum(WEB_LOG_TYPES);
export type WebLogType = z.infer<typeof webLogTypeSchema>;

const webLogsFilterShape = {
  visit_from_date: z.string().max(10).optional(),
  visit_to_date: z.string().max(10).optional(),
  /** Page Logs: part of the page's title, any case. */
  post_title: z.string().trim().max(200).optional(),
  /** Users Logs: one person's visits (their user id, or their username). */
  users_userid: z.string().trim().max(60).optional(),
};

/** Admin spec 5, by the rules the admin screen applies too (rules/web-logs-filter.ts). */
function checkDates(filter: WebLogsDates, ctx: z.RefinementCtx) {
  for (const issue of webLogsDateIssues(filter)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
}

/** The web logs filter (admin spec 5). */
export const webLogsFilter = z.strictObject(webLogsFilterShape).superRefine(checkDates);
export type WebLogsFilter = z.infer<typeof webLogsFilter>;

export const WEB_LOG_CSV_ONLY_PAGE_LOGS = 'Only Page Logs can be exported as CSV.';

/** GET weblogs: one summary, filtered and paged (X-Total-Count says how many rows match). */
export const webLogsQuery = z
  .strictObject({
    ...webLogsFilterShape,
    log_type: webLogTypeSchema,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE_DEFAULT),
    /** Page Logs as a CSV file (`page-logs.csv`), every row of the range. */
    format: z.literal('csv').optional(),
  })
  .superRefine((query, ctx) => {
    checkDates(query, ctx);
    if (query.format === 'csv' && query.log_type !== 'page_logs') {
      ctx.addIssue({ code: 'custom', path: ['format'], message: WEB_LOG_CSV_ONLY_PAGE_LOGS });
    }
  });
export type WebLogsQuery = z.infer<typeof webLogsQuery>;

/** One operating system, browser or country, with its share of the range's visits. */
export const webLogShareRecord = z.strictObject({
  name: z.string(),
  visit_count: z.number().int().nonnegative(),
  /** Of all the range's visits, rounded to two decimals. */
  percentage: z.number().min(0).max(100),
});
export type WebLogShareRecord = z.infer<typeof webLogShareRecord>;

export const platformLogsRecord = z.strictObject({
  total_visits: z.number().int().nonnegative(),
  os_logs: z.array(webLogShareRecord),
  browser_logs: z.array(webLogShareRecord),
  country_logs: z.array(webLogShareRecord),
});
export type PlatformLogsRecord = z.infer<typeof platformLogsRecord>;

/** Visits of one post or screen; a post's live window comes with it (null for a screen). */
export const pageLogRecord = z.strictObject({
  postUid: z.string(),
  title: z.string(),
  pageType: z.string(),
  visit_count: z.number().int().nonnegative(),
  publish_start: z.string().nullable(),
  publish_end: z.string().nullable(),
});
export type PageLogRecord = z.infer<typeof pageLogRecord>;

/** One visit in Users Logs. The IP address is null once the visit is past its retention period. */
export const userLogRecord = z.strictObject({
  weblogsUid: z.string(),
  users_userid: z.string().nullable(),
  users_username: z.string().nullable(),
  /** The page name. */
  title: z.string().nullable(),
  ip_address: z.string().nullable(),
  pageId: z.string().nullable(),
  osName: z.string().nullable(),
  browserName: z.string().nullable(),
  visited_at: isoDateTime,
});
export type UserLogRecord = z.infer<typeof userLogRecord>;

/*
 * The CMS's web log summaries (`GET /api/web-logs/summaries/platform`, `/pages`, `/users`; only
 * the BFF's token may call them), counted by the CMS's database (cms/src/api/web-log/services/
 * summaries.ts) and turned into the records above by the BFF's presenters. The platform summary
 * is a PlatformLogsRecord as it is; pages and visits come a page at a time, in the CMS's names.
 */

/** One page of a summary's rows, and how many rows the whole range has. */
export type WebLogSummaryPage<T> = { rows: T[]; total: number };

/** Visits of one post or screen in the range. */
export type WebLogPageVisitsCmsRow = {
  /** A post's documentId, or a screen's path. */
  page_id: string;
  title: string;
  page_type: string;
  visit_count: number;
  /** The post's live window when the page is a post; null for screens and pages. */
  publish_start: string | null;
  publish_end: string | null;
};

/** One visit, newest first. */
export type WebLogVisitCmsRow = {
  document_id: string;
  users_userid: string | null;
  users_username: string | null;
  title: string | null;
  ip_address: string | null;
  page_id: string | null;
  os_name: string | null;
  browser_name: string | null;
  /** ISO 8601. */
  visited_at: string;
};
