import { BEHAVIOUR_AXIS, BEHAVIOUR_SCALE, behaviourScaleLabel, EMPTY_CHART, type LearningBehaviourRecord } from '@portal/contract';
import { useState, type ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useBehaviourByCourse } from '../api/get-behaviour-by-course.ts';
import { useLearningBehaviour } from '../api/get-learning-behaviour.ts';
import { CallState } from './call-state.tsx';
import { ViewHeading } from './view-heading.tsx';

type Mode = 'behaviour' | 'course';

const MODES: { value: Mode; label: string }[] = [
  { value: 'behaviour', label: 'By Behaviour' },
  { value: 'course', label: 'By Course' },
];

const scaleTick = (value: number) => BEHAVIOUR_SCALE.find((step) => step.value === value)?.label ?? String(value);

type RatingChartProps = {
  data: { name: string; perc: number | null }[];
  nameKey: string;
  title: string;
};

/** Ratings on the 0-100 axis, ticked with the scale's words (Rarely 25 ... Consistently 100). */
function RatingChart({ data, nameKey, title }: RatingChartProps) {
  return (
    <div className="learning-detail__chart" role="img" aria-label={title}>
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 24 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" interval={0} tick={{ fontSize: 12 }} name={nameKey} />
          <YAxis
            domain={[BEHAVIOUR_AXIS.min, BEHAVIOUR_AXIS.max]}
            ticks={[...BEHAVIOUR_AXIS.ticks]}
            tickFormatter={scaleTick}
            width={96}
          />
          <Tooltip />
          <Bar dataKey="perc" name="Rating" fill="#4f7cac" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

type RatingTableProps = {
  /** The table's caption, and the name of the region it scrolls in. */
  label: string;
  /** The heading of the row headers' column. */
  rowsAre: string;
  columns: string[];
  rows: { name: string; cells: ReactNode[] }[];
};

/**
 * A view of the learning detail: the latest period's chart (when there is one) above the
 * whole table of ratings. A wide table scrolls sideways on a phone; the scrolling area is
 * focusable, so keyboards scroll it too.
 */
function Ratings({ chart, table }: { chart: RatingChartProps | null; table: RatingTableProps }) {
  return (
    <>
      {chart ? <RatingChart {...chart} /> : null}
      <div className="learning-detail__scroll" role="region" aria-label={table.label} tabIndex={0}>
        <table className="learning-detail__table">
          <caption className="visually-hidden">{table.label}</caption>
          <thead>
            <tr>
              <th scope="col">{table.rowsAre}</th>
              {table.columns.map((column) => (
                <th scope="col" key={column}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.name}</th>
                {row.cells.map((cell, index) => (
                  <td key={table.columns[index]}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

const noDataYet = <p className="parent-dashboard__no-data">{EMPTY_CHART.noDataYet}</p>;

const periodsOf = (rows: LearningBehaviourRecord[]) => [...new Set(rows.map((row) => row.report_period ?? ''))].filter(Boolean);

/** Each behaviour's rating per report period, and how it is trending. */
function ByBehaviour({ username }: { username: string }) {
  const rows = useLearningBehaviour(username, 'LEARNING_BY_BEHAVIOUR');
  return (
    <CallState result={rows}>
      {(list) => {
        if (list.length === 0) return noDataYet;
        const periods = periodsOf(list);
        const behaviours = [...new Set(list.map((row) => row.learning_behaviour ?? ''))];
        const latest = periods.at(-1);
        const cell = (behaviour: string, period: string) =>
          list.find((row) => row.learning_behaviour === behaviour && row.report_period === period);
        return (
          <Ratings
            chart={{
              title: `Learning behaviours, ${latest ?? ''}`,
              nameKey: 'Behaviour',
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
        const latest = periodsOf(perCourse.data ?? []).at(-1);
        return (
          <Ratings
            chart={
              perCourse.data && latest
                ? {
                    title: `Learning behaviours by course, ${latest}`,
                    nameKey: 'Course',
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
