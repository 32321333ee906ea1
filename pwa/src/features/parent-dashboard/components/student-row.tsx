import type { StudentRecord } from '@portal/contract';
import type { ReactNode } from 'react';

/** What the app may add to each student row of the faculty side panel (a notes button, for one). */
export type StudentActions = (student: StudentRecord) => ReactNode;

/** One student of the faculty side panel: opening them, and the row's extra actions. */
export function StudentRow({
  student,
  selected,
  onOpen,
  renderActions,
}: {
  student: StudentRecord;
  selected: boolean;
  onOpen: (student: StudentRecord) => void;
  renderActions?: StudentActions;
}) {
  return (
    <li className={selected ? 'student-row student-row--selected' : 'student-row'}>
      <button type="button" className="student-row__open" aria-current={selected ? 'true' : undefined} onClick={() => onOpen(student)}>
        {student.student}
      </button>
      {/* Extra actions per student go here, beside the name (features compose them in the route). */}
      {renderActions ? <span className="student-row__actions">{renderActions(student)}</span> : null}
    </li>
  );
}
