import { Trans, useLingui } from '@lingui/react/macro';
import { EMPTY_CHART, type BoxPlotBox } from '@portal/contract';
import { useEffect, useRef, useState } from 'react';
import { useBackTarget } from '@/components/layout/back-target.ts';
import { usePlotCourses } from '../api/get-plot-courses.ts';
import { usePlotTasks } from '../api/get-plot-tasks.ts';
import { BoxPlotChart } from './box-plot-chart.tsx';
import { CallState } from './call-state.tsx';

type ResultsProps = {
  username: string;
  /** "Noah's result" */
  resultName: string;
};

/**
 * A course's task results. The header's back arrow returns to the course results while they
 * show (spec 2.6: "a back arrow returns"), so the screen keeps one way back and the chart's
 * box holds only the chart.
 */
function TaskResults({ username, resultName, courseId, course, onBack }: ResultsProps & { courseId: string; course: string; onBack: () => void }) {
  const { t, i18n } = useLingui();
  const tasks = usePlotTasks(username, courseId);
  useBackTarget({ label: t`Back to course results`, onBack });
  const heading = useRef<HTMLHeadingElement>(null);
  // The person pressed a course: they are told where they are now.
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <h3 className="parent-dashboard__chart-title" ref={heading} tabIndex={-1}>
        {t`${course}: task results`}
      </h3>
      <CallState result={tasks}>
        {(list) => {
          if (list.length === 0) return <p>{i18n._(EMPTY_CHART.noRecords)}</p>;
          const boxes: BoxPlotBox[] = list.map((task) => ({ key: task.task, label: task.task, minimum: task.minimum, q1: task.q1, centre: task.mean, q3: task.q3, maximum: task.maximum, result: task.result }));
          return <BoxPlotChart title={t`${course} task results`} rowsAre={t`Task`} boxes={boxes} centre="mean" resultName={resultName} />;
        }}
      </CallState>
    </>
  );
}

/** Spec 2.6: the box plot of course results; a course opens its task results, a back arrow returns. */
export function ResultsBoxPlot({ username, resultName }: ResultsProps) {
  const { t, i18n } = useLingui();
  const courses = usePlotCourses(username);
  const [open, setOpen] = useState<{ courseId: string; course: string } | null>(null);
  // The course last opened, whose row takes the focus back on return.
  const [left, setLeft] = useState<string | null>(null);
  return (
    <section className="parent-dashboard__box parent-dashboard__box--wide" aria-labelledby="results-title">
      <h2 id="results-title" className="parent-dashboard__box-title">
        <Trans>Assessment Results</Trans>
      </h2>
      {open ? (
        <TaskResults
          username={username}
          resultName={resultName}
          courseId={open.courseId}
          course={open.course}
          onBack={() => {
            setLeft(open.courseId);
            setOpen(null);
          }}
        />
      ) : (
        <CallState result={courses}>
          {(list) => {
            if (list.length === 0) return <p>{i18n._(EMPTY_CHART.noRecords)}</p>;
            const boxes: BoxPlotBox[] = list.map((course) => ({ key: course.courseId, label: course.course, minimum: course.minimum, q1: course.q1, centre: course.median, q3: course.q3, maximum: course.maximum, result: course.result }));
            const openCourse = (key: string) => {
              const course = list.find((item) => item.courseId === key);
              if (course) setOpen({ courseId: course.courseId, course: course.course });
            };
            return (
              <>
                <p className="parent-dashboard__note">
                  <Trans>Choose a course to see its tasks.</Trans>
                </p>
                <BoxPlotChart title={t`Course results`} rowsAre={t`Course`} boxes={boxes} centre="median" resultName={resultName} onPick={openCourse} focusKey={left} />
              </>
            );
          }}
        </CallState>
      )}
    </section>
  );
}
