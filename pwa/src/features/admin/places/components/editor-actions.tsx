import { Button, Callout, Intent } from '@blueprintjs/core';

type EditorActionsProps = {
  /** What was not saved ('place', 'page'), for the failure's title. */
  noun: string;
  /** The last save's failure: the server's message is shown as it is. */
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
  return (
    <>
      <div aria-live="polite">
        {failure && (
          <Callout intent={Intent.DANGER} title={`The ${noun} was not saved`}>
            {failure.message}
          </Callout>
        )}
      </div>
      <div className="editor-form__actions">
        <Button type="submit" intent={Intent.PRIMARY} disabled={busy} text={busy ? busyLabel : 'Save'} />
        <Button disabled={busy} text="Cancel" onClick={onCancel} />
      </div>
    </>
  );
}
