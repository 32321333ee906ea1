import { Button, HTMLTable } from '@blueprintjs/core';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';

/** A column of a log table: its header (shown in the person's language) and each row's cell. */
export type Column<Row> = { header: MessageDescriptor; cell: (row: Row) => ReactNode; numeric?: boolean };

type LogTableProps<Row> = {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
};

/** One log table with real headers (screen readers read each cell with its column), or the spec's empty text. */
export function LogTable<Row>({ caption, columns, rows, rowKey }: LogTableProps<Row>) {
  const { i18n } = useLingui();
  if (rows.length === 0) {
    return (
      <div className="web-logs__table">
        <p className="web-logs__caption">{caption}</p>
        <EmptyState />
      </div>
    );
  }
  return (
    <div className="web-logs__table">
      <HTMLTable compact striped>
        <caption className="web-logs__caption">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header.id} scope="col" className={column.numeric ? 'web-logs__numeric' : undefined}>
                {i18n._(column.header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header.id} className={column.numeric ? 'web-logs__numeric' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

type PagerProps = {
  /** Names the pager for screen readers ("Page Logs pages"). */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  busy?: boolean;
};

/** Previous and Next through a paged table, with where the reader is. Hidden when all rows fit one page. */
export function Pager({ label, page, pageSize, total, onPage, busy = false }: PagerProps) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="web-logs__pager" aria-label={label}>
      <Button text={t`Previous`} icon="chevron-left" onClick={() => onPage(page - 1)} disabled={busy || page <= 1} />
      <span aria-live="polite">
        <Trans>
          Page {page} of {pages} (<Plural value={total} one="# row" other="# rows" />)
        </Trans>
      </span>
      <Button text={t`Next`} endIcon="chevron-right" onClick={() => onPage(page + 1)} disabled={busy || page >= pages} />
    </nav>
  );
}
