import type { Campus, EmailLogSortField, EmailStatisticCmsRow, EmailStatisticsSummary, SortOrder } from '@portal/contract';
import type { ModelDeps } from './model-deps.ts';

/**
 * What the email-sends plugin's statistics route answers (its `StatisticsAnswer`): one page of
 * rows, the count and summary of the whole filter (null when only rows were asked for). Its rows
 * are the contract's; this wrapper is still written on both sides until it joins them there.
 */
export type EmailStatisticsPage = { rows: EmailStatisticCmsRow[]; total: number | null; summary: EmailStatisticsSummary | null };

/** Which messages: one campus and email type, sent in [from, to), optionally by part of the address or by post. */
export type EmailStatisticsFilter = { campus: Campus; type: string; from?: string; to?: string; email?: string; postUid?: string };

export type EmailStatisticsPageAsked = { page: number; pageSize: number; sort: EmailLogSortField; order: SortOrder; rowsOnly?: boolean };

/**
 * Email statistics (admin spec 2 "Email logs", 3, 7): each message sent and its SES events. The
 * email-sends plugin's database query filters, orders, pages and counts them; the BFF asks only
 * for its administrator's campus.
 */
export function createEmailStatistics({ cms }: Pick<ModelDeps, 'cms'>) {
  return {
    /** One page of the filter's messages in the asked order, with the count and summary of the whole filter unless `rowsOnly`. */
    pageOf: (filter: EmailStatisticsFilter, { rowsOnly, ...asked }: EmailStatisticsPageAsked): Promise<EmailStatisticsPage> =>
      cms.get<EmailStatisticsPage>('email-sends/statistics', { ...filter, ...asked, ...(rowsOnly ? { rowsOnly: 'true' } : {}) }),
  };
}

export type EmailStatistics = ReturnType<typeof createEmailStatistics>;
