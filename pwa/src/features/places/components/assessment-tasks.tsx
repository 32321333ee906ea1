import { Trans, useLingui } from '@lingui/react/macro';
import { PLACE_MESSAGES, mergeTaskRows, taskYears } from '@portal/contract';
import { useContext, useId } from 'react';
import { LastUpdated, oldestCopy } from '@/components/ui/last-updated.tsx';
import { StackedTable } from '@/components/ui/stacked-table.tsx';
import { formatDate } from '@/lib/format-date.ts';
import { useCourseTasks } from '../api/get-course-tasks.ts';
import { PlacePagesCopy } from '../lib/pages-copy.ts';
import { NotReady } from './not-ready.tsx';
import { formatPercent } from '@/lib/format-number.ts';

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
  const { t } = useLingui();
  const yearId = useId();
  return (
    <>
      <p className="place-tasks__year">
        <label className="field-label" htmlFor={yearId}>
          <Trans>Year</Trans>
        </label>
        <select id={yearId} className="text-input" value={year} onChange={(event) => onYearChange(Number(event.target.value))}>
          {taskYears(new Date()).years.map((offered) => (
            <option key={offered} value={offered}>
              {offered}
            </option>
          ))}
        </select>
      </p>
      <TaskTable courseId={courseId} year={year} caption={t`Assessment tasks ${year}`} />
    </>
  );
}

/** A course's tasks of one year (also the Task Page's list, for the current year); the caption comes translated. */
export function TaskTable({ courseId, year, caption }: { courseId: number; year: number; caption: string }) {
  const { t, i18n } = useLingui();
  const tasks = useCourseTasks(courseId, year);
  const pagesCopy = useContext(PlacePagesCopy);
  if (!tasks.data) return <NotReady result={tasks} loading={t`Loading tasks…`} />;
  const rows = mergeTaskRows(tasks.data);
  const updated = <LastUpdated {...oldestCopy(pagesCopy ? [tasks, pagesCopy] : [tasks])} />;
  if (rows.length === 0)
    return (
      <>
        <p className="empty-state">{i18n._(PLACE_MESSAGES.selectAnotherYear)}</p>
        {updated}
      </>
    );
  return (
    <>
      <StackedTable
        caption={caption}
        captionHidden
        columns={[t`Task Name`, t`Weighting`, t`Mark Out Of`, t`Set Date`, t`Due Date`, t`Resources`]}
        rows={rows.map((row) => ({
          key: row.TASK,
          name: row.TASK,
          cells: [
            row.WEIGHTING === null ? '' : formatPercent(row.WEIGHTING),
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
