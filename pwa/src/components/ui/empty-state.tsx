import { useLingui } from '@lingui/react/macro';
import { EMPTY } from '@portal/contract';
import type { ReactNode } from 'react';
import './empty-state.css';

/**
 * A list with nothing in it: the spec's empty text ('No records found!', unless a screen's
 * spec gives another: a contract text, shown in the language shown), and, where it helps, what
 * a person can do next in plain words.
 */
export function EmptyState({ message = EMPTY.noRecords, hint }: { message?: string; hint?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <div className="empty-state">
      <p className="empty-state__message">{i18n._(message)}</p>
      {hint ? <p className="empty-state__hint">{hint}</p> : null}
    </div>
  );
}
