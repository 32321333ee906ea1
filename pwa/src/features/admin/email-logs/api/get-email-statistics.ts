import type { EmailLogExportFormat, EmailLogSortField, EmailLogType, EmailStatisticsAnswer, SortOrder } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { getPage, type ApiPage } from '@/lib/api-page.ts';
import { browser } from '@/lib/browser.ts';

/** Rows per page of the Email Logs table. */
export const EMAIL_LOGS_PAGE_SIZE = 25;

/** Delivery, open and click events arrive from SES for days after a send: the open screen follows them. */
const REFRESH_MS = 30_000;

/** The filter as applied with Filter (empty texts: no filter on them). */
export type EmailLogsFilter = { start_date: string; end_date: string; types: EmailLogType; email: string; postUid: string };

/** What the table asks for: the applied filter, its page and order. */
export type EmailLogsRequest = { filter: EmailLogsFilter; page: number; sort: EmailLogSortField; order: SortOrder };

const filterQuery = ({ start_date, end_date, types, email, postUid }: EmailLogsFilter) => ({
  start_date: start_date || undefined,
  end_date: end_date || undefined,
  types,
  email: email || undefined,
  postUid: postUid || undefined,
});

function getEmailStatistics({ filter, page, sort, order }: EmailLogsRequest, signal: AbortSignal): Promise<ApiPage<EmailStatisticsAnswer>> {
  return getPage<EmailStatisticsAnswer>('emailstatistics/', { query: { ...filterQuery(filter), page, page_size: EMAIL_LOGS_PAGE_SIZE, sort, order }, signal });
}

/** One page of the campus's messages of the filter, in the asked order, with the summary of all of them; asked again every 30 s while shown. */
export function useEmailStatistics(request: EmailLogsRequest) {
  return useQuery({
    queryKey: ['admin-email-statistics', request],
    queryFn: ({ signal }) => getEmailStatistics(request, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

type ExportRequest = { request: EmailLogsRequest; format: EmailLogExportFormat };

/** Admin spec 2: every message of the filter, in the table's order, as email-logs.csv, .xlsx or .pdf. */
async function exportEmailLogs({ request, format }: ExportRequest): Promise<void> {
  const { blob, filename } = await api.download('emailstatistics/', { query: { ...filterQuery(request.filter), sort: request.sort, order: request.order, format } });
  browser.saveFile(blob, filename ?? `email-logs.${format}`);
}

export function useExportEmailLogs() {
  return useMutation({ mutationFn: exportEmailLogs });
}
