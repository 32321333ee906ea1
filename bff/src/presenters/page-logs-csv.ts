import { formatWebLogDate, type PageLogRecord } from '@portal/contract';

/** Admin spec 2: the Page Logs export is named page-logs. */
export const PAGE_LOGS_FILE_NAME = 'page-logs.csv';

const HEADER = ['Live From', 'Live To', 'Post Uid', 'Title', 'Page Type', 'Visit Count'];

/**
 * One CSV cell. A cell a spreadsheet would run as a formula (starting with = + - @, or a tab
 * or carriage return that hides one) gets a leading apostrophe: titles are typed by editors
 * and page ids by clients (OWASP "CSV injection").
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The Page Logs table as CSV (RFC 4180, CRLF), with a BOM so spreadsheets read it as UTF-8. */
export function pageLogsCsv(rows: readonly PageLogRecord[], timeZone: string): string {
  const lines = [HEADER, ...rows.map((row) => [formatWebLogDate(row.publish_start, timeZone), formatWebLogDate(row.publish_end, timeZone), row.postUid, row.title, row.pageType, row.visit_count])];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
