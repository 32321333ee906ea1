import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from '@/components/ui/link.tsx';
import { ABSENCE_TYPE_LABELS, isCountedAbsence, isUnverifiedAbsence, isVerifiedAbsence, readerPaths, type AbsenceRecord, type UserType } from '@portal/contract';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { LastUpdated } from '@/components/ui/last-updated.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { NotSavedYet } from '@/components/ui/not-saved-yet.tsx';
import { useOnlineStatus } from '@/offline/use-online-status.ts';
import { useAbsences } from '../api/get-absences.ts';
import { useAbsenceStudents } from '../api/get-absence-students.ts';
import { useSchoolTerms } from '../api/get-school-terms.ts';
import { getAbsencesExportLink } from '../api/get-absences-export-link.ts';
import { useWaitingNotices } from '../api/notify-absence.ts';
import { formatAbsenceDay, formatAbsencePeriod, localDay } from '../lib/absence-dates.ts';
import './absences.css';

/** The kind of an absence, and a partial day's times away. */
function AbsenceKind({ absence }: { absence: AbsenceRecord }) {
  const { t, i18n } = useLingui();
  const kind = i18n._(ABSENCE_TYPE_LABELS[absence.absence_type]);
  const { departure_time: leaves, arrival_time: back } = absence;
  return leaves && back ? t`${kind} (away ${leaves}–${back})` : kind;
}

/** The link to give or change an absence's reason, named with its day for screen readers. */
function ReasonLink({ absence }: { absence: AbsenceRecord }) {
  const day = formatAbsenceDay(absence.absence_date);
  return (
    <Link className="absences__reason-link" to={readerPaths.editAbsenceReason.href({ stduentNumber: absence.STUDENT_NUMBER, id: absence.DAILY_ATTENDANCE_ID })}>
      {absence.reason ? (
        <Trans>
          Change reason<span className="visually-hidden"> for {day}</span>
        </Trans>
      ) : (
        <Trans>
          Give reason<span className="visually-hidden"> for {day}</span>
        </Trans>
      )}
    </Link>
  );
}

