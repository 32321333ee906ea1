import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { METRIC_PERIODS } from '@portal/contract';
import { useId, useState } from 'react';
import { Stat, StatGroup } from '@/components/ui/stat.tsx';
import { SavedContent } from '@/components/ui/saved-content.tsx';
import { formatDate } from '@/lib/format-date.ts';
import { formatNumber } from '@/lib/format-number.ts';
import { useMetrics } from '../api/get-metrics.ts';
import './metrics.css';

const PERIOD_LABELS: Record<(typeof METRIC_PERIODS)[number], MessageDescriptor> = {
  7: msg`Last 7 days`,
  30: msg`Last 30 days`,
  90: msg`Last 90 days`,
  365: msg`Last 12 months`,
};

function MetricTiles({ days }: { days: number }) {
  const { t } = useLingui();
  const saved = useMetrics(days);
  return (
    <SavedContent saved={saved}>
      {(counts) => {
        const since = formatDate(counts.since);
        return (
          <>
            <p>
              <Trans>Since {since}, on your campus:</Trans>
            </p>
            <StatGroup label={t`The campus's counts`}>
              <Stat value={formatNumber(counts.active_people)} label={t`Active people`} hint={t`Carers, students and staff who opened the portal`} />
              <Stat value={formatNumber(counts.notices_read)} label={t`Notices read`} hint={t`Notices marked as read`} />
              <Stat value={formatNumber(counts.absences_notified)} label={t`Absences notified`} hint={t`Absences a carer gave a reason for`} />
            </StatGroup>
          </>
        );
      }}
    </SavedContent>
  );
}

/** Reader 2.1 Metrics: the campus's counts for a period (staff only: the route sends others home). */
export function MetricsScreen() {
  const { i18n } = useLingui();
  const id = useId();
  const [days, setDays] = useState(30);
  return (
    <>
      <div>
        <label className="field-label" htmlFor={`${id}-period`}>
          <Trans>Period</Trans>
        </label>
        <select id={`${id}-period`} className="text-input metric-period" value={days} onChange={(event) => setDays(Number(event.target.value))}>
          {METRIC_PERIODS.map((value) => (
            <option key={value} value={value}>
              {i18n._(PERIOD_LABELS[value])}
            </option>
          ))}
        </select>
      </div>
      <MetricTiles days={days} />
    </>
  );
}
