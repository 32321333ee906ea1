import type { CSSProperties } from 'react';
import { formatNumber } from '@/lib/format-number.ts';

/**
 * The 0-100 axis under a chart's tracks. The end labels sit inside the track (the first from
 * its start, the last up to its end), so no label leaves the chart or meets its neighbour on a
 * 320 px phone.
 */
export function ChartAxis({ ticks, labelOf = formatNumber }: { ticks: readonly number[]; labelOf?: (value: number) => string }) {
  return (
    <div className="chart-axis" aria-hidden="true">
      {ticks.map((value) => (
        <span key={value} className="chart-axis__tick" style={{ '--at': `${value}%` } as CSSProperties}>
          {labelOf(value)}
        </span>
      ))}
    </div>
  );
}
