import { PLACE_MESSAGES, mergeTaskRows, taskYears } from '@portal/contract';
import { useContext, useId } from 'react';
import { LastUpdated, oldestCopy } from '@/components/ui/last-updated.tsx';
import { StackedTable } from '@/components/ui/stacked-table.tsx';
import { formatDate } from '@/lib/format-date.ts';
import { useCourseTasks } from '../api/get-course-tasks.ts';
import { PlacePagesCopy } from '../lib/pages-copy.ts';
import { NotReady } from './not-ready.tsx';

type AssessmentTasksProps = {
  courseId: number;
  year: number;
  onYearChange: (year: number) => void;
};

/**
 * The fixed 'Assessment Tasks' page: a year select (previous, current, next) and the year's
 * tasks, one row a task with its resources together.
 */
export function AssessmentTasks({ courseId, year, onYearChange }: AssessmentTasksProps) {
  const yearId = useId();
  return (
    <>
      <p className="place-tasks__year">
        <label className="field-label" htmlFor={yearId}>
          Year
        </label>
        <select id={yearId} className="text-input" value={year} onChange={(event) => onYearChange(Number(event.target.value))}>
          {taskYears(new Date()).years.map((offered) => (
            <option key={offered} value={offered}>
              {offered}
            </option>
          ))}
        </select>
      </p>
      <TaskTable courseId={courseId} year={year} caption={`Assessment tasks ${year}`} />
    </>
  );
}

/** A course's tasks of one year (also the Task Page's list, for the current year). */
export function TaskTable({ courseId, year, caption }: { courseId: number; year: number; caption: string }) {
  const tasks = useCourseTasks(courseId, year);
  const pagesCopy = useContext(PlacePagesCopy);
  if (!tasks.data) return <NotReady result={tasks} loading="Loading tasks…" />;
  const rows = mergeTaskRows(tasks.data);
  const updated = <LastUpdated {...oldestCopy(pagesCopy ? [tasks, pagesCopy] : [tasks])} />;
  if (rows.length === 0)
    return (
      <>
        <p className="empty-state">{PLACE_MESSAGES.selectAnotherYear}</p>
        {updated}
      </>
    );
  return (
    <>
      <StackedTable
        caption={caption}
        captionHidden
        columns={['Task Name', 'Weighting', 'Mark Out Of', 'Set Date', 'Due Date', 'Resources']}
        rows={rows.map((row) => ({
          key: row.TASK,
          name: row.TASK,
          cells: [
            row.WEIGHTING === null ? '' : `${row.WEIGHTING}%`,
            row.MARK_OUT_OF === null ? '' : Math.round(row.MARK_OUT_OF),
            formatDate(row.SET_DATE),
            formatDate(row.DUE_DATE),
            <ul key="resources" className="place-table__resources">
              {row.resources.map((resource) => (
                <li key={resource.name}>
                  {resource.url ? (
                    <a href={resource.url} target="_blank" rel="noreferrer">
                      {resource.name}
                    </a>
                  ) : (
                    resource.name
                  )}
                </li>
              ))}
            </ul>,
          ],
        }))}
      />
      {updated}
    </>
  );
}
