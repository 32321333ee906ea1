import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  NOTE_BANNER_MS,
  STUDENT_NOTE_MESSAGES as M,
  STUDENT_NOTE_TYPES,
  notesDataOf,
  studentNoteForm,
  type StudentNoteFormInput,
} from '@portal/contract';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { useSendStudentNote } from '../api/send-student-note.ts';
import { RECIPIENTS } from '../lib/recipients.ts';

const EMPTY_FORM: StudentNoteFormInput = {
  noteType: 'General',
  note: '',
  email_self: false,
  email_hrt: false,
  email_hoy: false,
  email_wellbeing_group: false,
  email_counsellor_staff: false,
  email_class_teachers: false,
  extra_recipients: '',
  visible_all: false,
};

/** The contract's messages (English: translated when shown). */
type Errors = Partial<Record<'note' | 'extra_recipients', string>>;

type FieldAria = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** A labelled control with its message (a contract text) under it, tied to it for screen readers. */
function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: (aria: FieldAria) => ReactNode }) {
  const { i18n } = useLingui();
  const errorId = `${id}-error`;
  return (
    <div className="student-note-form__field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children(error ? { id, 'aria-invalid': true, 'aria-describedby': errorId } : { id })}
      {error ? (
        <p id={errorId} className="student-note-form__error">
          {i18n._(error)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Reader spec 2.7: a note's type, its text ('Required'), its recipients and extra addresses
 * (each must look like one, else 'Please enter valid email ', and nothing is sent). After
 * sending, the list reloads (the answer is the new list) and 'Message sent/saved successfully!'
 * shows for 5000 ms. Offline (`offlineHintId`: the hint that says why), Send is disabled and
 * what was typed stays.
 */
export function StudentNoteForm({ studentUserId, offlineHintId }: { studentUserId: string; offlineHintId: string | null }) {
  const { t, i18n } = useLingui();
  const [form, setForm] = useState<StudentNoteFormInput>(EMPTY_FORM);
  const [errors, setErrors] = useState<Errors>({});
  const [sentAt, setSentAt] = useState<number | null>(null);
  const sendNote = useSendStudentNote();
  const id = useId();

  useEffect(() => {
    if (sentAt === null) return;
    const timer = window.setTimeout(() => setSentAt(null), NOTE_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [sentAt]);

  const set = <K extends keyof StudentNoteFormInput>(key: K, value: StudentNoteFormInput[K]) => setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = studentNoteForm.safeParse(form);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'note' || field === 'extra_recipients') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    sendNote.mutate(
      { notesData: notesDataOf(studentUserId, parsed.data), sortData: { sort_by: 'created_date', sort_order: 'desc' } },
      {
        onSuccess: () => {
          setForm(EMPTY_FORM);
          setSentAt(Date.now());
        },
      },
    );
  };

  return (
    <form className="student-note-form" onSubmit={submit} noValidate>
      <div className="student-note-form__field">
        <label className="field-label" htmlFor={`${id}-type`}>
          <Trans>Note type</Trans>
        </label>
        <select id={`${id}-type`} className="text-input" value={form.noteType} onChange={(event) => set('noteType', event.target.value as StudentNoteFormInput['noteType'])}>
          {STUDENT_NOTE_TYPES.map((type) => (
            <option key={type} value={type}>
              {i18n._(type)}
            </option>
          ))}
        </select>
      </div>
      <Field id={`${id}-note`} label={t`Note`} error={errors.note}>
        {(aria) => <textarea {...aria} className="text-input" rows={4} value={form.note} onChange={(event) => set('note', event.target.value)} />}
      </Field>
      <fieldset className="student-note-form__recipients">
        <legend className="field-label">
          <Trans>Send to</Trans>
        </legend>
        {RECIPIENTS.map(({ flag, label }) => (
          <label key={flag} className="student-note-form__check">
            <input type="checkbox" checked={form[flag]} onChange={(event) => set(flag, event.target.checked)} /> {i18n._(label)}
          </label>
        ))}
      </fieldset>
      <Field id={`${id}-extra`} label={t`Extra recipients (comma-separated)`} error={errors.extra_recipients}>
        {(aria) => (
          <input {...aria} type="text" inputMode="email" className="text-input" value={form.extra_recipients} onChange={(event) => set('extra_recipients', event.target.value)} />
        )}
      </Field>
      <label className="student-note-form__check">
        <input type="checkbox" checked={form.visible_all} onChange={(event) => set('visible_all', event.target.checked)} /> <Trans>Visible to all staff</Trans>
      </label>
      {sendNote.isError ? <ErrorMessage error={sendNote.error} /> : null}
      <div role="status" className="student-note-form__sent">
        {sentAt !== null ? i18n._(M.sent) : null}
      </div>
      <button type="submit" className="button" disabled={sendNote.isPending || offlineHintId !== null} aria-describedby={offlineHintId ?? undefined}>
        {sendNote.isPending ? <Trans>Sending…</Trans> : <Trans>Send</Trans>}
      </button>
    </form>
  );
}
