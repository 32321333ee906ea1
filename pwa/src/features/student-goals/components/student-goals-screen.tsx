import { Trans, useLingui } from '@lingui/react/macro';
import { GOAL_AREAS, SEMESTERS, STUDENT_GOALS_DOWNLOAD_MESSAGE, STUDENT_GOAL_MESSAGES, semesterOfTerm, studentGoalFields, termFromMonth, type StudentGoalRecord } from '@portal/contract';
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

/** One goal: its area and period (the contract's names, in the person's language), and what the family wrote. */
function GoalCard({ goal }: { goal: StudentGoalRecord }) {
  const { i18n } = useLingui();
  const { strategies, reflection } = goal;
  return (
    <Card
      title={goal.goal}
      titleId={`goal-${goal.studentgoalUid}`}
      headingLevel={3}
      metaFirst
      meta={
        <>
          {goal.goal_area ? <span className="badge">{i18n._(goal.goal_area)}</span> : null}
          <span>
            {goal.semester === null ? null : i18n._(goal.semester)} {goal.academic_year}
          </span>
        </>
      }
    >
      {strategies ? (
        <p className="card__body">
          <Trans>Strategies: {strategies}</Trans>
        </p>
      ) : null}
      {reflection ? (
        <p className="card__body">
          <Trans>Reflection: {reflection}</Trans>
        </p>
      ) : null}
    </Card>
  );
}

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
              <GoalCard key={goal.studentgoalUid} goal={goal} />
            ))}
          </CardList>
        )
      }
    </SavedContent>
  );
}

function GoalForm({ filter }: { filter: GoalsFilter }) {
  const { t, i18n } = useLingui();
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
      <h2 id={`${id}-title`}>
        <Trans>Add a goal</Trans>
      </h2>
      <div>
        <label className="field-label" htmlFor={`${id}-area`}>
          <Trans>Goal area</Trans>
        </label>
        <select id={`${id}-area`} className="text-input" value={area} onChange={(event) => setArea(event.target.value)} {...described('goal_area')}>
          <option value="">{t`Choose…`}</option>
          {GOAL_AREAS.map((name) => (
            <option key={name} value={name}>
              {i18n._(name)}
            </option>
          ))}
        </select>
        {errorOf('goal_area')}
      </div>
      <div>
        <label className="field-label" htmlFor={`${id}-goal`}>
          <Trans>Goal</Trans>
        </label>
        <textarea id={`${id}-goal`} className="text-input" rows={3} value={goal} onChange={(event) => setGoal(event.target.value)} {...described('goal')} />
        {errorOf('goal')}
      </div>
      <div>
        <label className="field-label" htmlFor={`${id}-strategies`}>
          <Trans>Strategies (optional)</Trans>
        </label>
        <textarea id={`${id}-strategies`} className="text-input" rows={2} value={strategies} onChange={(event) => setStrategies(event.target.value)} {...described('strategies')} />
        {errorOf('strategies')}
      </div>
      {save.error ? <ErrorMessage error={save.error} /> : null}
      <p className="form-status" role="status">
        {done ? i18n._(STUDENT_GOAL_MESSAGES.saved) : ''}
      </p>
      <div>
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save goal</Trans>}
        </button>
      </div>
    </form>
  );
}

/** Reader 2.1 Student goals: a student's goals by year and semester, a new goal, and the CSV. */
export function StudentGoalsScreen() {
  const { i18n } = useLingui();
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
                  <Trans>Student</Trans>
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
                  <Trans>Year</Trans>
                </label>
                <select id={`${id}-year`} className="text-input" value={year} onChange={(event) => setYear(Number(event.target.value))}>
                  {years.map((value) => (
                    <option key={value}>{value}</option>
                  ))}
                </select>
              </div>
              <div>
                <label className="field-label" htmlFor={`${id}-semester`}>
                  <Trans>Semester</Trans>
                </label>
                <select id={`${id}-semester`} className="text-input" value={semester} onChange={(event) => setSemester(event.target.value)}>
                  {SEMESTERS.map((value) => (
                    <option key={value} value={value}>
                      {i18n._(value)}
                    </option>
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
                <Trans>Download CSV</Trans>
              </button>
            </div>
            <p className="form-status" role="status">
              {downloadMessage ? i18n._(downloadMessage) : ''}
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
