import { Trans, useLingui } from '@lingui/react/macro';
import { PLACE_MESSAGES } from '@portal/contract';
import { usePlaceEditing } from './place-editing.tsx';

/** Editors only: switches the place's editing controls on and off. */
export function EditModeSwitch() {
  const { i18n } = useLingui();
  const editing = usePlaceEditing();
  if (!editing.canEdit) return null;
  return (
    <div className="place-edit-switch">
      <button
        type="button"
        className="button button--secondary"
        aria-pressed={editing.editMode}
        disabled={!editing.online}
        aria-describedby={editing.online ? undefined : 'place-offline-hint'}
        onClick={() => editing.setEditMode(!editing.editMode)}
      >
        <Trans>Edit this place</Trans>
      </button>
      {editing.online ? null : (
        <p id="place-offline-hint" className="place-edit-switch__hint">
          {i18n._(PLACE_MESSAGES.offlineHint)}
        </p>
      )}
    </div>
  );
}
