import { Trans } from '@lingui/react/macro';

/** Offline, and this list was never opened online on this device: nothing to show yet. */
export function NotSavedYet() {
  return (
    <p className="empty-state">
      <Trans>This has not been saved on this device yet. It will load when you are back online.</Trans>
    </p>
  );
}
