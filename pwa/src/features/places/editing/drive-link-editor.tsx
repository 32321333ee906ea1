import { Trans, useLingui } from '@lingui/react/macro';
import { PLACE_MESSAGES, type PageRecord } from '@portal/contract';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { useUpdatePage } from '../api/update-page.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { FieldForm } from './field-form.tsx';
import { usePlaceEditing } from './place-editing.tsx';

/** A Documents page's editing: link a Drive folder, change or unlink it, list or grid view. */
export function DriveLinkEditor({ page }: { page: PageRecord }) {
  const { t, i18n } = useLingui();
  const editing = usePlaceEditing();
  const update = useUpdatePage();
  const [unlinking, setUnlinking] = useState(false);
  const open = editing.field?.pageUid === page.pageUid && editing.field.field === 'drive';
  const other = editing.field !== null && !open;
  const viewName = useId();

  if (!editing.editMode) return null;
  // One field at a time: while another is open an empty repository only says what it wants.
  if (!page.google_drive_url && other) return <EmptyState message={PLACE_MESSAGES.enterDriveUrl} />;
  if (open || !page.google_drive_url) {
    return <DriveUrlForm page={page} onDone={() => editing.openField(null)} />;
  }
  return (
    <div className="place-drive-controls">
      <fieldset className="place-drive-controls__view" disabled={!editing.enabled || editing.busy}>
        <legend>
          <Trans context="how a Google Drive folder is shown">View</Trans>
        </legend>
        {(['list', 'grid'] as const).map((view) => (
          <label key={view}>
            <input
              type="radio"
              name={viewName}
              value={view}
              checked={page.file_view_type === view}
              onChange={() => void editing.run(() => update(page, { file_view_type: view }), PLACE_MESSAGES.edited)}
            />{' '}
            {view === 'list'
              ? t({ message: 'List', context: 'a Google Drive folder view' })
              : t({ message: 'Grid', context: 'a Google Drive folder view' })}
          </label>
        ))}
      </fieldset>
      <button type="button" className="button button--secondary button--small" disabled={!editing.enabled || other} onClick={() => editing.openField({ pageUid: page.pageUid, field: 'drive' })}>
        <Trans>Change Google Drive link</Trans>
      </button>
      <button type="button" className="button button--secondary button--small" disabled={!editing.enabled || editing.busy || other} onClick={() => setUnlinking(true)}>
        <Trans>Unlink Google Drive folder</Trans>
      </button>
      <ConfirmDialog
        open={unlinking}
        title={t`Unlink Google Drive folder`}
        question={i18n._(PLACE_MESSAGES.unlinkConfirm)}
        confirmLabel={t`Unlink`}
        onCancel={() => setUnlinking(false)}
        onConfirm={() => {
          setUnlinking(false);
          void editing.run(() => update(page, { google_drive_url: '' }), PLACE_MESSAGES.edited);
        }}
      />
    </div>
  );
}

function DriveUrlForm({ page, onDone }: { page: PageRecord; onDone: () => void }) {
  const { i18n } = useLingui();
  const [url, setUrl] = useState(page.google_drive_url);
  // The version the editor opened: a save based on it meets anyone else's save since (409).
  const [opened] = useState(page);
  const update = useUpdatePage();
  const inputId = useId();
  const errorId = useId();
  return (
    <FieldForm
      errorId={errorId}
      validate={() => (url.trim() ? null : PLACE_MESSAGES.enterDriveUrl)}
      save={() => update(opened, { google_drive_url: url.trim() })}
      onDone={onDone}
    >
      {(error) => (
        <>
          <label className="field-label" htmlFor={inputId}>
            <Trans>Google Drive folder link</Trans>
          </label>
          <input
            id={inputId}
            className="text-input"
            type="url"
            value={url}
            placeholder={i18n._(PLACE_MESSAGES.enterDriveUrl)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error?.id}
            onChange={(event) => setUrl(event.target.value)}
          />
        </>
      )}
    </FieldForm>
  );
}
