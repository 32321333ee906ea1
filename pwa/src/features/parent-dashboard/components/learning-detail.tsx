import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BEHAVIOUR_SCALE, behaviourScaleLabel, EMPTY_CHART, reportPeriodsOf, type Trending } from '@portal/contract';
import { useState, type ReactNode } from 'react';
import { StackedTable } from '@/components/ui/stacked-table.tsx';
import { useBehaviourByCourse } from '../api/get-behaviour-by-course.ts';
import { useLearningBehaviour } from '../api/get-learning-behaviour.ts';
import { SCALE_WORDS, TRENDING_WORDS } from '../lib/plain-words.ts';
import { CallState } from './call-state.tsx';
import { RatingBars, type RatingBarsProps } from './rating-bars.tsx';
import { ViewHeading } from './view-heading.tsx';

type Mode = 'behaviour' | 'course';

const MODES: { value: Mode; label: MessageDescriptor }[] = [
  { value: 'behaviour', label: msg`By Behaviour` },
  { value: 'course', label: msg`By Course` },
];

type RatingTableProps = {
  /** The table's caption. */
  label: string;
  /** The heading of the row headers' column. */
  rowsAre: string;
  columns: string[];
  rows: { name: string; cells: ReactNode[] }[];
};

/**
 * A view of the learning detail: the latest period's chart (when there is one) above the
 * whole table of ratings, whose rows stack on a phone rather than scroll sideways.
 */
function Ratings({ chart, table }: { chart: RatingBarsProps | null; table: RatingTableProps }) {
  return (
    <>
      {chart ? <RatingBars {...chart} /> : null}
      <StackedTable
        caption={table.label}
        columns={[table.rowsAre, ...table.columns]}
        rows={table.rows.map((row) => ({ key: row.name, name: row.name, cells: row.cells }))}
      />
    </>
  );
}

function NoDataYet() {
  const { i18n } = useLingui();
  return <p className="parent-dashboard__no-data">{i18n._(EMPTY_CHART.noDataYet)}</p>;
}

/** A rating's scale word ('–' for none) and a trend's word, as the tables show them. */
function useRatingWords() {
  const { i18n } = useLingui();
  return {
    scaleWord: (perc: number | null) => {
      const label = behaviourScaleLabel(perc);
      return label === null ? '–' : i18n._(SCALE_WORDS[label]);
    },
    trendWord: (trending: Trending | null) => (trending === null ? '–' : i18n._(TRENDING_WORDS[trending])),
  };
}

/** Each behaviour's rating per report period, and how it is trending. */
function ByBehaviour({ username }: { username: string }) {
  const { t } = useLingui();
  const { scaleWord, trendWord } = useRatingWords();
  const rows = useLearningBehaviour(username, 'LEARNING_BY_BEHAVIOUR');
  return (
    <CallState result={rows}>
      {(list) => {
        if (list.length === 0) return <NoDataYet />;
        const periods = reportPeriodsOf(list);
        const behaviours = [...new Set(list.map((row) => row.learning_behaviour ?? ''))];
        const latest = periods.at(-1);
        const latestPeriod = latest ?? '';
        const cell = (behaviour: string, period: string) =>
          list.find((row) => row.learning_behaviour === behaviour && row.report_period === period);
        return (
          <Ratings
            chart={{
              title: t`Learning behaviours, ${latestPeriod}`,
              rowsAre: t`Behaviour`,
              data: behaviours.map((behaviour) => ({
                name: behaviour,
                perc: latest ? (cell(behaviour, latest)?.perc ?? null) : null,
              })),
            }}
            table={{
              label: t`Learning behaviours by report period`,
              rowsAre: t`Behaviour`,
              columns: [...periods, t`Trending`],
              rows: behaviours.map((behaviour) => ({
                name: behaviour,
                cells: [
                  ...periods.map((period) => scaleWord(cell(behaviour, period)?.perc ?? null)),
                  trendWord((latest ? cell(behaviour, latest)?.trending : null) ?? null),
                ],
              })),
            }}
          />
        );
      }}
    </CallState>
  );
}

/** Each course's behaviours in the latest report period. */
function ByCourse({ username }: { username: string }) {
  const { t } = useLingui();
  const { scaleWord, trendWord } = useRatingWords();
  const perCourse = useLearningBehaviour(username, 'LEARNING_BY_COURSE');
  const detail = useBehaviourByCourse(username);
  return (
    <CallState result={detail}>
      {(list) => {
        if (list.length === 0) return <NoDataYet />;
        const courses = [...new Set(list.map((row) => row.course ?? ''))];
        const behaviours = [...new Set(list.map((row) => row.learning_behaviour ?? ''))];
        const cell = (course: string, behaviour: string) =>
          list.find((row) => row.course === course && row.learning_behaviour === behaviour);
        const latest = reportPeriodsOf(perCourse.data ?? []).at(-1);
        const tablePeriod = list[0]?.report_period ?? '';
        return (
          <Ratings
            chart={
              perCourse.data && latest
                ? {
                    title: t`Average rating per course, ${latest}`,
                    rowsAre: t`Course`,
                    data: perCourse.data.filter((row) => row.report_period === latest).map((row) => ({ name: row.course ?? '', perc: row.perc })),
                  }
                : null
            }
            table={{
              label: t`Learning behaviours by course, ${tablePeriod}`,
              rowsAre: t`Course`,
              columns: behaviours,
              rows: courses.map((course) => ({
                name: course,
                cells: behaviours.map((behaviour) => {
                  const rating = cell(course, behaviour);
                  return (
                    <>
                      {scaleWord(rating?.perc ?? null)}
                      {rating?.trending ? <span className="parent-dashboard__note"> ({trendWord(rating.trending)})</span> : null}
                    </>
                  );
                }),
              })),
            }}
          />
        );
      }}
    </CallState>
  );
}

/** Spec 2.6: the learning detail view, 'By Behaviour' or 'By Course'. */
export function LearningDetail({ username, onBack }: { username: string; onBack: () => void }) {
  const { t, i18n } = useLingui();
  const [mode, setMode] = useState<Mode>('behaviour');
  const scale = BEHAVIOUR_SCALE.map((step) => `${i18n._(SCALE_WORDS[step.label])} ${step.value}`).join(', ');
  return (
    <section className="parent-dashboard__view" aria-labelledby="learning-detail-title">
      <ViewHeading id="learning-detail-title" title={t`Learning Behaviours`} backLabel={t`Back to summary`} onBack={onBack} />
      <div className="learning-detail__modes" role="group" aria-label={t`Show learning behaviours`}>
        {MODES.map(({ value, label }) => (
          <button key={value} type="button" className="button button--small button--secondary" aria-pressed={mode === value} onClick={() => setMode(value)}>
            {i18n._(label)}
          </button>
        ))}
      </div>
      <p className="parent-dashboard__note">
        <Trans>Scale: {scale}.</Trans>
      </p>
      {mode === 'behaviour' ? <ByBehaviour username={username} /> : <ByCourse username={username} />}
    </section>
  );
}
