import { useLingui } from '@lingui/react/macro';
import './loading.css';

/**
 * A polite status line: screen readers hear it, sighted people see a spinner and text.
 * announceOnly: heard but not shown, where a visible line would be pushed about.
 */
export function Loading({ label, announceOnly = false }: { label?: string; announceOnly?: boolean }) {
  const { t } = useLingui();
  return (
    <div className={announceOnly ? 'visually-hidden' : 'loading'} role="status" aria-live="polite">
      {announceOnly ? null : <span className="loading__spinner" aria-hidden="true" />}
      <span>{label ?? t`Loading…`}</span>
    </div>
  );
}