function AbsenceTable({ caption, absences, showStudent, canGiveReason }: { caption: string; absences: readonly AbsenceRecord[]; showStudent: boolean; canGiveReason: boolean }) {
  return (
    <table className="absences__table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Date</Trans>
          </th>
          {showStudent ? (
            <th scope="col">
              <Trans>Student</Trans>
            </th>
          ) : null}
          <th scope="col">
            <Trans>Kind</Trans>
          </th>
          <th scope="col">
            <Trans>Reason</Trans>
          </th>
          {canGiveReason ? (
            <th scope="col">
              <Trans>Action</Trans>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {absences.map((absence) => (
          <tr key={absence.DAILY_ATTENDANCE_ID}>
            <td>{formatAbsencePeriod(absence.absence_date, absence.end_date)}</td>
            {showStudent ? <td>{absence.student}</td> : null}
            <td>
              <AbsenceKind absence={absence} />
            </td>
            <td>
              {absence.reason ?? (
                <em>
                  <Trans>No reason given yet</Trans>
                </em>
              )}
            </td>
            {canGiveReason ? (
              <td>
                {/* Other school years' rows may be verified: only an unverified absence takes a reason. */}
                {absence.is_verified ? null : <ReasonLink absence={absence} />}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Staff: the campus's absences of a period as CSV for the school's system, through a short-lived link. */
function ExportForm() {
  const [from, setFrom] = useState(localDay(new Date(), -30));
  const [to, setTo] = useState(localDay(new Date(), 30));
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      window.location.assign(await getAbsencesExportLink({ from, to }));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="absences__export" onSubmit={submit} aria-labelledby="absences-export-title">
      <h2 id="absences-export-title" className="visually-hidden">
        <Trans>Export for the school system</Trans>
      </h2>
      <div>
        <label className="field-label" htmlFor="export-from">
          <Trans>From</Trans>
        </label>
        <input id="export-from" className="text-input" type="date" value={from} onChange={(e) => setFrom(e.target.value)} required />
      </div>
      <div>
        <label className="field-label" htmlFor="export-to">
          <Trans>To</Trans>
        </label>
        <input id="export-to" className="text-input" type="date" value={to} onChange={(e) => setTo(e.target.value)} required />
      </div>
      <button type="submit" className="button" disabled={busy}>
        <Trans>Export CSV</Trans>
      </button>
      {error ? <ErrorMessage error={error} /> : null}
    </form>
  );
}

/**
 * Reader spec 2.1 /absences: a child's absences, unverified (waiting for a reason or the
 * school's check) and verified, counted by the contract's one rule (this school year, days
 * notified ahead included: the dashboard and the emails count the same); other school years'
 * under their own heading; notices still in the outbox; links to notify an absence or an
 * extended leave. After a notice the child it was for stays chosen (`initialStudent`). Staff see
 * their campus's recent absences and export them.
 */
export function AbsencesList({ userType, initialStudent }: { userType: UserType; initialStudent?: string | undefined }) {
  const { t } = useLingui();
  const staff = userType === 'faculty';
  const students = useAbsenceStudents();
  const [chosen, setChosen] = useState<string | null>(staff ? null : (initialStudent ?? null));
  const studentList = students.data ?? [];
  // A child from the address state who is not (or no longer) one of the person's is not kept.
  const chosenIsListed = chosen !== null && (studentList.length === 0 || studentList.some((s) => s.STUDENT_NUMBER === chosen));
  const studentNumber = staff ? (chosen ?? '') : chosenIsListed ? chosen : (studentList[0]?.STUDENT_NUMBER ?? '');
  const absences = useAbsences(studentNumber);
  // Kept with this screen, so that a notice made offline is still asked about days outside term.
  useSchoolTerms();
  const waiting = useWaitingNotices();
  const online = useOnlineStatus();
  const all = absences.data ?? [];
  // A notice leaving the outbox is stored now: ask for the list again so it shows.
  const waitingBefore = useRef(waiting.length);
  const { refetch } = absences;
  useEffect(() => {
    if (waiting.length < waitingBefore.current) refetch();
    waitingBefore.current = waiting.length;
  }, [waiting.length, refetch]);
  const today = localDay();
  const unverified = all.filter((absence) => isUnverifiedAbsence(absence, today));
  const verified = all.filter((absence) => isVerifiedAbsence(absence, today));
  const otherYears = all.filter((absence) => !isCountedAbsence(absence, today));
  const showStudent = staff && !studentNumber;
  const onlyStudent = studentList.length === 1 ? studentList[0]!.student : null;
  const unverifiedCount = unverified.length;
  const verifiedCount = verified.length;

  return (
    <>
      {!staff && studentList.length > 1 ? (
        <div>
          <label className="field-label" htmlFor="absence-student">
            <Trans>Student</Trans>
          </label>
          <select id="absence-student" className="text-input" value={studentNumber} onChange={(e) => setChosen(e.target.value)}>
            {studentList.map((student) => (
              <option key={student.STUDENT_NUMBER} value={student.STUDENT_NUMBER}>
                {student.student}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {!staff && onlyStudent !== null ? (
        <p>
          <Trans>Student: {onlyStudent}</Trans>
        </p>
      ) : null}

      {staff ? (
        <ExportForm />
      ) : (
        <div className="absences__actions">
          <Link className="button" to={readerPaths.notifyAbsence.href({ id: studentNumber })}>
            <Trans>Notify absence</Trans>
          </Link>
          <Link className="button button--secondary" to={readerPaths.extendedLeaveDetails.href({ id: studentNumber })}>
            <Trans>Extended leave</Trans>
          </Link>
        </div>
      )}

      {waiting.length > 0 ? (
        <section className="absences__section" aria-labelledby="absences-waiting-title">
          <h2 id="absences-waiting-title">
            <Trans>Waiting to be sent</Trans>
          </h2>
          <ul className="absences__waiting">
            {waiting.map((notice) => (
              <li key={notice.clientNoticeId} role="status">
                {notice.studentName}: {formatAbsencePeriod(notice.absence_date, notice.end_date)} ({notice.reason})
                <span className="absences__badge">{online ? t`Sending…` : t`Will be sent when online.`}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {absences.status === 'loading' ? <Loading /> : null}
      {absences.status === 'unavailable' ? <NotSavedYet /> : null}
      {absences.status === 'error' ? <ErrorMessage error={absences.error} onRetry={absences.refetch} /> : null}
      {absences.status === 'ready' && all.length === 0 ? <EmptyState /> : null}
      {absences.status === 'ready' && all.length > 0 ? (
        <>
          <section className="absences__section" aria-labelledby="absences-unverified-title">
            <h2 id="absences-unverified-title">
              <Trans>Unverified absences ({unverifiedCount})</Trans>
            </h2>
            {unverified.length > 0 ? (
              <AbsenceTable caption={t`Unverified absences`} absences={unverified} showStudent={showStudent} canGiveReason />
            ) : (
              <p>
                <Trans>None.</Trans>
              </p>
            )}
          </section>
          <section className="absences__section" aria-labelledby="absences-verified-title">
            <h2 id="absences-verified-title">
              <Trans>Verified absences ({verifiedCount})</Trans>
            </h2>
            {verified.length > 0 ? (
              <AbsenceTable caption={t`Verified absences`} absences={verified} showStudent={showStudent} canGiveReason={false} />
            ) : (
              <p>
                <Trans>None.</Trans>
              </p>
            )}
          </section>
          {otherYears.length > 0 ? (
            <section className="absences__section" aria-labelledby="absences-other-years-title">
              <h2 id="absences-other-years-title">
                <Trans>Other school years</Trans>
              </h2>
              <AbsenceTable caption={t`Other school years`} absences={otherYears} showStudent={showStudent} canGiveReason />
            </section>
          ) : null}
          <LastUpdated at={absences.updatedAt} stale={absences.stale} />
        </>
      ) : null}
    </>
  );
}
