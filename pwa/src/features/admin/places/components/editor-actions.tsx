import { Button, Callout, Intent } from '@blueprintjs/core';

type EditorActionsProps = {
  /** What was not saved ('place', 'page'), for the failure's title. */
  noun: string;
  /** The last save's failure: the server's message is shown as it is. */
  failure: Error | null;
  busy: boolean;
  onCancel: () => void;
};

/** The place and page editors' end: why the last save failed, then Save ('Save...' while saving) and Cancel. */
export function EditorActions({ noun, failure, busy, onCancel }: EditorActionsProps) {
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
        <Button type="submit" intent={Intent.PRIMARY} disabled={busy} text={busy ? 'Save...' : 'Save'} />
        <Button disabled={busy} text="Cancel" onClick={onCancel} />
      </div>
    </>
  );
}
