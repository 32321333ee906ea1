import { boxPlotBars, EMPTY_CHART, type BoxPlotBar, type BoxPlotBox } from '@portal/contract';
import { useState } from 'react';
import { Bar, CartesianGrid, ComposedChart, ResponsiveContainer, Scatter, Tooltip, XAxis, YAxis } from 'recharts';
import { usePlotCourses } from '../api/get-plot-courses.ts';
import { usePlotTasks } from '../api/get-plot-tasks.ts';
import { CallState } from './call-state.tsx';
import { ChartHeading } from './view-heading.tsx';

const BOX_COLOUR = '#4f7cac';
const WHISKER_COLOUR = '#b8c7d9';
const RESULT_COLOUR = '#b00020';

/** The five numbers and the result, as a tooltip and the table under the chart read them. */
function describeBox(box: BoxPlotBox, centreName: string): string {
  const result = box.result === null ? 'no result' : `result ${box.result}`;
  return `minimum ${box.minimum}, lower quartile ${box.q1}, ${centreName} ${box.centre}, upper quartile ${box.q3}, maximum ${box.maximum}, ${result}`;
}

function BoxTooltip({ active, payload, centreName }: { active?: boolean; payload?: ReadonlyArray<{ payload?: BoxPlotBar }>; centreName: string }) {
  const bar = payload?.[0]?.payload;
  if (!active || !bar) return null;
  return (
    <div className="box-plot__tooltip">
      <strong>{bar.label}</strong>
      <p>{describeBox(bar.box, centreName)}</p>
    </div>
  );
}

/**
 * A box plot drawn as stacked bars (an invisible base, then whisker, box halves, whisker) with
 * the student's result as a dot. The chart is a picture: the same numbers follow as a list of
 * buttons (courses) or lines (tasks), which keyboards and screen readers use.
 */
function BoxPlotChart({ boxes, centreName, onPick, title }: { boxes: BoxPlotBox[]; centreName: string; onPick?: (key: string) => void; title: string }) {
  const bars = boxPlotBars(boxes);
  const pick = onPick ? (entry: unknown) => onPick((entry as { payload?: BoxPlotBar }).payload?.key ?? (entry as BoxPlotBar).key) : undefined;
  return (
    <div className="box-plot__chart" role="img" aria-label={title}>
      <ResponsiveContainer width="100%" height={280}>
        <ComposedChart data={bars} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" interval={0} tick={{ fontSize: 12 }} />
          <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} width={36} />
          <Tooltip content={<BoxTooltip centreName={centreName} />} />
          <Bar dataKey="base" stackId="box" fill="transparent" isAnimationActive={false} />
          <Bar dataKey="lowerWhisker" stackId="box" fill={WHISKER_COLOUR} isAnimationActive={false} onClick={pick} cursor={pick ? 'pointer' : undefined} />
          <Bar dataKey="lowerBox" stackId="box" fill={BOX_COLOUR} isAnimationActive={false} onClick={pick} cursor={pick ? 'pointer' : undefined} />
          <Bar dataKey="upperBox" stackId="box" fill={BOX_COLOUR} fillOpacity={0.7} isAnimationActive={false} onClick={pick} cursor={pick ? 'pointer' : undefined} />
          <Bar dataKey="upperWhisker" stackId="box" fill={WHISKER_COLOUR} isAnimationActive={false} onClick={pick} cursor={pick ? 'pointer' : undefined} />
          <Scatter dataKey="result" fill={RESULT_COLOUR} isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

function TaskResults({ username, courseId, course, onBack }: { username: string; courseId: string; course: string; onBack: () => void }) {
  const tasks = usePlotTasks(username, courseId);
  return (
    <>
      <ChartHeading title={`${course}: task results`} backLabel="Back to course results" onBack={onBack} />
      <CallState result={tasks}>
        {(list) => {
          if (list.length === 0) return <p>{EMPTY_CHART.noRecords}</p>;
          const boxes = list.map((task) => ({ key: task.task, label: task.task, minimum: task.minimum, q1: task.q1, centre: task.mean, q3: task.q3, maximum: task.maximum, result: task.result }));
          return (
            <>
              <BoxPlotChart boxes={boxes} centreName="mean" title={`${course} task results`} />
              <ul className="box-plot__list">
                {boxes.map((box) => (
                  <li key={box.key}>
                    <strong>{box.label}</strong>: {describeBox(box, 'mean')}
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </CallState>
    </>
  );
}

/** Spec 2.6: the box plot of course results; a course opens its task results, a back arrow returns. */
export function ResultsBoxPlot({ username }: { username: string }) {
  const courses = usePlotCourses(username);
  const [open, setOpen] = useState<{ courseId: string; course: string } | null>(null);
  return (
    <section className="parent-dashboard__box parent-dashboard__box--wide box-plot" aria-labelledby="results-title">
      <h2 id="results-title" className="parent-dashboard__box-title">
        Assessment Results
      </h2>
      {open ? (
        <TaskResults username={username} courseId={open.courseId} course={open.course} onBack={() => setOpen(null)} />
      ) : (
        <CallState result={courses}>
          {(list) => {
            if (list.length === 0) return <p>{EMPTY_CHART.noRecords}</p>;
            const boxes = list.map((course) => ({ key: course.courseId, label: course.course, minimum: course.minimum, q1: course.q1, centre: course.median, q3: course.q3, maximum: course.maximum, result: course.result }));
            const openCourse = (key: string) => {
              const course = list.find((item) => item.courseId === key);
              if (course) setOpen({ courseId: course.courseId, course: course.course });
            };
            return (
              <>
                <BoxPlotChart boxes={boxes} centreName="median" onPick={openCourse} title="Course results" />
                <ul className="box-plot__list">
                  {boxes.map((box) => (
                    <li key={box.key}>
                      <button type="button" className="link-button" onClick={() => openCourse(box.key)}>
                        {box.label}
                      </button>
                      : {describeBox(box, 'median')}
                    </li>
                  ))}
                </ul>
              </>
            );
          }}
        </CallState>
      )}
    </section>
  );
}
