import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CloseIcon } from '@/components/ui/icons.tsx';
import { isIosSafari, isStandalone } from '@/lib/platform.ts';
import './pwa-chrome.css';

const DISMISSED_KEY = 'portal.installHintDismissed';

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Safari on iPhone and iPad offers no install prompt: this card in the dashboard's content
 * says how to add the portal to the home screen, and that alerts come to the installed portal
 * (Safari gives web apps push only from the home screen). Shown only there, only in the
 * browser (not once installed), and never again once dismissed on this device.
 */
export function InstallHint() {
  const { t } = useLingui();
  const [visible, setVisible] = useState(() => isIosSafari() && !isStandalone() && !wasDismissed());
  if (!visible) return null;

  const dismiss = () => {
    try {
      window.localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Not remembered; hidden until the next visit.
    }
    setVisible(false);
  };

  return (
    <aside className="install-card" aria-label={t`Install the portal`}>
      <img className="install-card__icon" src="/icons/icon-192.png" alt="" width="40" height="40" />
      <p className="install-card__text">
        <span>
          <Trans>Install: tap Share, then Add to Home Screen</Trans>
        </span>
        <br />
        <span>
          <Trans>Once installed, the portal can alert this device.</Trans>
        </span>
      </p>
      <button type="button" className="icon-button icon-button--plain" aria-label={t`Dismiss install tip`} onClick={dismiss}>
        <CloseIcon />
      </button>
    </aside>
  );
}
