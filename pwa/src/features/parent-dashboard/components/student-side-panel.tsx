import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentListData, StudentRecord } from '@portal/contract';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { StudentRow, type StudentActions } from './student-row.tsx';

/** Spec 2.6: faculty pick a year, then a student of that year from the side panel. */
export function StudentSidePanel({
  list,
  year,
  onYear,
  selected,
  onOpen,
  renderActions,
}: {
  list: StudentListData;
  year: number | null;
  onYear: (year: number) => void;
  selected: string | null;
  onOpen: (student: StudentRecord) => void;
  renderActions?: StudentActions;
}) {
  const { t } = useLingui();
  const students = list.students.filter((student) => student.form_run === year);
  return (
    <aside className="student-side-panel" aria-labelledby="student-side-panel-title">
      <h2 id="student-side-panel-title" className="parent-dashboard__box-title">
        <Trans>Students</Trans>
      </h2>
      <label className="field-label" htmlFor="student-year">
        <Trans context="year group">Year</Trans>
      </label>
      <select id="student-year" className="text-input" value={year ?? ''} onChange={(event) => onYear(Number(event.target.value))}>
        <option value="" disabled>
          {t`Select a year`}
        </option>
        {list.year_list.map((option) => (
          <option key={option} value={option}>
            {t`Year ${option}`}
          </option>
        ))}
      </select>
      {year === null ? null : students.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="student-side-panel__list" aria-label={t`Year ${year} students`}>
          {students.map((student) => (
            <StudentRow key={student.studentUid} student={student} selected={student.username === selected} onOpen={onOpen} renderActions={renderActions} />
          ))}
        </ul>
      )}
    </aside>
  );
}
