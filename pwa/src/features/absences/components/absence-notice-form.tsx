import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ABSENCE_MESSAGES, ABSENCE_TYPE_LABELS, ABSENCE_TYPES, absenceNoticeFields, readerPaths, type AbsenceType } from '@portal/contract';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { NotSavedYet } from '@/components/ui/not-saved-yet.tsx';
import { useOfflineDatabase } from '@/offline/session.ts';
import { useAbsenceStudents } from '../api/get-absence-students.ts';
import { queueAbsenceNotice } from '../api/notify-absence.ts';
import { localDay } from '../lib/absence-dates.ts';
import { FormField, ReasonFields } from './form-field.tsx';
import './absences.css';

type Errors = Partial<Record<'STUDENT_NUMBER' | 'absence_type' | 'absence_date' | 'end_date' | 'reason' | 'explanation' | 'form', string>>;

const DAY_TYPES = ABSENCE_TYPES.filter((type) => type !== 'extended_leave');

/**
 * Notify absence and extended leave (reader spec 2.1: one screen, the latter with a date
 * range). Checked with the contract's schema (the BFF checks the same), then put in the outbox:
 * sent now when online, otherwise when the device is back online, and listed on /absences as
 * waiting until then.
 */
export function AbsenceNoticeForm({ extendedLeave, studentNumber }: { extendedLeave: boolean; studentNumber?: string }) {
  const navigate = useNavigate();
  const { db } = useOfflineDatabase();
  const students = useAbsenceStudents();
  const list = students.data ?? [];
  const [student, setStudent] = useState(studentNumber ?? '');
  const [type, setType] = useState<AbsenceType>(extendedLeave ? 'extended_leave' : 'whole_day');
  const [from, setFrom] = useState(localDay(new Date(), 1));
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [explanation, setExplanation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  // A student from the address who is not one of the person's is not chosen.
  const chosen = list.some((s) => s.STUDENT_NUMBER === student) ? student : list.length === 1 ? list[0]!.STUDENT_NUMBER : '';

  if (students.status === 'loading') return <Loading />;
  if (students.status === 'unavailable') return <NotSavedYet />;
  if (students.status === 'error') return <ErrorMessage error={students.error} onRetry={students.refetch} />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = { STUDENT_NUMBER: chosen, absence_type: type, absence_date: from, reason, ...(extendedLeave ? { end_date: to } : {}), ...(explanation.trim() ? { explanation } : {}) };
    const parsed = absenceNoticeFields.safeParse(fields);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = (issue.path[0] ?? 'form') as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    if (!db) {
      setErrors({ form: 'This device cannot keep the notice yet. Please try again in a moment.' });
      return;
    }
    setErrors({});
    setBusy(true);
    const studentName = list.find((s) => s.STUDENT_NUMBER === parsed.data.STUDENT_NUMBER)?.student ?? parsed.data.STUDENT_NUMBER;
    await queueAbsenceNotice(db, { ...parsed.data, clientNoticeId: crypto.randomUUID(), studentName });
    navigate(readerPaths.absences.href(), { state: { message: navigator.onLine ? ABSENCE_MESSAGES.notified : ABSENCE_MESSAGES.notifyQueued } });
  }

  return (
    <form className="absence-form" onSubmit={submit} noValidate>
      {errors.form ? <p role="alert">{errors.form}</p> : null}
      {Object.keys(errors).length > 0 && !errors.form ? (
        <p role="alert" className="absence-form__error">
          Please check the fields marked below.
        </p>
      ) : null}
      <FormField id="STUDENT_NUMBER" label="Student" error={errors.STUDENT_NUMBER}>
        {(control) => (
          <select {...control} value={chosen} onChange={(e) => setStudent(e.target.value)}>
            {list.length !== 1 ? <option value="">Choose a student</option> : null}
            {list.map((s) => (
              <option key={s.STUDENT_NUMBER} value={s.STUDENT_NUMBER}>
                {s.student}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {extendedLeave ? null : (
        <FormField id="absence_type" label="Kind of absence" error={errors.absence_type}>
          {(control) => (
            <select {...control} value={type} onChange={(e) => setType(z.enum(ABSENCE_TYPES).parse(e.target.value))}>
              {DAY_TYPES.map((option) => (
                <option key={option} value={option}>
                  {ABSENCE_TYPE_LABELS[option]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <FormField id="absence_date" label={extendedLeave ? 'First day of leave' : 'Date of absence'} error={errors.absence_date}>
        {(control) => <input {...control} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />}
      </FormField>
      {extendedLeave ? (
        <FormField id="end_date" label="Last day of leave" error={errors.end_date}>
          {(control) => <input {...control} type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />}
        </FormField>
      ) : null}
      <ReasonFields reason={reason} explanation={explanation} errors={errors} onReason={setReason} onExplanation={setExplanation} />
      <div className="absences__actions">
        <button type="submit" className="button" disabled={busy}>
          {extendedLeave ? 'Notify extended leave' : 'Notify absence'}
        </button>
      </div>
    </form>
  );
}
