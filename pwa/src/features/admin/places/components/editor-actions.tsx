import { Button, Callout, Intent } from '@blueprintjs/core';
import { useLingui } from '@lingui/react/macro';

type EditorActionsProps = {
  /** What was not saved, for the failure's title. */
  noun: 'place' | 'page';
  /** The last save's failure: the server's message is shown as it is (in the person's language). */
  failure: Error | null;
  busy: boolean;
  /**
   * Save's label while saving. Admin spec 4 names 'save ...' beside 'Save...'; the page
   * editor is the form the spec gives its own states (idle, saving), so it says 'save ...'.
   */
  busyLabel?: 'Save...' | 'save ...';
  onCancel: () => void;
};

/** The place and page editors' end: why the last save failed, then Save (its busy label while saving) and Cancel. */
export function EditorActions({ noun, failure, busy, busyLabel = 'Save...', onCancel }: EditorActionsProps) {
  const { t, i18n } = useLingui();
  const failureTitle = noun === 'place' ? t`The place was not saved` : t`The page was not saved`;
  const savingLabel = busyLabel === 'save ...' ? t`save ...` : t`Save...`;
  return (
    <>
      <div aria-live="polite">
        {failure && (
          <Callout intent={Intent.DANGER} title={failureTitle}>
            {i18n._(failure.message)}
          </Callout>
        )}
      </div>
      <div className="editor-form__actions">
        <Button type="submit" intent={Intent.PRIMARY} disabled={busy} text={busy ? savingLabel : t`Save`} />
        <Button disabled={busy} text={t`Cancel`} onClick={onCancel} />
      </div>
    </>
  );
}
