import { PLACE_MESSAGES } from '@portal/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { usePlaceEditing } from './place-editing.tsx';

type FieldFormProps = {
  /** Saves the field; resolves when the server has it. */
  save: () => Promise<unknown>;
  /** Spec 5's message when the value cannot be saved as it is, checked before saving. */
  validate?: () => string | null;
  onDone: () => void;
  /** The field itself; `error` is the id of its message, when there is one. */
  children: (error: { id: string; message: string } | null) => ReactNode;
  errorId: string;
  /** The notice once saved (spec 4: 'Edited successfully.'). */
  success?: string;
  /** Another way to save beside Submit (the publish period's Clear). */
  extraAction?: { label: string; save: () => Promise<unknown> };
};

/**
 * One field open for editing (spec 4): Submit saves it, showing 'Submit...'; Cancel leaves.
 * When the server refuses (a newer version was saved meanwhile: 409), the message shows
 * here and the field keeps what the person typed, so nothing is lost.
 */
export function FieldForm({ save, validate, onDone, children, errorId, success = PLACE_MESSAGES.edited, extraAction }: FieldFormProps) {
  const editing = usePlaceEditing();
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validate?.() ?? null;
    setMessage(problem);
    if (!problem) await saveWith(save);
  }

  async function saveWith(write: () => Promise<unknown>) {
    setMessage(null);
    setSaving(true);
    const outcome = await editing.run(write, success, { ownError: true });
    setSaving(false);
    if (outcome.ok) onDone();
    else setMessage(outcome.error instanceof ApiError ? outcome.error.message : 'The change was not saved. Please try again.');
  }

  return (
    <form className="place-field-form" onSubmit={submit} noValidate>
      {children(message ? { id: errorId, message } : null)}
      {message ? (
        <p id={errorId} className="place-field-form__error" role="alert">
          {message}
        </p>
      ) : null}
      <p className="place-field-form__actions">
        <button type="submit" className="button" disabled={saving || !editing.enabled}>
          {saving ? PLACE_MESSAGES.submitting : 'Submit'}
        </button>
        {extraAction ? (
          <button type="button" className="button button--secondary" disabled={saving || !editing.enabled} onClick={() => void saveWith(extraAction.save)}>
            {extraAction.label}
          </button>
        ) : null}
        <button type="button" className="button button--secondary" disabled={saving} onClick={onDone}>
          Cancel
        </button>
      </p>
    </form>
  );
}
