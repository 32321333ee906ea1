import { METRIC_PERIODS } from '@portal/contract';
import { useId, useState } from 'react';
import { Stat, StatGroup } from '@/components/ui/stat.tsx';
import { SavedContent } from '@/components/ui/saved-content.tsx';
import { formatDate } from '@/lib/format-date.ts';
import { useMetrics } from '../api/get-metrics.ts';
import './metrics.css';

const PERIOD_LABELS: Record<number, string> = { 7: 'Last 7 days', 30: 'Last 30 days', 90: 'Last 90 days', 365: 'Last 12 months' };
const NUMBER = new Intl.NumberFormat('en-AU');

function MetricTiles({ days }: { days: number }) {
  const saved = useMetrics(days);
  return (
    <SavedContent saved={saved}>
      {(counts) => (
        <>
          <p>Since {formatDate(counts.since)}, on your campus:</p>
          <StatGroup label="The campus's counts">
            <Stat value={NUMBER.format(counts.active_people)} label="Active people" hint="Carers, students and staff who opened the portal" />
            <Stat value={NUMBER.format(counts.notices_read)} label="Notices read" hint="Notices marked as read" />
            <Stat value={NUMBER.format(counts.absences_notified)} label="Absences notified" hint="Absences a carer gave a reason for" />
          </StatGroup>
        </>
      )}
    </SavedContent>
  );
}

/** Reader 2.1 Metrics: the campus's counts for a period (staff only: the route sends others home). */
export function MetricsScreen() {
  const id = useId();
  const [days, setDays] = useState(30);
  return (
    <>
      <div>
        <label className="field-label" htmlFor={`${id}-period`}>
          Period
        </label>
        <select id={`${id}-period`} className="text-input metric-period" value={days} onChange={(event) => setDays(Number(event.target.value))}>
          {METRIC_PERIODS.map((value) => (
            <option key={value} value={value}>
              {PERIOD_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <MetricTiles days={days} />
    </>
  );
}
