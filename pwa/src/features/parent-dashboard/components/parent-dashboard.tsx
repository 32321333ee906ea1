import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentRecord, UserRecord } from '@portal/contract';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { LastUpdated } from '@/components/ui/last-updated.tsx';
import { useCarerStudents } from '../api/get-carer-students.ts';
import { useStudents } from '../api/get-students.ts';
import { CallState } from './call-state.tsx';
import { GoalsView } from './goals-view.tsx';
import { MyDayPanel } from './my-day-panel.tsx';
import { StudentSidePanel } from './student-side-panel.tsx';
import type { StudentActions } from './student-row.tsx';
import { SummaryBoxes } from './summary-boxes.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { resultWords } from '../lib/plain-words.ts';
import './parent-dashboard.css';

// The charts come in a chunk of their own: the boxes show while it downloads.
const LearningDetail = lazy(() => import('./learning-detail.tsx').then((module) => ({ default: module.LearningDetail })));
const ResultsBoxPlot = lazy(() => import('./results-box-plot.tsx').then((module) => ({ default: module.ResultsBoxPlot })));

/** Spec 4: the summary, the learning detail (by behaviour or by course) and the goals view; back returns to the summary. */
type View = 'summary' | 'learning' | 'goals';

/** The chosen student's data in the current view: choosing another student reloads it in the same view. */
function StudentData({ student, ownDashboard, view, setView }: { student: StudentRecord; ownDashboard: boolean; view: View; setView: (view: View) => void }) {
  const { i18n } = useLingui();
  if (view === 'learning')
    return (
      <Suspense fallback={<Loading />}>
        <LearningDetail key={student.username} username={student.username} onBack={() => setView('summary')} />
      </Suspense>
    );
  if (view === 'goals') return <GoalsView key={student.username} username={student.username} onBack={() => setView('summary')} />;
  return (
    <>
      <SummaryBoxes key={`boxes-${student.username}`} username={student.username} onLearning={() => setView('learning')} onGoals={() => setView('goals')} />
      <Suspense fallback={<Loading />}>
        <ResultsBoxPlot key={`plot-${student.username}`} username={student.username} resultName={i18n._(resultWords(student.student, ownDashboard))} />
      </Suspense>
    </>
  );
}

/** Spec 2.6: a non-student with more than one student chooses among them; with one, their name shows, disabled. */
function StudentSelect({ students, selected, onSelect }: { students: StudentRecord[]; selected: StudentRecord; onSelect: (username: string) => void }) {
  return (
    <div className="parent-dashboard__select">
      <label className="field-label" htmlFor="dashboard-student">
        <Trans>Student</Trans>
      </label>
      <select
        id="dashboard-student"
        className="text-input"
        value={selected.username}
        disabled={students.length < 2}
        onChange={(event) => onSelect(event.target.value)}
      >
        {students.map((student) => (
          <option key={student.username} value={student.username}>
            {student.student}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ParentDashboard({ user, renderStudentActions }: { user: UserRecord; renderStudentActions?: StudentActions }) {
  const faculty = user.type === 'faculty';
  const list = useStudents(user);
  // Spec 2.6: carers' students are those of the 'Senior School Students' group.
  const carerStudents = useCarerStudents(user.username, { enabled: user.type === 'affiliate' });
  const [chosen, setChosen] = useState<string | null>(null);
  const [year, setYear] = useState<number | null>(null);
  const [view, setView] = useState<View>('summary');

  return (
    <div className={faculty ? 'parent-dashboard parent-dashboard--faculty' : 'parent-dashboard'}>
      <CallState result={list}>
        {(data) => {
          let students = data.students;
          if (user.type === 'affiliate' && carerStudents.data) {
            const inGroup = new Set(carerStudents.data.map((record) => record.username));
            students = students.filter((student) => inGroup.has(student.username));
          }
          // Students are themselves; a carer starts with their first child; faculty choose from the side panel.
          const selected = students.find((student) => student.username === chosen) ?? (faculty ? undefined : students[0]);
          const select = (username: string) => setChosen(username);
          return (
            <>
              {faculty ? (
                <StudentSidePanel
                  list={data}
                  year={year}
                  onYear={setYear}
                  selected={selected?.username ?? null}
                  onOpen={(student) => select(student.username)}
                  renderActions={renderStudentActions}
                />
              ) : null}
              <div className="parent-dashboard__main">
                {faculty ? <MyDayPanel username={user.username} teacher /> : null}
                {user.type === 'student' && selected ? <MyDayPanel username={selected.username} teacher={false} /> : null}
                {!selected ? (
                  faculty ? (
                    <p className="parent-dashboard__note">
                      <Trans>Choose a year and a student to see their learning.</Trans>
                    </p>
                  ) : (
                    <EmptyState />
                  )
                ) : (
                  <>
                    {user.type === 'affiliate' ? (
                      <StudentSelect students={students} selected={selected} onSelect={select} />
                    ) : (
                      <h2 className="parent-dashboard__student">{selected.student}</h2>
                    )}
                    <StudentData student={selected} ownDashboard={user.type === 'student'} view={view} setView={setView} />
                  </>
                )}
                <LastUpdated at={list.updatedAt} stale={list.stale} />
              </div>
            </>
          );
        }}
      </CallState>
    </div>
  );
}
