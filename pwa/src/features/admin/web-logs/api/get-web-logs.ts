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

export function getPageLogsQueryOptions({ filter, page }: WebLogsRequest) {
  return queryOptions({
    queryKey: ['weblogs', 'page_logs', filter, page],
    queryFn: (): Promise<ApiPage<PageLogRecord[]>> =>
      getPage<PageLogRecord[]>('weblogs', { query: { log_type: 'page_logs', ...filterQuery(filter), page, page_size: WEB_LOGS_PAGE_SIZE } }),
  });
}

export function getUserLogsQueryOptions({ filter, page }: WebLogsRequest) {
  return queryOptions({
    queryKey: ['weblogs', 'users_logs', filter, page],
    queryFn: (): Promise<ApiPage<UserLogRecord[]>> =>
      getPage<UserLogRecord[]>('weblogs', { query: { log_type: 'users_logs', ...filterQuery(filter), page, page_size: WEB_LOGS_PAGE_SIZE } }),
  });
}

/** The sections load only while open (`enabled`), like the admin tabs; a new page keeps the last one on screen until it arrives. */
export const usePlatformLogs = (filter: WebLogsFilter, enabled: boolean) => useQuery({ ...getPlatformLogsQueryOptions(filter), enabled });
export const usePageLogs = (request: WebLogsRequest, enabled: boolean) =>
  useQuery({ ...getPageLogsQueryOptions(request), enabled, placeholderData: keepPreviousData });
export const useUserLogs = (request: WebLogsRequest, enabled: boolean) =>
  useQuery({ ...getUserLogsQueryOptions(request), enabled, placeholderData: keepPreviousData });

/** Admin spec 2: the Page Logs export, every row of the filter, as page-logs.csv. */
async function exportPageLogs(filter: WebLogsFilter): Promise<void> {
  const { blob, filename } = await api.download('weblogs', { query: { log_type: 'page_logs', ...filterQuery(filter), format: 'csv' } });
  browser.saveFile(blob, filename ?? 'page-logs.csv');
}

export function useExportPageLogs() {
  return useMutation({ mutationFn: exportPageLogs });
}
