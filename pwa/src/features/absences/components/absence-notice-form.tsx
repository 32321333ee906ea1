import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import {
  ABSENCE_MESSAGES,
  ABSENCE_TYPE_LABELS,
  ABSENCE_TYPES,
  SCHOOL_DAY_HOURS,
  absenceNoticeFields,
  nonSchoolDays,
  readerPaths,
  type AbsenceNoticeFields,
  type AbsenceType,
  type NonSchoolDay,
} from '@portal/contract';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { NotSavedYet } from '@/components/ui/not-saved-yet.tsx';
import { whenDatabaseReady } from '@/offline/session.ts';
import { useAbsenceStudents } from '../api/get-absence-students.ts';
import { useSchoolTerms } from '../api/get-school-terms.ts';
import { queueAbsenceNotice } from '../api/notify-absence.ts';
import { localDay } from '../lib/absence-dates.ts';
import { ConfirmNonSchoolDays } from './confirm-non-school-days.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { ReasonFields } from './reason-fields.tsx';
import './absences.css';

/**
 * The contract's messages of the fields (English, as its schema gives them: translated when
 * shown); 'form' also takes this form's own message.
 */
type Errors = Partial<Record<'STUDENT_NUMBER' | 'absence_type' | 'absence_date' | 'end_date' | 'departure_time' | 'arrival_time' | 'reason' | 'explanation', string>> & {
  form?: string | MessageDescriptor;
};

const CANNOT_KEEP_NOTICE = msg`This device cannot keep the notice. Please try again in a moment.`;

/**
 * What /absences is opened with after a notice: the message (a text of the contract, in
 * English: the screen shows it in the person's language), and the child it was for (kept selected).
 */
export type AfterNotice = { message: string; studentNumber: string };

const DAY_TYPES = ABSENCE_TYPES.filter((type) => type !== 'extended_leave');

/**
 * Notify absence and extended leave (reader spec 2.1: one screen, the latter with a date
 * range; a partial day with the times the student leaves and is back). Checked with the
 * contract's schema (the BFF checks the same); a weekend day or a day outside the campus's
 * terms asks the person to confirm first. Then put in the outbox: sent now when online,
 * otherwise when the device is back online, and listed on /absences, on the child's own list,
 * as waiting until then.
 */
