import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ABSENCE_MESSAGES, ABSENCE_TYPE_LABELS, absenceReasonFields, readerPaths } from '@portal/contract';
import { CallError } from '@/components/ui/call-error.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { NotSavedYet } from '@/components/ui/not-saved-yet.tsx';
import { useAbsences } from '../api/get-absences.ts';
import { useSaveAbsenceReason } from '../api/save-absence-reason.ts';
import { formatAbsencePeriod } from '../lib/absence-dates.ts';
import { ReasonFields } from './reason-fields.tsx';
import './absences.css';

/**
 * Edit absence reason (reader spec 2.1, `/absences/edit-absence-reason/:stduentNumber/:id`): the
 * absence as the student's list holds it, and its reason and details, saved online.
 */
export function AbsenceReasonForm({ studentNumber, id }: { studentNumber: string; id: string }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const absences = useAbsences(studentNumber);
  const absence = absences.data?.find((record) => record.DAILY_ATTENDANCE_ID === id);
  const save = useSaveAbsenceReason();
  const [reason, setReason] = useState<string | null>(null);
  const [explanation, setExplanation] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ reason?: string; explanation?: string }>({});

  if (absences.status === 'loading') return <Loading />;
  if (absences.status === 'unavailable') return <NotSavedYet />;
  // A student the person may not see (a number changed in the address) answers 404: not found.
  if (absences.status === 'error') return <CallError error={absences.error} onRetry={absences.refetch} />;
  if (!absence) return <EmptyState />;

  const reasonValue = reason ?? absence.reason ?? '';
  const explanationValue = explanation ?? absence.explanation ?? '';

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = absenceReasonFields.safeParse({ reason: reasonValue, ...(explanationValue.trim() ? { explanation: explanationValue } : {}) });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof typeof errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { ...parsed.data, STUDENT_NUMBER: studentNumber, DAILY_ATTENDANCE_ID: id },
      { onSuccess: () => navigate(readerPaths.absences.href(), { state: { message: ABSENCE_MESSAGES.reasonSaved, studentNumber } }) },
    );
  }

  return (
    <form className="absence-form" onSubmit={submit} noValidate>
      <dl>
        <dt>
          <Trans>Student</Trans>
        </dt>
        <dd>{absence.student}</dd>
        <dt>
          <Trans>Date</Trans>
        </dt>
        <dd>{formatAbsencePeriod(absence.absence_date, absence.end_date)}</dd>
        <dt>
          <Trans>Kind</Trans>
        </dt>
        <dd>{i18n._(ABSENCE_TYPE_LABELS[absence.absence_type])}</dd>
      </dl>
      <ReasonFields reason={reasonValue} explanation={explanationValue} errors={errors} onReason={setReason} onExplanation={setExplanation} />
      {save.error ? <ErrorMessage error={save.error} /> : null}
      <div className="absences__actions">
        <button type="submit" className="button" disabled={save.isPending}>
          <Trans>Save reason</Trans>
        </button>
      </div>
    </form>
  );
}
