import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';

/** The texts come translated (the question is usually a contract text: i18n._ it). */
type ConfirmDialogProps = {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A modal question before a change that takes something away (delete a page, unlink a folder). */
export function ConfirmDialog({ open, title, question, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const questionId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="place-dialog" aria-labelledby={titleId} aria-describedby={questionId} onClose={() => open && onCancel()}>
      <h2 id={titleId}>{title}</h2>
      <p id={questionId}>{question}</p>
      <p className="place-field-form__actions">
        <button type="button" className="button" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </p>
    </dialog>
  );
}