export function AbsenceNoticeForm({ extendedLeave, studentNumber }: { extendedLeave: boolean; studentNumber?: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const students = useAbsenceStudents();
  const terms = useSchoolTerms();
  const list = students.data ?? [];
  const [student, setStudent] = useState(studentNumber ?? '');
  const [type, setType] = useState<AbsenceType>(extendedLeave ? 'extended_leave' : 'whole_day');
  const [from, setFrom] = useState(localDay(new Date(), 1));
  const [to, setTo] = useState('');
  const [departure, setDeparture] = useState('');
  const [arrival, setArrival] = useState('');
  // The days of a valid notice that are not school days, waiting for the person to confirm them.
  const [toConfirm, setToConfirm] = useState<NonSchoolDay[] | null>(null);
  const [reason, setReason] = useState('');
  const [explanation, setExplanation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  // A student from the address who is not one of the person's is not chosen.
  const chosen = list.some((s) => s.STUDENT_NUMBER === student) ? student : list.length === 1 ? list[0]!.STUDENT_NUMBER : '';

  if (students.status === 'loading') return <Loading />;
  if (students.status === 'unavailable') return <NotSavedYet />;
  if (students.status === 'error') return <ErrorMessage error={students.error} onRetry={students.refetch} />;

  function submit(event: FormEvent) {
    event.preventDefault();
    void check(null);
  }

  /**
   * Checks the fields as they are now; sends them when every day is a school day or when the
   * person has just confirmed exactly these other days (`confirmed`).
   */
  async function check(confirmed: readonly NonSchoolDay[] | null) {
    const fields = {
      STUDENT_NUMBER: chosen,
      absence_type: type,
      absence_date: from,
      reason,
      ...(extendedLeave ? { end_date: to } : {}),
      ...(type === 'partial' ? { departure_time: departure, arrival_time: arrival } : {}),
      ...(explanation.trim() ? { explanation } : {}),
    };
    const parsed = absenceNoticeFields.safeParse(fields);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = (issue.path[0] ?? 'form') as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      setToConfirm(null);
      return;
    }
    setErrors({});
    const notice = parsed.data;
    const days = nonSchoolDays(notice.end_date ? [notice.absence_date, notice.end_date] : [notice.absence_date], terms.data ?? []);
    const sameDays = (a: readonly NonSchoolDay[], b: readonly NonSchoolDay[]) => a.map((d) => d.day).join() === b.map((d) => d.day).join();
    if (days.length > 0 && !(confirmed && sameDays(days, confirmed))) {
      setToConfirm(days);
      return;
    }
    await send(notice);
  }

  async function send(notice: AbsenceNoticeFields) {
    setToConfirm(null);
    setBusy(true);
    // Right after a page load the device's store opens only once the first screen is shown: a
    // quick send waits for it rather than being refused.
    const db = await whenDatabaseReady();
    if (!db) {
      setBusy(false);
      setErrors({ form: CANNOT_KEEP_NOTICE });
      return;
    }
    const studentName = list.find((s) => s.STUDENT_NUMBER === notice.STUDENT_NUMBER)?.student ?? notice.STUDENT_NUMBER;
    await queueAbsenceNotice(db, { ...notice, clientNoticeId: crypto.randomUUID(), studentName });
    const after: AfterNotice = { message: navigator.onLine ? ABSENCE_MESSAGES.notified : ABSENCE_MESSAGES.notifyQueued, studentNumber: notice.STUDENT_NUMBER };
    navigate(readerPaths.absences.href(), { state: after });
  }

  /** Back to the date to change it: the confirmation goes, focus returns to the first day. */
  function changeDate() {
    setToConfirm(null);
    document.getElementById('absence_date')?.focus();
  }

  /** A field's message from the contract, in the person's language. */
  const shown = (message: string | undefined) => (message === undefined ? undefined : i18n._(message));
  const { starts, ends } = SCHOOL_DAY_HOURS;

  return (
    <form className="absence-form" onSubmit={submit} noValidate>
      {/* i18n._ takes the contract's text (its id) or this form's descriptor, each by its own signature. */}
      {errors.form ? <p role="alert">{typeof errors.form === 'string' ? i18n._(errors.form) : i18n._(errors.form)}</p> : null}
      {Object.keys(errors).length > 0 && !errors.form ? (
        <p role="alert" className="field-error">
          <Trans>Please check the fields marked below.</Trans>
        </p>
      ) : null}
      <FormField id="STUDENT_NUMBER" label={t`Student`} error={shown(errors.STUDENT_NUMBER)}>
        {(control) => (
          <select {...control} value={chosen} onChange={(e) => setStudent(e.target.value)}>
            {list.length !== 1 ? <option value="">{t`Choose a student`}</option> : null}
            {list.map((s) => (
              <option key={s.STUDENT_NUMBER} value={s.STUDENT_NUMBER}>
                {s.student}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {extendedLeave ? null : (
        <FormField id="absence_type" label={t`Kind of absence`} error={shown(errors.absence_type)}>
          {(control) => (
            <select
              {...control}
              value={type}
              onChange={(e) => {
                setType(z.enum(ABSENCE_TYPES).parse(e.target.value));
                setToConfirm(null);
              }}
            >
              {DAY_TYPES.map((option) => (
                <option key={option} value={option}>
                  {i18n._(ABSENCE_TYPE_LABELS[option])}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <FormField id="absence_date" label={extendedLeave ? t`First day of leave` : t`Date of absence`} error={shown(errors.absence_date)}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={from}
            onChange={(e) => {
              setFrom(e.target.value);
              setToConfirm(null);
            }}
          />
        )}
      </FormField>
      {type === 'partial' ? (
        <fieldset className="absence-form__times">
          <legend>
            <Trans>
              Times (school day {starts} to {ends})
            </Trans>
          </legend>
          <FormField id="departure_time" label={t`Leaves school at`} error={shown(errors.departure_time)}>
            {(control) => (
              <input {...control} type="time" required min={SCHOOL_DAY_HOURS.starts} max={SCHOOL_DAY_HOURS.ends} value={departure} onChange={(e) => setDeparture(e.target.value)} />
            )}
          </FormField>
          <FormField id="arrival_time" label={t`Back at school at`} error={shown(errors.arrival_time)}>
            {(control) => (
              <input {...control} type="time" required min={SCHOOL_DAY_HOURS.starts} max={SCHOOL_DAY_HOURS.ends} value={arrival} onChange={(e) => setArrival(e.target.value)} />
            )}
          </FormField>
        </fieldset>
      ) : null}
      {extendedLeave ? (
        <FormField id="end_date" label={t`Last day of leave`} error={shown(errors.end_date)}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => {
                setTo(e.target.value);
                setToConfirm(null);
              }}
            />
          )}
        </FormField>
      ) : null}
      <ReasonFields reason={reason} explanation={explanation} errors={errors} onReason={setReason} onExplanation={setExplanation} />
      {toConfirm ? (
        <ConfirmNonSchoolDays days={toConfirm} busy={busy} onConfirm={() => void check(toConfirm)} onCancel={changeDate} />
      ) : (
        <div className="absences__actions">
          <button type="submit" className="button" disabled={busy}>
            {extendedLeave ? <Trans>Notify extended leave</Trans> : <Trans>Notify absence</Trans>}
          </button>
        </div>
      )}
    </form>
  );
}
