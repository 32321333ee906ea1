import { BEHAVIOUR_SCALE, behaviourScaleLabel, EMPTY_CHART, reportPeriodsOf } from '@portal/contract';
import { useState, type ReactNode } from 'react';
import { StackedTable } from '@/components/ui/stacked-table.tsx';
import { useBehaviourByCourse } from '../api/get-behaviour-by-course.ts';
import { useLearningBehaviour } from '../api/get-learning-behaviour.ts';
import { CallState } from './call-state.tsx';
import { RatingBars, type RatingBarsProps } from './rating-bars.tsx';
import { ViewHeading } from './view-heading.tsx';

type Mode = 'behaviour' | 'course';

const MODES: { value: Mode; label: string }[] = [
  { value: 'behaviour', label: 'By Behaviour' },
  { value: 'course', label: 'By Course' },
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

const noDataYet = <p className="parent-dashboard__no-data">{EMPTY_CHART.noDataYet}</p>;

/** Each behaviour's rating per report period, and how it is trending. */
function ByBehaviour({ username }: { username: string }) {
  const rows = useLearningBehaviour(username, 'LEARNING_BY_BEHAVIOUR');
  return (
    <CallState result={rows}>
      {(list) => {
        if (list.length === 0) return noDataYet;
        const periods = reportPeriodsOf(list);
        const behaviours = [...new Set(list.map((row) => row.learning_behaviour ?? ''))];
        const latest = periods.at(-1);
        const cell = (behaviour: string, period: string) =>
          list.find((row) => row.learning_behaviour === behaviour && row.report_period === period);
        return (
          <Ratings
            chart={{
              title: `Learning behaviours, ${latest ?? ''}`,
              rowsAre: 'Behaviour',
              data: behaviours.map((behaviour) => ({
                name: behaviour,
                perc: latest ? (cell(behaviour, latest)?.perc ?? null) : null,
              })),
            }}
            table={{
              label: 'Learning behaviours by report period',
              rowsAre: 'Behaviour',
              columns: [...periods, 'Trending'],
              rows: behaviours.map((behaviour) => ({
                name: behaviour,
                cells: [
                  ...periods.map((period) => behaviourScaleLabel(cell(behaviour, period)?.perc ?? null) ?? '–'),
                  latest ? (cell(behaviour, latest)?.trending ?? '–') : '–',
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
  const perCourse = useLearningBehaviour(username, 'LEARNING_BY_COURSE');
  const detail = useBehaviourByCourse(username);
  return (
    <CallState result={detail}>
      {(list) => {
        if (list.length === 0) return noDataYet;
        const courses = [...new Set(list.map((row) => row.course ?? ''))];
        const behaviours = [...new Set(list.map((row) => row.learning_behaviour ?? ''))];
        const cell = (course: string, behaviour: string) =>
          list.find((row) => row.course === course && row.learning_behaviour === behaviour);
        const latest = reportPeriodsOf(perCourse.data ?? []).at(-1);
        return (
          <Ratings
            chart={
              perCourse.data && latest
                ? {
                    title: `Average rating per course, ${latest}`,
                    rowsAre: 'Course',
                    data: perCourse.data.filter((row) => row.report_period === latest).map((row) => ({ name: row.course ?? '', perc: row.perc })),
                  }
                : null
            }
            table={{
              label: `Learning behaviours by course, ${list[0]?.report_period ?? ''}`,
              rowsAre: 'Course',
              columns: behaviours,
              rows: courses.map((course) => ({
                name: course,
                cells: behaviours.map((behaviour) => {
                  const rating = cell(course, behaviour);
                  return (
                    <>
                      {behaviourScaleLabel(rating?.perc ?? null) ?? '–'}
                      {rating?.trending ? <span className="parent-dashboard__note"> ({rating.trending})</span> : null}
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
  const [mode, setMode] = useState<Mode>('behaviour');
  return (
    <section className="parent-dashboard__view" aria-labelledby="learning-detail-title">
      <ViewHeading id="learning-detail-title" title="Learning Behaviours" backLabel="Back to summary" onBack={onBack} />
      <div className="learning-detail__modes" role="group" aria-label="Show learning behaviours">
        {MODES.map(({ value, label }) => (
          <button key={value} type="button" className="button button--small button--secondary" aria-pressed={mode === value} onClick={() => setMode(value)}>
            {label}
          </button>
        ))}
      </div>
      <p className="parent-dashboard__note">Scale: {BEHAVIOUR_SCALE.map((step) => `${step.label} ${step.value}`).join(', ')}.</p>
      {mode === 'behaviour' ? <ByBehaviour username={username} /> : <ByCourse username={username} />}
    </section>
  );
}
