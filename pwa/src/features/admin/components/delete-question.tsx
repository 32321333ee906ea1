import { Alert, Classes, Intent } from '@blueprintjs/core';
import { useLingui } from '@lingui/react/macro';

type DeleteQuestionProps = {
  /** A heading above the question ('Delete Place'), when the spec names the confirmation; in the language shown. */
  title?: string;
  /** The spec's question ('Are you sure you want to permanetly remove this post ?'), in the language shown. */
  question: string;
  /** What would go, named under the question; null when nothing is being deleted. */
  subject: string | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The admin screens' delete confirmation: a Blueprint alert dialog, focused when it opens,
 * that Escape or Cancel closes; it stays while the delete is under way.
 */
export function DeleteQuestion({ title, question, subject, pending, onConfirm, onCancel }: DeleteQuestionProps) {
  const { t } = useLingui();
  return (
    <Alert
      isOpen={subject !== null}
      intent={Intent.DANGER}
      cancelButtonText={t`Cancel`}
      confirmButtonText={t`Delete`}
      loading={pending}
      canEscapeKeyCancel={!pending}
      canOutsideClickCancel={!pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {title ? <h2 className={Classes.HEADING}>{title}</h2> : null}
      <p>{question}</p>
      {subject ? <p className={Classes.TEXT_MUTED}>{subject}</p> : null}
    </Alert>
  );
}
