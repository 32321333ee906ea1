import { Trans, useLingui } from '@lingui/react/macro';
import { attendanceBand, EMPTY_CHART, learningBehaviourSummary, readerPaths } from '@portal/contract';
import { Link } from '@/components/ui/link.tsx';
import { useAbsenceSummary } from '../api/get-absence-summary.ts';
import { useAttendancePercentage } from '../api/get-attendance-percentage.ts';
import { useLearningBehaviour } from '../api/get-learning-behaviour.ts';
import { SCALE_WORDS, TRENDING_WORDS } from '../lib/plain-words.ts';
import { AcademicReportBox } from './academic-report-box.tsx';
import { CallState } from './call-state.tsx';
import { formatPercent } from '@/lib/format-number.ts';

/**
 * Spec 2.6: Learning Behaviours; 'No data yet!' while no behaviour has a rating this year. The
 * box reads the same rows as the 'By Behaviour' detail, through the contract's one summary
 * rule, so it says what the detail's latest report and Trending columns say.
 */
function LearningBehavioursBox({ username, onOpen }: { username: string; onOpen: () => void }) {
  const { i18n } = useLingui();
  const byBehaviour = useLearningBehaviour(username, 'LEARNING_BY_BEHAVIOUR');
  return (
    <section className="parent-dashboard__box" aria-labelledby="learning-behaviours-title">
      <h2 id="learning-behaviours-title" className="parent-dashboard__box-title">
        <Trans>Learning Behaviours</Trans>
      </h2>
      <CallState result={byBehaviour}>
        {(rows) => {
          const summary = learningBehaviourSummary(rows);
          const reportPeriod = summary.report_period;
          const rated = summary.lines.filter((line) => line.this_year !== null);
          if (rated.length === 0) return <p className="parent-dashboard__no-data">{i18n._(EMPTY_CHART.noDataYet)}</p>;
          return (
            <>
              <p className="parent-dashboard__note">
                <Trans>From the {reportPeriod} report</Trans>
              </p>
              <dl className="parent-dashboard__ratings">
                {rated.map((line) => (
                  <div key={line.learning_behaviour}>
                    <dt>{line.learning_behaviour}</dt>
                    <dd>
                      {i18n._(SCALE_WORDS[line.rating])}
                      {line.trending ? <span className="parent-dashboard__note"> ({i18n._(TRENDING_WORDS[line.trending])})</span> : null}
                    </dd>
                  </div>
                ))}
              </dl>
              <button type="button" className="button button--small" onClick={onOpen}>
                <Trans>Learning behaviour details</Trans>
              </button>
            </>
          );
        }}
      </CallState>
    </section>
  );
}

/** Spec 2.6: verified and unverified absences, each opening /absences in a new tab. */
function AbsenceBoxes({ username }: { username: string }) {
  const summary = useAbsenceSummary(username);
  return (
    <CallState result={summary}>
      {({ green, red }) => (
        <>
          <a className="parent-dashboard__box parent-dashboard__count parent-dashboard__count--green" href={readerPaths.absences.pattern} target="_blank" rel="noopener">
            <span className="parent-dashboard__count-value">{green}</span>
            <span>
              <Trans>Verified Absences</Trans>
            </span>
          </a>
          <a className="parent-dashboard__box parent-dashboard__count parent-dashboard__count--red" href={readerPaths.absences.pattern} target="_blank" rel="noopener">
            <span className="parent-dashboard__count-value">{red}</span>
            <span>
              <Trans>Unverified Absences</Trans>
            </span>
          </a>
        </>
      )}
    </CallState>
  );
}

/** Spec 2.6: the rate in its colour band (60 or more green, 40 to 59 orange, below 40 red). */
function AttendanceRateBox({ username }: { username: string }) {
  const rate = useAttendancePercentage(username);
  return (
    <section className="parent-dashboard__box" aria-labelledby="attendance-rate-title">
      <h2 id="attendance-rate-title" className="parent-dashboard__box-title">
        <Trans>Attendance Rate</Trans>
      </h2>
      <CallState result={rate}>
        {({ percentage }) => (
          <p className={`parent-dashboard__rate parent-dashboard__rate--${attendanceBand(percentage)}`} data-band={attendanceBand(percentage)}>
            {formatPercent(percentage)}
          </p>
        )}
      </CallState>
    </section>
  );
}

/** Spec 2.6: the goals and comments of a semester, and the student goals screen. */
function GoalsAndCommentBox({ onOpen }: { onOpen: () => void }) {
  return (
    <section className="parent-dashboard__box" aria-labelledby="goals-and-comment-title">
      <h2 id="goals-and-comment-title" className="parent-dashboard__box-title">
        <Trans>Goals and Comment</Trans>
      </h2>
      <button type="button" className="button button--small" onClick={onOpen}>
        <Trans>Goals and homeroom comments</Trans>
      </button>
      <Link className="parent-dashboard__link" to={readerPaths.studentGoals.pattern}>
        <Trans>Student goals</Trans>
      </Link>
    </section>
  );
}

export function SummaryBoxes({ username, onLearning, onGoals }: { username: string; onLearning: () => void; onGoals: () => void }) {
  return (
    <div className="parent-dashboard__boxes">
      <LearningBehavioursBox username={username} onOpen={onLearning} />
      <AbsenceBoxes username={username} />
      <AttendanceRateBox username={username} />
      <GoalsAndCommentBox onOpen={onGoals} />
      <AcademicReportBox username={username} />
    </div>
  );
}
