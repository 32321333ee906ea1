import Router from '@koa/router';
import { emailStatisticsQuery, schoolDayEnd, schoolDayStart, type EmailStatisticRecord, type EmailStatisticsAnswer, type EmailStatisticsQuery } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import { requireAdmin } from '../../policies/admin.ts';
import { presentEmailStatistic } from '../../presenters/email-statistic.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { EXPORT_MAX_ROWS, exportEmailLogs } from './export-files.ts';
import { answerCountedPage, pageAskedBy } from '../paging.ts';

const list = { query: emailStatisticsQuery };

/** Rows per CMS call while an export reads the whole filter. */
const EXPORT_CHUNK = 1000;

/** Sent Date From's midnight to the midnight after Sent Date To, school days of the campus's zone. */
function sentRange(query: EmailStatisticsQuery, timeZone: string): { from?: string; to?: string } {
  if (!query.start_date || !query.end_date) return {};
  return { from: schoolDayStart(query.start_date, timeZone).toISOString(), to: schoolDayEnd(query.end_date, timeZone).toISOString() };
}

/**
 * GET emailstatistics (admin spec 2 "Email logs", 3, 7): the messages of the admin's campus of
 * one type, filtered by sent date, address and post, one page in the asked order with the
 * summary of the whole filter; with `format` every row as email-logs.csv, .xlsx or .pdf. The
 * email-sends plugin's database query does the filtering, paging and counting.
 */
export function emailStatisticsRoutes({ models, config }: RouteDeps) {
  const router = new Router<SignedInState>();

  router.get('/emailstatistics', requireAdmin(), validate(list), async (ctx) => {
    const query = inputOf(ctx, list).query;
    const timeZone = config.timeZones[ctx.state.campus];
    const filter = { campus: ctx.state.campus, type: query.types, ...sentRange(query, timeZone), email: query.email || undefined, postUid: query.postUid };
    const ask = (page: number, pageSize: number, rowsOnly: boolean) => models.emailStatistics.pageOf(filter, { page, pageSize, sort: query.sort, order: query.order, rowsOnly });

    if (query.format) {
      // The first chunk comes before any byte of the file, so a CMS failure is still an error answer.
      const first = await ask(1, EXPORT_CHUNK, false);
      const total = first.total ?? first.rows.length;
      const truncated = total > EXPORT_MAX_ROWS[query.format];
      markTruncated(ctx, truncated);
      const limit = Math.min(total, EXPORT_MAX_ROWS[query.format]);
      async function* chunks(): AsyncGenerator<EmailStatisticRecord[]> {
        let read = 0;
        let rows = first.rows;
        for (let page = 1; rows.length > 0 && read < limit; page += 1) {
          if (page > 1) rows = (await ask(page, EXPORT_CHUNK, true)).rows;
          const wanted = rows.slice(0, limit - read);
          read += wanted.length;
          if (wanted.length > 0) yield wanted.map(presentEmailStatistic);
          if (rows.length < EXPORT_CHUNK) break;
        }
      }
      exportEmailLogs(ctx, query.format, query.types, chunks(), truncated ? limit : null, timeZone);
      return;
    }

    const found = await ask(query.page, query.page_size, false);
    const summary = found.summary!;
    answerCountedPage(ctx, pageAskedBy(query), summary.sent_count);
    ctx.body = { statistics: found.rows.map(presentEmailStatistic), summary } satisfies EmailStatisticsAnswer;
  });

  return router;
}
