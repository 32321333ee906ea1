import { Trans, useLingui } from '@lingui/react/macro';
import { EMPTY, goalsYears, semesterOfDate, SEMESTERS, type Semester } from '@portal/contract';
import { useState } from 'react';
import { useHomeroomComments } from '../api/get-homeroom-comments.ts';
import { useLearningGoals } from '../api/get-learning-goals.ts';
import { SEMESTER_WORDS } from '../lib/plain-words.ts';
import { CallState } from './call-state.tsx';
import { ViewHeading } from './view-heading.tsx';

/** Spec 2.6 and 2.8: goals of a year (current and previous two) and semester, with reflections, and the homeroom comments. */
export function GoalsView({ username, onBack, now = new Date() }: { username: string; onBack: () => void; now?: Date }) {
  const { t, i18n } = useLingui();
  const years = goalsYears(now);
  const [year, setYear] = useState(years[0]!);
  const [semester, setSemester] = useState<Semester>(semesterOfDate(now));
  const query = { username, semester, selected_year: year };
  const goals = useLearningGoals(query);
  const comments = useHomeroomComments(query);
  return (
    <section className="parent-dashboard__view" aria-labelledby="goals-view-title">
      <ViewHeading id="goals-view-title" title={t`Goals and Comment`} backLabel={t`Back to summary`} onBack={onBack} />
      <div className="goals-view__filters">
        <div>
          <label className="field-label" htmlFor="goals-year">
            <Trans>Year</Trans>
          </label>
          <select id="goals-year" className="text-input" value={year} onChange={(event) => setYear(Number(event.target.value))}>
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="field-label" htmlFor="goals-semester">
            <Trans>Semester</Trans>
          </label>
          <select id="goals-semester" className="text-input" value={semester} onChange={(event) => setSemester(event.target.value as Semester)}>
            {SEMESTERS.map((option) => (
              <option key={option} value={option}>
                {i18n._(SEMESTER_WORDS[option])}
              </option>
            ))}
          </select>
        </div>
      </div>
      <h3 className="goals-view__heading">
        <Trans>Learning Goals</Trans>
      </h3>
      <CallState result={goals}>
        {(list) => {
          const items = list.flatMap((record) => record.goal_list.map((goal, index) => ({ goal, reflection: record.reflection_list[index] ?? null })));
          if (items.length === 0) return <p>{i18n._(EMPTY.noRecords)}</p>;
          return (
            <div className="goals-view__accordion">
              {items.map(({ goal, reflection }, index) => (
                <details key={index} className="goals-view__goal">
                  <summary>{goal}</summary>
                  <p>
                    {reflection === null ? (
                      <Trans>
                        <strong>Reflection: </strong>No reflection yet.
                      </Trans>
                    ) : (
                      <Trans>
                        <strong>Reflection: </strong>
                        {reflection}
                      </Trans>
                    )}
                  </p>
                </details>
              ))}
            </div>
          );
        }}
      </CallState>
      <CallState result={comments}>
        {(list) =>
          list.length === 0 ? (
            <>
              <h3 className="goals-view__heading">
                <Trans>Homeroom Teacher Comment</Trans>
              </h3>
              <p>{i18n._(EMPTY.noRecords)}</p>
            </>
          ) : (
            list.map((comment, index) => (
              <article key={index} className="goals-view__comment" aria-labelledby={`homeroom-comment-${index}`}>
                <h3 id={`homeroom-comment-${index}`} className="goals-view__heading">
                  <Trans>Homeroom Teacher Comment</Trans>
                </h3>
                <p>{comment.comment}</p>
                <p className="parent-dashboard__note">
                  {[comment.home_teacher, comment.home_class].filter(Boolean).join(', ')}
                </p>
              </article>
            ))
          )
        }
      </CallState>
    </section>
  );
}
