import { GOAL_AREAS, SEMESTERS, STUDENT_GOALS_DOWNLOAD_MESSAGE, STUDENT_GOAL_MESSAGES, semesterOfTerm, studentGoalFields, termFromMonth } from '@portal/contract';
import { useId, useState, type FormEvent } from 'react';
import { Card, CardList } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { fieldErrorProps } from '@/components/ui/field-error.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { SavedContent } from '@/components/ui/saved-content.tsx';
import { fieldErrorsOf } from '@/lib/field-errors.ts';
import { useMyStudents } from '@/lib/my-students.ts';
import { downloadStudentGoals } from '../api/download-student-goals.ts';
import { useStudentGoals, type GoalsFilter } from '../api/get-student-goals.ts';
import { useSaveStudentGoal } from '../api/save-student-goal.ts';
import './student-goals.css';
import { schoolToday } from '@/lib/school-today.ts';

/** Reader spec 2.8: goals years are the current (at the school) and the previous two. */
const goalsYearsNow = () => {
  const thisYear = schoolToday().getFullYear();
  return [thisYear, thisYear - 1, thisYear - 2];
};

function GoalsList({ filter }: { filter: GoalsFilter }) {
  const saved = useStudentGoals(filter);
  return (
    <SavedContent saved={saved}>
      {(goals) =>
        goals.length === 0 ? (
          <EmptyState />
        ) : (
          <CardList>
            {goals.map((goal) => (
              <Card
                key={goal.studentgoalUid}
                title={goal.goal}
                titleId={`goal-${goal.studentgoalUid}`}
                headingLevel={3}
                metaFirst
                meta={
                  <>
                    {goal.goal_area ? <span className="badge">{goal.goal_area}</span> : null}
                    <span>
                      {goal.semester} {goal.academic_year}
                    </span>
                  </>
                }
              >
                {goal.strategies ? <p className="card__body">Strategies: {goal.strategies}</p> : null}
                {goal.reflection ? <p className="card__body">Reflection: {goal.reflection}</p> : null}
              </Card>
            ))}
          </CardList>
        )
      }
    </SavedContent>
  );
}

function GoalForm({ filter }: { filter: GoalsFilter }) {
  const id = useId();
  const save = useSaveStudentGoal();
  const [area, setArea] = useState('');
  const [goal, setGoal] = useState('');
  const [strategies, setStrategies] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    const parsed = studentGoalFields.safeParse({
      username: filter.username,
      academic_year: filter.year,
      semester: filter.semester,
      goal_area: area,
      goal,
      strategies,
      reflection: '',
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        setGoal('');
        setStrategies('');
        setArea('');
        setDone(true);
      },
    });
  }

  const { errorOf, described } = fieldErrorProps(id, errors);

  return (
    <form className="goal-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Add a goal</h2>
      <div>
        <label className="field-label" htmlFor={`${id}-area`}>
          Goal area
        </label>
        <select id={`${id}-area`} className="text-input" value={area} onChange={(event) => setArea(event.target.value)} {...described('goal_area')}>
          <option value="">Choose…</option>
          {GOAL_AREAS.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
        {errorOf('goal_area')}
      </div>
      <div>
        <label className="field-label" htmlFor={`${id}-goal`}>
          Goal
        </label>
        <textarea id={`${id}-goal`} className="text-input" rows={3} value={goal} onChange={(event) => setGoal(event.target.value)} {...described('goal')} />
        {errorOf('goal')}
      </div>
      <div>
        <label className="field-label" htmlFor={`${id}-strategies`}>
          Strategies (optional)
        </label>
        <textarea id={`${id}-strategies`} className="text-input" rows={2} value={strategies} onChange={(event) => setStrategies(event.target.value)} {...described('strategies')} />
        {errorOf('strategies')}
      </div>
      {save.error ? <ErrorMessage error={save.error} /> : null}
      <p className="form-status" role="status">
        {done ? STUDENT_GOAL_MESSAGES.saved : ''}
      </p>
      <div>
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save goal'}
        </button>
      </div>
    </form>
  );
}

/** Reader 2.1 Student goals: a student's goals by year and semester, a new goal, and the CSV. */
export function StudentGoalsScreen() {
  const id = useId();
  const students = useMyStudents();
  const [username, setUsername] = useState<string | null>(null);
  const [years] = useState(goalsYearsNow);
  const [year, setYear] = useState(years[0]!);
  const [semester, setSemester] = useState<string>(() => semesterOfTerm(termFromMonth(schoolToday().getMonth() + 1)));
  const [downloadMessage, setDownloadMessage] = useState('');
  const [downloadError, setDownloadError] = useState<unknown>(null);

  return (
    <SavedContent saved={students}>
      {(list) => {
        const chosen = list.find((student) => student.username === username) ?? list[0];
        if (!chosen) return <EmptyState />;
        const filter = { username: chosen.username, year, semester };
        return (
          <>
            <div className="goals-filters">
              <div>
                <label className="field-label" htmlFor={`${id}-student`}>
                  Student
                </label>
                <select
                  id={`${id}-student`}
                  className="text-input"
                  value={chosen.username}
                  disabled={list.length === 1}
                  onChange={(event) => setUsername(event.target.value)}
                >
                  {list.map((student) => (
                    <option key={student.username} value={student.username}>
                      {student.student}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label className="field-label" htmlFor={`${id}-year`}>
                  Year
                </label>
                <select id={`${id}-year`} className="text-input" value={year} onChange={(event) => setYear(Number(event.target.value))}>
                  {years.map((value) => (
                    <option key={value}>{value}</option>
                  ))}
                </select>
              </div>
              <div>
                <label className="field-label" htmlFor={`${id}-semester`}>
                  Semester
                </label>
                <select id={`${id}-semester`} className="text-input" value={semester} onChange={(event) => setSemester(event.target.value)}>
                  {SEMESTERS.map((value) => (
                    <option key={value}>{value}</option>
                  ))}
                </select>
              </div>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  setDownloadError(null);
                  downloadStudentGoals(filter).then(
                    () => setDownloadMessage(STUDENT_GOALS_DOWNLOAD_MESSAGE),
                    (error: unknown) => setDownloadError(error),
                  );
                }}
              >
                Download CSV
              </button>
            </div>
            <p className="form-status" role="status">
              {downloadMessage}
            </p>
            {downloadError ? <ErrorMessage error={downloadError} /> : null}
            <GoalsList filter={filter} />
            <GoalForm key={`${filter.username}-${year}-${semester}`} filter={filter} />
          </>
        );
      }}
    </SavedContent>
  );
}
