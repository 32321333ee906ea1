import Router from '@koa/router';
import { alertReachCsvFileName, alertReachIdParam, alertReachPeopleQuery, type AlertReachPersonRecord } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { requireAdmin } from '../../policies/admin.ts';
import { csvCell } from '../../presenters/page-logs-csv.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const people = { params: alertReachIdParam, query: alertReachPeopleQuery };

const REACHED = { push: 'By push', email: 'By email', 'not-yet': 'Not reached yet' } as const;

/** One alert's people as CSV (RFC 4180, CRLF, BOM; cells a spreadsheet would run escaped): whom the school must still call first. */
function reachCsv(rows: readonly AlertReachPersonRecord[]): string {
  const header = ['Name', 'Username', 'Type', 'Reached', 'Acknowledged At', 'Emailed At'];
  const lines = [
    header,
    ...rows.map((row) => [row.name, row.username, row.type, REACHED[row.reached], row.acknowledged_at, row.emailed_at]),
  ];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/**
 * The admin's Dashboard tab (issue 29): each emergency alert of the campus with how many people
 * it reached by push, by email and not yet, and one alert's people, as JSON or as CSV.
 */
export function emergencyAlertRoutes({ models }: RouteDeps) {
  const router = new Router<SignedInState>();
  router.get('/emergency-alerts', requireAdmin(), async (ctx) => {
    ctx.body = await models.emergencyAlerts.reachOf(ctx.state.user);
  });
  router.get('/emergency-alerts/:id/people', requireAdmin(), validate(people), async (ctx) => {
    const { params, query } = inputOf(ctx, people);
    const rows = await models.emergencyAlerts.peopleOf(ctx.state.user, params.id);
    if (query.format === 'csv') {
      ctx.attachment(alertReachCsvFileName(params.id));
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = reachCsv(rows);
      return;
    }
    ctx.body = rows;
  });
  return router;
}
