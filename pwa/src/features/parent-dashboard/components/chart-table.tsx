import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { StackedTable, type StackedTableRow } from '@/components/ui/stacked-table.tsx';
import { CHART_WORDS } from '../lib/plain-words.ts';

/**
 * A chart's numbers as a table: always there for screen readers (the chart is a picture),
 * shown to everyone at the press of a button.
 */
export function ChartTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: StackedTableRow[] }) {
  const { i18n } = useLingui();
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <div className="chart-table">
      <button type="button" className="button button--small button--secondary chart-table__toggle" aria-expanded={shown} aria-controls={id} onClick={() => setShown(!shown)}>
        {i18n._(shown ? CHART_WORDS.hideTable : CHART_WORDS.showTable)}
      </button>
      <div id={id} className={shown ? 'chart-table__table' : 'visually-hidden'}>
        <StackedTable caption={caption} columns={columns} rows={rows} />
      </div>
    </div>
  );
}
