import Router from '@koa/router';
import { lastWeek, schoolDayEnd, schoolDayStart, webLogsQuery, type PageLogRecord, type WebLogsQuery } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import { requireAdmin } from '../../policies/admin.ts';
import { pageLogsCsv, PAGE_LOGS_FILE_NAME } from '../../presenters/page-logs-csv.ts';
import { presentPageLog, presentUserLog } from '../../presenters/web-log-summaries.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { answerCountedPage, pageAskedBy } from '../paging.ts';

const summaries = { query: webLogsQuery };

/** Rows per CMS call while a CSV export reads every page of the summary. */
const EXPORT_CHUNK = 1000;
/** Most rows one export holds: pages and posts of a school, with room to spare. */
const EXPORT_MAX_ROWS = 100_000;

/** The query's school days as instants: From's midnight to the midnight after To, in the campus's zone. */
function rangeOf(query: WebLogsQuery, now: Date, timeZone: string) {
  const days = query.visit_from_date && query.visit_to_date ? query : lastWeek(now, timeZone);
  return {
    from: schoolDayStart(days.visit_from_date!, timeZone).toISOString(),
    to: schoolDayEnd(days.visit_to_date!, timeZone).toISOString(),
  };
}

/**
 * GET weblogs (admin spec 2 "Web logs", 7): platform, page and users logs of the admin's
 * campus. The CMS's database does the counting (cms/src/api/web-log/services/summaries.ts);
 * the BFF checks who asks and what, and pages.
 */
export function webLogSummaryRoutes({ models, now, config }: RouteDeps) {
  const router = new Router<SignedInState>();

  router.get('/weblogs', requireAdmin(), validate(summaries), async (ctx) => {
    const query = inputOf(ctx, summaries).query;
    const timeZone = config.timeZones[ctx.state.campus];
    const range = { campus: ctx.state.campus, ...rangeOf(query, now(), timeZone) };
    const paging = { page: query.page, pageSize: query.page_size };

    if (query.log_type === 'platform_logs') {
      ctx.body = await models.webLogs.platformOf(range);
      return;
    }

    if (query.log_type === 'page_logs') {
      const pages = (page: number, pageSize: number) => models.webLogs.pagesOf(range, { page, pageSize }, query.post_title);
      if (query.format === 'csv' || ctx.accepts('application/json', 'text/csv') === 'text/csv') {
        const rows: PageLogRecord[] = [];
        let total = Infinity;
        for (let page = 1; rows.length < Math.min(total, EXPORT_MAX_ROWS); page += 1) {
          const chunk = await pages(page, EXPORT_CHUNK);
          total = chunk.total;
          rows.push(...chunk.rows.map(presentPageLog));
          if (chunk.rows.length < EXPORT_CHUNK) break;
        }
        // A longer export says it is cut short, as capped lists do.
        markTruncated(ctx, total > EXPORT_MAX_ROWS);
        ctx.type = 'text/csv; charset=utf-8';
        ctx.attachment(PAGE_LOGS_FILE_NAME);
        ctx.body = pageLogsCsv(rows, timeZone);
        return;
      }
      const found = await pages(query.page, query.page_size);
      answerCountedPage(ctx, pageAskedBy(query), found.total);
      ctx.body = found.rows.map(presentPageLog);
      return;
    }

    // One person's visits are asked for among the admin's campus only: another campus's person has none here, as nobody.
    const userId = query.users_userid ? await models.users.idOnCampus(ctx.state.campus, query.users_userid) : undefined;
    const found = query.users_userid && !userId ? { rows: [], total: 0 } : await models.webLogs.usersOf(range, paging, userId);
    answerCountedPage(ctx, pageAskedBy(query), found.total);
    ctx.body = found.rows.map(presentUserLog);
  });

  return router;
}
