import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { useOnlineStatus } from '@/offline/use-online-status.ts';
import type { PlaceRecord } from '@portal/contract';

/** The one field open for editing at a time (spec 4): a page's title, content or Drive link. */
export type EditedField = { pageUid: string; field: 'title' | 'content' | 'drive' | 'publish' };

/**
 * A text of the place's editing: a contract text (PLACE_MESSAGES) or one the BFF sent, each its
 * own message id, or one of the PWA's own (a descriptor). Kept untranslated, so a notice or an
 * error on screen follows a change of language; shown with textOf.
 */
export type EditingText = string | MessageDescriptor;

export function textOf(i18n: I18n, text: EditingText): string {
  return typeof text === 'string' ? i18n._(text) : i18n._(text);
}

/** A write that failed for no reason the BFF gave (the network, a bug). */
export const NOT_SAVED = msg`The change was not saved. Please try again.`;

/** Why a write failed: the BFF's message, or ours. */
export const failureOf = (error: unknown): EditingText => (error instanceof ApiError ? error.message : NOT_SAVED);

type Outcome = { ok: true } | { ok: false; error: unknown };

export type PlaceEditing = {
  /** The BFF says this person is one of the place's editors. */
  canEdit: boolean;
  /** The editor switched editing on (spec 4's edit-enabled flag). */
  editMode: boolean;
  setEditMode: (on: boolean) => void;
  /** Controls work: edit mode, online. */
  enabled: boolean;
  online: boolean;
  /** An action is on its way to the server: reordering waits (spec 4). */
  busy: boolean;
  field: EditedField | null;
  openField: (field: EditedField | null) => void;
  /**
   * Runs a write; on success shows the spec's notice (a contract text). A failure is returned, not thrown; it is
   * shown in the notice too unless `ownError`: an editor says why beside what was typed.
   */
  run: (action: () => Promise<unknown>, success: string, options?: { ownError?: boolean }) => Promise<Outcome>;
  /** The last notice, as a live region. */
  notice: ReactNode;
};

const PlaceEditingContext = createContext<PlaceEditing | null>(null);

export function PlaceEditingProvider({ place, children }: { place: PlaceRecord; children: ReactNode }) {
  const online = useOnlineStatus();
  const [editMode, setEditMode] = useState(false);
  const [pending, setPending] = useState(0);
  const [field, openField] = useState<EditedField | null>(null);
  const [message, setMessage] = useState<{ text: EditingText; failed: boolean } | null>(null);
  const sequence = useRef(0);

  const run = useCallback(async (action: () => Promise<unknown>, success: string, options: { ownError?: boolean } = {}): Promise<Outcome> => {
    const id = (sequence.current += 1);
    setPending((count) => count + 1);
    setMessage(null);
    try {
      await action();
      if (id === sequence.current) setMessage({ text: success, failed: false });
      return { ok: true };
    } catch (error) {
      if (id === sequence.current && !options.ownError) setMessage({ text: failureOf(error), failed: true });
      return { ok: false, error };
    } finally {
      setPending((count) => count - 1);
    }
  }, []);

  const canEdit = place.can_edit;
  const value = useMemo<PlaceEditing>(
    () => ({
      canEdit,
      editMode: canEdit && editMode,
      setEditMode,
      enabled: canEdit && editMode && online,
      online,
      busy: pending > 0,
      field,
      openField,
      run,
      notice: <EditingNotice message={message} />,
    }),
    [canEdit, editMode, online, pending, field, run, message],
  );
  return <PlaceEditingContext.Provider value={value}>{children}</PlaceEditingContext.Provider>;
}

/** The last notice, in the language shown (it follows a change of language). */
function EditingNotice({ message }: { message: { text: EditingText; failed: boolean } | null }) {
  const { i18n } = useLingui();
  return (
    <div className="place-notice" role="status" aria-live="polite">
      {message ? <p className={message.failed ? 'place-notice__text place-notice__text--failed' : 'place-notice__text'}>{textOf(i18n, message.text)}</p> : null}
    </div>
  );
}

export function usePlaceEditing(): PlaceEditing {
  const value = useContext(PlaceEditingContext);
  if (!value) throw new Error('usePlaceEditing outside PlaceEditingProvider');
  return value;
}
