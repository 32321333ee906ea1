import { Trans, useLingui } from '@lingui/react/macro';
import { PLACE_MESSAGES } from '@portal/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { failureOf, textOf, usePlaceEditing, type EditingText } from './place-editing.tsx';

type FieldFormProps = {
  /** Saves the field; resolves when the server has it. */
  save: () => Promise<unknown>;
  /** Spec 5's message (or one of ours) when the value cannot be saved as it is, checked before saving. */
  validate?: () => EditingText | null;
  onDone: () => void;
  /** The field itself; `error` is the id of its message (shown in the language shown), when there is one. */
  children: (error: { id: string; message: string } | null) => ReactNode;
  errorId: string;
  /** The notice once saved (spec 4: 'Edited successfully.'), a contract text. */
  success?: string;
  /** Another way to save beside Submit (the publish period's Clear), its label translated. */
  extraAction?: { label: string; save: () => Promise<unknown> };
};

/**
 * One field open for editing (spec 4): Submit saves it, showing 'Submit...'; Cancel leaves.
 * When the server refuses (a newer version was saved meanwhile: 409), the message shows
 * here and the field keeps what the person typed, so nothing is lost.
 */
export function FieldForm({ save, validate, onDone, children, errorId, success = PLACE_MESSAGES.edited, extraAction }: FieldFormProps) {
  const { i18n } = useLingui();
  const editing = usePlaceEditing();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<EditingText | null>(null);
  const message = problem === null ? null : textOf(i18n, problem);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate?.() ?? null;
    setProblem(found);
    if (!found) await saveWith(save);
  }

  async function saveWith(write: () => Promise<unknown>) {
    setProblem(null);
    setSaving(true);
    const outcome = await editing.run(write, success, { ownError: true });
    setSaving(false);
    if (outcome.ok) onDone();
    else setProblem(failureOf(outcome.error));
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
          {saving ? i18n._(PLACE_MESSAGES.submitting) : <Trans>Submit</Trans>}
        </button>
        {extraAction ? (
          <button type="button" className="button button--secondary" disabled={saving || !editing.enabled} onClick={() => void saveWith(extraAction.save)}>
            {extraAction.label}
          </button>
        ) : null}
        <button type="button" className="button button--secondary" disabled={saving} onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
      </p>
    </form>
  );
}
