import { Trans, useLingui } from '@lingui/react/macro';
import { useContext, useEffect, useRef, useState } from 'react';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import type { DeviceAnswer } from '@/offline/device.ts';
import { OpenAlertsSettingsContext } from '../lib/alerts-settings.ts';
import { useDeviceAlerts } from '../lib/this-device.ts';
import './alerts.css';

/**
 * The dashboard's offer of alerts (issue 29), never a prompt at page load: where alerts can be
 * turned on, a button that asks the browser first; where the person blocked notifications, how
 * to allow them again. Turned on here, it says so and offers the Alerts settings. Nothing is
 * shown on a device that already has them, cannot have them or is shared.
 */
export function AlertsOffer({ deviceAnswer }: { deviceAnswer: DeviceAnswer | null }) {
  const { t } = useLingui();
  const openSettings = useContext(OpenAlertsSettingsContext);
  const { state, change, error, turnOn } = useDeviceAlerts(deviceAnswer);
  const [turnedOnHere, setTurnedOnHere] = useState(false);
  const settingsRef = useRef<HTMLButtonElement>(null);
  const on = state === 'on' && turnedOnHere;

  // The button tapped is gone once alerts are on: focus goes to the one that takes its place.
  useEffect(() => {
    if (on) settingsRef.current?.focus();
  }, [on]);

  if (state !== 'off' && state !== 'denied' && !on) return null;

  return (
    <aside className="alerts-card" aria-label={t`Alerts`}>
      <p className="alerts-card__text" aria-live="polite">
        {on
          ? t`Alerts are on for this device.`
          : state === 'denied'
            ? t`Notifications are blocked for the portal. To get alerts, allow them in this browser's settings for the site.`
            : t`Emergencies reach you at once, and new notices too if you want.`}
      </p>
      {on ? (
        <button
          ref={settingsRef}
          type="button"
          className="button button--secondary"
          aria-haspopup="dialog"
          onClick={openSettings ?? undefined}
        >
          <Trans>Alert settings</Trans>
        </button>
      ) : state === 'off' ? (
        <button
          type="button"
          className="button"
          aria-disabled={change !== null}
          onClick={() => {
            // Not disabled while it works, which would drop the focus: a second tap waits instead.
            if (change !== null) return;
            setTurnedOnHere(true);
            void turnOn();
          }}
        >
          <Trans>Get alerts on this device</Trans>
        </button>
      ) : null}
      {error ? <ErrorMessage error={error} /> : null}
    </aside>
  );
}
