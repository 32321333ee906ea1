import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useWaitingUpdate } from '@/lib/app-update.ts';
import './pwa-chrome.css';

/**
 * When a new version has been installed in the background: one tap switches to it. Asking
 * first means nobody loses what they were typing to an automatic reload.
 */
export function UpdatePrompt() {
  const { t } = useLingui();
  const update = useWaitingUpdate();
  const [reloading, setReloading] = useState(false);
  if (!update) return null;
  return (
    <section className="update-prompt" aria-label={t`App update`}>
      <p className="update-prompt__text" role="status">
        <Trans>A new version is available</Trans>
      </p>
      <button
        type="button"
        className="button button--small"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          update.apply();
        }}
      >
        <Trans>Reload</Trans>
      </button>
    </section>
  );
}
