import { useLingui } from '@lingui/react/macro';
import { BEHAVIOUR_AXIS, behaviourScaleLabel } from '@portal/contract';
import type { CSSProperties } from 'react';
import { markOf, SCALE_WORDS } from '../lib/plain-words.ts';
import { ChartAxis } from './chart-axis.tsx';
import { ChartTable } from './chart-table.tsx';
import './charts.css';

export type RatingBarsProps = {
  /** Names the chart and its table: 'Learning behaviours, Term 3'. */
  title: string;
  /** The rows' column in the table: 'Behaviour' or 'Course'. */
  rowsAre: string;
  data: { name: string; perc: number | null }[];
};

/**
 * Ratings on the spec's 0-100 axis (reader spec 2.6), one bar per behaviour or course with its
 * scale word written on it (Rarely 25 ... Consistently 100), the name above the bar so that
 * names never overlap on a phone, and the ratings as a table.
 */
export function RatingBars({ title, rowsAre, data }: RatingBarsProps) {
  const { t, i18n } = useLingui();
  const wordOf = (perc: number | null) => {
    const label = behaviourScaleLabel(perc);
    return label === null ? '–' : i18n._(SCALE_WORDS[label]);
  };
  return (
    <figure className="box-plot rating-bars" aria-label={title}>
      <ul className="box-plot__rows" aria-hidden="true">
        {data.map((row) => (
          <li key={row.name} className="rating-bars__row">
            <span className="box-plot__label">{row.name}</span>
            <span className="rating-bars__track">
              {row.perc === null ? null : (
                <span className="rating-bars__bar" style={{ '--size': `${Math.min(100, Math.max(0, row.perc))}%` } as CSSProperties}>
                  {wordOf(row.perc)}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
      <ChartAxis ticks={BEHAVIOUR_AXIS.ticks} />
      <ChartTable
        caption={title}
        columns={[rowsAre, t`Rating`]}
        rows={data.map((row) => ({ key: row.name, name: row.name, cells: [row.perc === null ? '–' : `${wordOf(row.perc)} (${markOf(row.perc)})`] }))}
      />
    </figure>
  );
}
