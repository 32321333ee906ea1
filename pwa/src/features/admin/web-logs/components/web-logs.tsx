import { Button } from '@blueprintjs/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type PageLogRecord, type UserLogRecord, type WebLogShareRecord, type WebLogsFilter } from '@portal/contract';
import { useId, useState, type ReactNode } from 'react';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import {
  WEB_LOGS_PAGE_SIZE,
  useExportPageLogs,
  usePagedLogs,
  usePlatformLogs,
  type PagedLogRows,
  type PagedLogType,
  type WebLogsRequest,
} from '../api/get-web-logs.ts';
import { LogTable, Pager, type Column } from './log-table.tsx';
import { WebLogsFilterForm, defaultWebLogsFilter } from './web-logs-filter.tsx';
import './web-logs.css';
import { formatLogDate } from '@/features/admin/lib/format-admin-date.ts';

/** Rows per page of the platform tables (a few dozen names at most, already counted by the server). */
const SHARES_PAGE_SIZE = 10;

type AccordionSectionProps = { title: string; open: boolean; onToggle: () => void; children: ReactNode };

/** One accordion section (WAI-ARIA accordion: a heading holding the button that shows its panel). */
function AccordionSection({ title, open, onToggle, children }: AccordionSectionProps) {
  const id = useId();
  return (
    <section className="web-logs__section">
      <h2 className="web-logs__heading">
        <Button
          id={`${id}-button`}
          variant="minimal"
          fill
          alignText="start"
          icon={open ? 'chevron-down' : 'chevron-right'}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
          text={title}
        />
      </h2>
      {/* Hidden, not unmounted: a section keeps its filter and page while closed, and asks nothing. */}
      <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-button`} hidden={!open} className="web-logs__panel">
        {children}
      </div>
    </section>
  );
}

/** Filter again with the same filter: asked again rather than answered from the cache. */
const sameFilter = (a: WebLogsFilter, b: WebLogsFilter) => JSON.stringify(a) === JSON.stringify(b);

const percentage = (share: WebLogShareRecord) => `${share.percentage.toFixed(2)}%`;

/** A platform table's texts: its caption, its pager's name and its first column's header. */
type SharesTexts = { caption: MessageDescriptor; pagerLabel: MessageDescriptor; header: MessageDescriptor };

const SHARES_TABLES = {
  os_logs: { caption: msg`Operating systems`, pagerLabel: msg`Operating systems pages`, header: msg`Operating System` },
  browser_logs: { caption: msg`Browsers`, pagerLabel: msg`Browsers pages`, header: msg`Browser` },
  country_logs: { caption: msg`Countries`, pagerLabel: msg`Countries pages`, header: msg`Country` },
} as const satisfies Record<string, SharesTexts>;

const SHARES_VISITS = msg`Visits`;
const SHARES_PERCENTAGE = msg`Percentage`;

function SharesTable({ texts, shares }: { texts: SharesTexts; shares: WebLogShareRecord[] }) {
  const { i18n } = useLingui();
  const [page, setPage] = useState(1);
  const columns: Column<WebLogShareRecord>[] = [
    { header: texts.header, cell: (share) => share.name },
    { header: SHARES_VISITS, cell: (share) => share.visit_count, numeric: true },
    { header: SHARES_PERCENTAGE, cell: percentage, numeric: true },
  ];
  const shown = shares.slice((page - 1) * SHARES_PAGE_SIZE, page * SHARES_PAGE_SIZE);
  return (
    <div>
      <LogTable caption={i18n._(texts.caption)} columns={columns} rows={shown} rowKey={(share) => share.name} />
      <Pager label={i18n._(texts.pagerLabel)} page={page} pageSize={SHARES_PAGE_SIZE} total={shares.length} onPage={setPage} />
    </div>
  );
}

function PlatformLogs({ open }: { open: boolean }) {
  const { t } = useLingui();
  const [filter, setFilter] = useState<WebLogsFilter>(defaultWebLogsFilter);
  const logs = usePlatformLogs(filter, open);
  const apply = (next: WebLogsFilter) => (sameFilter(next, filter) ? void logs.refetch() : setFilter(next));
  return (
    <>
      <WebLogsFilterForm id="platform-logs" label={t`Platform Logs filter`} busy={logs.isFetching} onApply={apply} />
      {logs.error ? <ErrorMessage error={logs.error} onRetry={() => void logs.refetch()} /> : null}
      {logs.isPending && open ? <Loading label={t`Loading platform logs…`} /> : null}
      {logs.data ? (
        // Keyed by the filter: a new filter starts every table on its first page.
        <div className="web-logs__platform" key={JSON.stringify(filter)}>
          <SharesTable texts={SHARES_TABLES.os_logs} shares={logs.data.os_logs} />
          <SharesTable texts={SHARES_TABLES.browser_logs} shares={logs.data.browser_logs} />
          <SharesTable texts={SHARES_TABLES.country_logs} shares={logs.data.country_logs} />
        </div>
      ) : null}
    </>
  );
}

const PAGE_COLUMNS: Column<PageLogRecord>[] = [
  { header: msg`Live From`, cell: (row) => formatLogDate(row.publish_start) },
  { header: msg`Live To`, cell: (row) => formatLogDate(row.publish_end) },
  { header: msg`Post Uid`, cell: (row) => row.postUid },
  { header: msg`Title`, cell: (row) => row.title },
  { header: msg`Page Type`, cell: (row) => row.pageType },
  { header: msg`Visit Count`, cell: (row) => row.visit_count, numeric: true },
];

/** A paged section's texts: its filter's, its table's, its pager's and its loading line's names. */
type PagedLogsTexts = { filter: MessageDescriptor; caption: MessageDescriptor; pagerLabel: MessageDescriptor; loading: MessageDescriptor };

const PAGED_LOGS_TEXTS = {
  page_logs: { filter: msg`Page Logs filter`, caption: msg`Page visits`, pagerLabel: msg`Page Logs pages`, loading: msg`Loading page logs…` },
  users_logs: { filter: msg`Users Logs filter`, caption: msg`Visits, newest first`, pagerLabel: msg`Users Logs pages`, loading: msg`Loading users logs…` },
} as const satisfies Record<PagedLogType, PagedLogsTexts>;

type PagedLogsProps<T extends PagedLogType> = {
  id: string;
  /** Which logs; their texts (PAGED_LOGS_TEXTS) name the filter, the table, the pager and the loading line. */
  logType: T;
  textField: 'post_title' | 'users_userid';
  columns: Column<PagedLogRows[T]>[];
  rowKey: (row: PagedLogRows[T]) => string;
  open: boolean;
  /** Controls between the filter and the table, acting on the filter applied (Page Logs' Export CSV). */
  actions?: (filter: WebLogsFilter) => ReactNode;
};

/** A section of log rows the server pages: its filter, its table and its pager (Page Logs, Users Logs). */
function PagedLogs<T extends PagedLogType>({ id, logType, textField, columns, rowKey, open, actions }: PagedLogsProps<T>) {
  const { i18n } = useLingui();
  const texts: PagedLogsTexts = PAGED_LOGS_TEXTS[logType];
  const [request, setRequest] = useState<WebLogsRequest>({ filter: defaultWebLogsFilter(), page: 1 });
  const logs = usePagedLogs(logType, request, open);
  const apply = (filter: WebLogsFilter) => (sameFilter(filter, request.filter) && request.page === 1 ? void logs.refetch() : setRequest({ filter, page: 1 }));
  return (
    <>
      <WebLogsFilterForm id={id} label={i18n._(texts.filter)} textField={textField} busy={logs.isFetching} onApply={apply} />
      {actions?.(request.filter)}
      {logs.error ? <ErrorMessage error={logs.error} onRetry={() => void logs.refetch()} /> : null}
      {logs.isPending && open ? <Loading label={i18n._(texts.loading)} /> : null}
      {logs.data ? (
        <>
          <LogTable caption={i18n._(texts.caption)} columns={columns} rows={logs.data.records} rowKey={rowKey} />
          <Pager
            label={i18n._(texts.pagerLabel)}
            page={request.page}
            pageSize={WEB_LOGS_PAGE_SIZE}
            total={logs.data.total}
            busy={logs.isFetching}
            onPage={(page) => setRequest({ ...request, page })}
          />
        </>
      ) : null}
    </>
  );
}

function ExportPageLogs({ filter }: { filter: WebLogsFilter }) {
  const { t } = useLingui();
  const exportCsv = useExportPageLogs();
  return (
    <>
      <div className="web-logs__buttons">
        <Button icon="download" text={exportCsv.isPending ? t`Export CSV...` : t`Export CSV`} disabled={exportCsv.isPending} onClick={() => exportCsv.mutate(filter)} />
      </div>
      {exportCsv.error ? <ErrorMessage error={exportCsv.error} /> : null}
    </>
  );
}

const PageLogs = ({ open }: { open: boolean }) => (
  <PagedLogs
    id="page-logs"
    logType="page_logs"
    textField="post_title"
    columns={PAGE_COLUMNS}
    rowKey={(row) => row.postUid}
    open={open}
    actions={(filter) => <ExportPageLogs filter={filter} />}
  />
);

const USER_COLUMNS: Column<UserLogRecord>[] = [
  { header: msg`User Id`, cell: (row) => row.users_userid ?? '' },
  { header: msg`Page Name`, cell: (row) => row.title ?? '' },
  { header: msg`IP Address`, cell: (row) => row.ip_address ?? '' },
  { header: msg`Page Id`, cell: (row) => row.pageId ?? '' },
  { header: msg`OS`, cell: (row) => row.osName ?? '' },
  { header: msg`Browser`, cell: (row) => row.browserName ?? '' },
  { header: msg`Visited Date`, cell: (row) => <time dateTime={row.visited_at}>{formatLogDate(row.visited_at)}</time> },
];

const UsersLogs = ({ open }: { open: boolean }) => (
  <PagedLogs
    id="users-logs"
    logType="users_logs"
    textField="users_userid"
    columns={USER_COLUMNS}
    rowKey={(row) => row.weblogsUid}
    open={open}
  />
);

type SectionId = 'platform' | 'pages' | 'users';

/**
 * Admin spec 2 "Web logs": Platform Logs, Page Logs and Users Logs in an accordion, each with
 * its own filter (the last week to start with). Platform Logs is open; a section asks the
 * server for its rows only once it has been opened.
 */
export function WebLogs() {
  const { t } = useLingui();
  const [open, setOpen] = useState<Record<SectionId, boolean>>({ platform: true, pages: false, users: false });
  const toggle = (section: SectionId) => () => setOpen({ ...open, [section]: !open[section] });
  return (
    <div className="web-logs">
      <AccordionSection title={t`Platform Logs`} open={open.platform} onToggle={toggle('platform')}>
        <PlatformLogs open={open.platform} />
      </AccordionSection>
      <AccordionSection title={t`Page Logs`} open={open.pages} onToggle={toggle('pages')}>
        <PageLogs open={open.pages} />
      </AccordionSection>
      <AccordionSection title={t`Users Logs`} open={open.users} onToggle={toggle('users')}>
        <UsersLogs open={open.users} />
      </AccordionSection>
    </div>
  );
}
