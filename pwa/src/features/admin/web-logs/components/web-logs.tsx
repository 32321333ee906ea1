import { Button } from '@blueprintjs/core';
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

function SharesTable({ caption, header, shares }: { caption: string; header: string; shares: WebLogShareRecord[] }) {
  const [page, setPage] = useState(1);
  const columns: Column<WebLogShareRecord>[] = [
    { header, cell: (share) => share.name },
    { header: 'Visits', cell: (share) => share.visit_count, numeric: true },
    { header: 'Percentage', cell: percentage, numeric: true },
  ];
  const shown = shares.slice((page - 1) * SHARES_PAGE_SIZE, page * SHARES_PAGE_SIZE);
  return (
    <div>
      <LogTable caption={caption} columns={columns} rows={shown} rowKey={(share) => share.name} />
      <Pager label={`${caption} pages`} page={page} pageSize={SHARES_PAGE_SIZE} total={shares.length} onPage={setPage} />
    </div>
  );
}

function PlatformLogs({ open }: { open: boolean }) {
  const [filter, setFilter] = useState<WebLogsFilter>(defaultWebLogsFilter);
  const logs = usePlatformLogs(filter, open);
  const apply = (next: WebLogsFilter) => (sameFilter(next, filter) ? void logs.refetch() : setFilter(next));
  return (
    <>
      <WebLogsFilterForm id="platform-logs" label="Platform Logs filter" busy={logs.isFetching} onApply={apply} />
      {logs.error ? <ErrorMessage error={logs.error} onRetry={() => void logs.refetch()} /> : null}
      {logs.isPending && open ? <Loading label="Loading platform logs…" /> : null}
      {logs.data ? (
        // Keyed by the filter: a new filter starts every table on its first page.
        <div className="web-logs__platform" key={JSON.stringify(filter)}>
          <SharesTable caption="Operating systems" header="Operating System" shares={logs.data.os_logs} />
          <SharesTable caption="Browsers" header="Browser" shares={logs.data.browser_logs} />
          <SharesTable caption="Countries" header="Country" shares={logs.data.country_logs} />
        </div>
      ) : null}
    </>
  );
}

const PAGE_COLUMNS: Column<PageLogRecord>[] = [
  { header: 'Live From', cell: (row) => formatLogDate(row.publish_start) },
  { header: 'Live To', cell: (row) => formatLogDate(row.publish_end) },
  { header: 'Post Uid', cell: (row) => row.postUid },
  { header: 'Title', cell: (row) => row.title },
  { header: 'Page Type', cell: (row) => row.pageType },
  { header: 'Visit Count', cell: (row) => row.visit_count, numeric: true },
];

type PagedLogsProps<T extends PagedLogType> = {
  /** The section's name: the filter's, the pager's and the loading line's labels say it. */
  name: 'Page Logs' | 'Users Logs';
  id: string;
  logType: T;
  textField: 'post_title' | 'users_userid';
  caption: string;
  columns: Column<PagedLogRows[T]>[];
  rowKey: (row: PagedLogRows[T]) => string;
  open: boolean;
  /** Controls between the filter and the table, acting on the filter applied (Page Logs' Export CSV). */
  actions?: (filter: WebLogsFilter) => ReactNode;
};

/** A section of log rows the server pages: its filter, its table and its pager (Page Logs, Users Logs). */
function PagedLogs<T extends PagedLogType>({ name, id, logType, textField, caption, columns, rowKey, open, actions }: PagedLogsProps<T>) {
  const [request, setRequest] = useState<WebLogsRequest>({ filter: defaultWebLogsFilter(), page: 1 });
  const logs = usePagedLogs(logType, request, open);
  const apply = (filter: WebLogsFilter) => (sameFilter(filter, request.filter) && request.page === 1 ? void logs.refetch() : setRequest({ filter, page: 1 }));
  return (
    <>
      <WebLogsFilterForm id={id} label={`${name} filter`} textField={textField} busy={logs.isFetching} onApply={apply} />
      {actions?.(request.filter)}
      {logs.error ? <ErrorMessage error={logs.error} onRetry={() => void logs.refetch()} /> : null}
      {logs.isPending && open ? <Loading label={`Loading ${name.toLowerCase()}…`} /> : null}
      {logs.data ? (
        <>
          <LogTable caption={caption} columns={columns} rows={logs.data.records} rowKey={rowKey} />
          <Pager
            label={`${name} pages`}
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
  const exportCsv = useExportPageLogs();
  return (
    <>
      <div className="web-logs__buttons">
        <Button icon="download" text={exportCsv.isPending ? 'Export CSV...' : 'Export CSV'} disabled={exportCsv.isPending} onClick={() => exportCsv.mutate(filter)} />
      </div>
      {exportCsv.error ? <ErrorMessage error={exportCsv.error} /> : null}
    </>
  );
}

const PageLogs = ({ open }: { open: boolean }) => (
  <PagedLogs
    name="Page Logs"
    id="page-logs"
    logType="page_logs"
    textField="post_title"
    caption="Page visits"
    columns={PAGE_COLUMNS}
    rowKey={(row) => row.postUid}
    open={open}
    actions={(filter) => <ExportPageLogs filter={filter} />}
  />
);

const USER_COLUMNS: Column<UserLogRecord>[] = [
  { header: 'User Id', cell: (row) => row.users_userid ?? '' },
  { header: 'Page Name', cell: (row) => row.title ?? '' },
  { header: 'IP Address', cell: (row) => row.ip_address ?? '' },
  { header: 'Page Id', cell: (row) => row.pageId ?? '' },
  { header: 'OS', cell: (row) => row.osName ?? '' },
  { header: 'Browser', cell: (row) => row.browserName ?? '' },
  { header: 'Visited Date', cell: (row) => <time dateTime={row.visited_at}>{formatLogDate(row.visited_at)}</time> },
];

const UsersLogs = ({ open }: { open: boolean }) => (
  <PagedLogs
    name="Users Logs"
    id="users-logs"
    logType="users_logs"
    textField="users_userid"
    caption="Visits, newest first"
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
  const [open, setOpen] = useState<Record<SectionId, boolean>>({ platform: true, pages: false, users: false });
  const toggle = (section: SectionId) => () => setOpen({ ...open, [section]: !open[section] });
  return (
    <div className="web-logs">
      <AccordionSection title="Platform Logs" open={open.platform} onToggle={toggle('platform')}>
        <PlatformLogs open={open.platform} />
      </AccordionSection>
      <AccordionSection title="Page Logs" open={open.pages} onToggle={toggle('pages')}>
        <PageLogs open={open.pages} />
      </AccordionSection>
      <AccordionSection title="Users Logs" open={open.users} onToggle={toggle('users')}>
        <UsersLogs open={open.users} />
      </AccordionSection>
    </div>
  );
}
