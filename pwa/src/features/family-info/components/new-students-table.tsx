import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { SavedContent } from '@/components/ui/saved-content.tsx';
import { DateDisplay } from '@/components/ui/date-display.tsx';
import { useNewStudents } from '../api/get-new-students.ts';
import './family-info.css';

/** The students who joined this year (staff: their campus's; families: their own children), by year group. */
export function NewStudentsTable() {
  const { t } = useLingui();
  const saved = useNewStudents();
  return (
    <SavedContent saved={saved}>
      {(students) =>
        students.length === 0 ? (
          <EmptyState />
        ) : (
          <div className="family-table-scroll" role="region" aria-label={t`New students`} tabIndex={0}>
            <table className="family-table">
              <caption className="visually-hidden">
                <Trans>Students new to the school this year</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Student</Trans>
                  </th>
                  <th scope="col">
                    <Trans context="year group">Year</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Homeroom</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Homeroom teacher</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Started</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {students.map((student) => (
                  <tr key={student.STUDENT_NUMBER}>
                    <td>{student.student}</td>
                    <td>{student.form_run ?? '—'}</td>
                    <td>{student.home_class ?? '—'}</td>
                    <td>{student.homeroom_teacher ?? '—'}</td>
                    <td>{student.start_date ? <DateDisplay value={student.start_date} /> : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      }
    </SavedContent>
  );
}
