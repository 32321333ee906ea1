import type { PageLogRecord, PlatformLogsRecord, UserLogRecord, WebLogsFilter } from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { getPage, type ApiPage } from '@/lib/api-page.ts';
import { browser } from '@/lib/browser.ts';

/** Rows per page of the Page Logs and Users Logs tables. */
export const WEB_LOGS_PAGE_SIZE = 25;

/** What a section asks for: the filter it applied and its page. */
export type WebLogsRequest = { filter: WebLogsFilter; page: number };

const filterQuery = (filter: WebLogsFilter) => ({
  visit_from_date: filter.visit_from_date,
  visit_to_date: filter.visit_to_date,
  post_title: filter.post_title || undefined,
  users_userid: filter.users_userid || undefined,
});

export function getPlatformLogsQueryOptions(filter: WebLogsFilter) {
  return queryOptions({
    queryKey: ['weblogs', 'platform_logs', filter],
    queryFn: () => api.get<PlatformLogsRecord>('weblogs', { query: { log_type: 'platform_logs', ...filterQuery(filter) } }),
  });
}

/** The logs whose rows the server pages (Page Logs, Users Logs), each with the record of its rows. */
export type PagedLogRows = { page_logs: PageLogRecord; users_logs: UserLogRecord };
export type PagedLogType = keyof PagedLogRows;

export function getPagedLogsQueryOptions<T extends PagedLogType>(logType: T, { filter, page }: WebLogsRequest) {
  return queryOptions({
    queryKey: ['weblogs', logType, filter, page],
    queryFn: (): Promise<ApiPage<PagedLogRows[T][]>> =>
      getPage<PagedLogRows[T][]>('weblogs', { query: { log_type: logType, ...filterQuery(filter), page, page_size: WEB_LOGS_PAGE_SIZE } }),
  });
}

/** The sections load only while open (`enabled`), like the admin tabs; a new page keeps the last one on screen until it arrives. */
export const usePlatformLogs = (filter: WebLogsFilter, enabled: boolean) => useQuery({ ...getPlatformLogsQueryOptions(filter), enabled });
export const usePagedLogs = <T extends PagedLogType>(logType: T, request: WebLogsRequest, enabled: boolean) =>
  useQuery({ ...getPagedLogsQueryOptions(logType, request), enabled, placeholderData: keepPreviousData });

/** Admin spec 2: the Page Logs export, every row of the filter, as page-logs.csv. */
async function exportPageLogs(filter: WebLogsFilter): Promise<void> {
  const { blob, filename } = await api.download('weblogs', { query: { log_type: 'page_logs', ...filterQuery(filter), format: 'csv' } });
  browser.saveFile(blob, filename ?? 'page-logs.csv');
}

export function useExportPageLogs() {
  return useMutation({ mutationFn: exportPageLogs });
}
