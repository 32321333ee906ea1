import { Trans, useLingui } from '@lingui/react/macro';
import type { NoticeAlertChoice, PushSubscriptionRecord, UserRecord } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { DateDisplay } from '@/components/ui/date-display.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { formatDate } from '@/lib/format-date.ts';
import type { DeviceAnswer } from '@/offline/device.ts';
import { deletePushSubscription } from '../api/delete-push-subscription.ts';
import { PUSH_SUBSCRIPTIONS_KEY, usePushSubscriptions } from '../api/get-push-subscriptions.ts';
import { noticeAlertsKey, useSaveNoticeAlerts } from '../api/save-notice-alerts.ts';
import type { DeviceAlertState } from '../lib/push-support.ts';
import { useDeviceAlerts } from '../lib/this-device.ts';
import './alerts.css';

type AlertsDialogProps = {
  user: UserRecord;
  deviceAnswer: DeviceAnswer | null;
  /** Closed (Escape or Close); the browser returns focus to what opened it. */
  onClose: () => void;
};

/**
 * The Alerts settings (issue 29), a native modal dialog like "Is this a shared computer?": the
 * browser keeps focus inside it, makes the page behind it inert and returns focus when it
 * closes. This device's alerts, the person's choice for new notices, emergency broadcasts
 * (always), and every device they get alerts on, each of which they can stop.
 */
export function AlertsDialog({ user, deviceAnswer, onClose }: AlertsDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const device = useDeviceAlerts(deviceAnswer);

  useEffect(() => {
    const dialog = dialogRef.current;
    // Opened once; StrictMode's second run finds it open. Unmounting removes it.
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog ref={dialogRef} className="alerts-dialog" aria-labelledby={titleId} onClose={onClose}>
      <div className="alerts-dialog__header">
        <h2 id={titleId} className="alerts-dialog__title">
          <Trans>Alerts</Trans>
        </h2>
        <button type="button" className="button button--secondary button--small" onClick={() => dialogRef.current?.close()}>
          <Trans>Close</Trans>
        </button>
      </div>

      <section className="alerts-dialog__section" aria-labelledby={`${titleId}-device`}>
        <h3 id={`${titleId}-device`}>
          <Trans>This device</Trans>
        </h3>
        <ThisDevice {...device} />
      </section>

      <NoticeAlertsChoice user={user} />

      <section className="alerts-dialog__section" aria-labelledby={`${titleId}-emergency`}>
        <h3 id={`${titleId}-emergency`}>
          <Trans>Emergency broadcasts: Always</Trans>
        </h3>
        <p>
          <Trans>
            Emergency broadcasts cannot be turned off: they are about everyone&apos;s safety. They alert every device you get
            alerts on.
          </Trans>
        </p>
      </section>

      <YourDevices
        thisEndpoint={device.endpoint}
        stopThisDevice={device.turnOff}
        stoppingThisDevice={device.change === 'turning-off'}
      />
    </dialog>
  );
}

type ThisDeviceProps = ReturnType<typeof useDeviceAlerts>;

/** Why turning alerts on or off did not work: the server's words, or the browser refused. */
function AlertChangeError({ error }: { error: unknown }) {
  const { t, i18n } = useLingui();
  return (
    <p className="alerts__error" role="alert">
      {error instanceof ApiError ? i18n._(error.message) : t`This browser could not turn alerts on or off. Please try again.`}
    </p>
  );
}

/** Why this device cannot have alerts, when it cannot. */
function WhyNot({ state }: { state: Exclude<DeviceAlertState, 'on' | 'off'> }) {
  const { t } = useLingui();
  const reasons: Record<typeof state, string> = {
    shared: t`No alerts on a shared computer: they would show to whoever uses it next. If this is your own device, change your answer to "Is this a shared computer?" at the bottom of the screen.`,
    denied: t`Notifications are blocked for the portal. To get alerts, allow them in this browser's settings for the site.`,
    'needs-install': t`On iPhone and iPad, alerts come to the installed portal: tap Share, then Add to Home Screen, and open the portal from your home screen.`,
    unsupported: t`This browser cannot show alerts. Open the portal in an up-to-date browser (Chrome, Edge, Firefox or Safari) to get them.`,
  };
  return <p>{reasons[state]}</p>;
}

function ThisDevice({ state, change, error, turnOn, turnOff }: ThisDeviceProps) {
  const { t } = useLingui();
  if (state === null) return <Loading label={t`Checking this device…`} />;
  const on = state === 'on';
  return (
    <>
      {state === 'on' || state === 'off' ? (
        <>
          <p aria-live="polite">{on ? t`Alerts are on for this device.` : t`Alerts are off for this device.`}</p>
          <button
            type="button"
            className={on ? 'button button--secondary' : 'button'}
            aria-disabled={change !== null}
            onClick={() => {
              if (change === null) void (on ? turnOff() : turnOn());
            }}
          >
            {change === 'turning-on'
              ? t`Turning alerts on…`
              : change === 'turning-off'
                ? t`Stopping alerts…`
                : on
                  ? t`Stop alerts on this device`
                  : t`Get alerts on this device`}
          </button>
        </>
      ) : (
        <WhyNot state={state} />
      )}
      {error ? <AlertChangeError error={error} /> : null}
    </>
  );
}

/** "New notices for me": saved on the person's record as soon as it is chosen. */
function NoticeAlertsChoice({ user }: { user: UserRecord }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const save = useSaveNoticeAlerts(user.username);
  const name = useId();
  const [choice, setChoice] = useState<NoticeAlertChoice>(
    () => queryClient.getQueryData<NoticeAlertChoice>(noticeAlertsKey(user.username)) ?? user.notice_alerts,
  );
  const options: { value: NoticeAlertChoice; label: string }[] = [
    { value: 'instantly', label: t`Instantly` },
    { value: 'off', label: t`Off` },
  ];

  const reason = save.error ? i18n._(save.error.message) : '';

  const choose = (next: NoticeAlertChoice) => {
    const before = choice;
    setChoice(next);
    // Not saved: the choice shown goes back to the one saved.
    save.mutate(next, { onError: () => setChoice(before) });
  };

  return (
    <fieldset className="alerts-dialog__section alerts-dialog__choice">
      <legend>
        <Trans>New notices for me</Trans>
      </legend>
      <p className="field-hint">
        <Trans>An alert when a notice for you is published. The weekly digest email goes on as before.</Trans>
      </p>
      {options.map(({ value, label }) => (
        <label key={value} className="alerts-dialog__option">
          <input type="radio" name={name} value={value} checked={choice === value} onChange={() => choose(value)} />
          {label}
        </label>
      ))}
      <p className="form-status" role="status">
        {save.isPending ? t`Saving…` : save.isSuccess ? t`Saved.` : ''}
      </p>
      {save.isError ? (
        <p className="field-error" role="alert">
          {t`Not saved: ${reason}`}
        </p>
      ) : null}
    </fieldset>
  );
}

type YourDevicesProps = {
  thisEndpoint: string | null;
  stopThisDevice: () => Promise<void>;
  stoppingThisDevice: boolean;
};

/** The person's devices with alerts on, this one marked; each can be stopped from here. */
function YourDevices({ thisEndpoint, stopThisDevice, stoppingThisDevice }: YourDevicesProps) {
  const { t } = useLingui();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const devices = usePushSubscriptions();
  const remove = useMutation({
    mutationFn: deletePushSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PUSH_SUBSCRIPTIONS_KEY }),
  });
  const [stoppedDevice, setStoppedDevice] = useState<string | null>(null);

  const stop = (record: PushSubscriptionRecord, mine: boolean) => {
    setStoppedDevice(null);
    const done = () => {
      setStoppedDevice(record.device);
      // Its button is gone with it: focus stays in the list's section.
      headingRef.current?.focus();
    };
    if (mine) void stopThisDevice().then(done);
    else remove.mutate(record.pushsubscriptionUid, { onSuccess: done });
  };

  let list;
  if (devices.isPending) {
    list =
      devices.fetchStatus === 'paused' ? (
        <p>{t`Your devices show here when you are online.`}</p>
      ) : (
        <Loading label={t`Loading your devices…`} />
      );
  } else if (devices.isError) {
    list = <ErrorMessage error={devices.error} onRetry={() => void devices.refetch()} />;
  } else if (devices.data.length === 0) {
    list = <p>{t`No device gets alerts yet.`}</p>;
  } else {
    list = (
      <ul className="alerts-devices">
        {devices.data.map((record) => {
          const mine = record.endpoint === thisEndpoint;
          const { device } = record;
          const added = formatDate(record.created_at);
          return (
            <li key={record.pushsubscriptionUid} className="alerts-devices__item">
              <p className="alerts-devices__name">
                {device}
                {mine ? (
                  <>
                    {' '}
                    <span className="badge">{t`This device`}</span>
                  </>
                ) : null}
              </p>
              <p className="alerts-devices__added">
                <Trans>
                  Added <DateDisplay value={record.created_at} />
                </Trans>
              </p>
              {mine ? (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-disabled={stoppingThisDevice}
                  onClick={() => {
                    if (!stoppingThisDevice) stop(record, true);
                  }}
                >
                  {t`Stop alerts on this device`}
                </button>
              ) : (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={t`Stop alerts on ${device}, added ${added}`}
                  aria-disabled={remove.isPending}
                  onClick={() => {
                    if (!remove.isPending) stop(record, false);
                  }}
                >
                  {t`Stop alerts`}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="alerts-dialog__section" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        <Trans>Your devices</Trans>
      </h3>
      <p className="form-status" role="status">
        {stoppedDevice ? t`Alerts stopped on ${stoppedDevice}.` : ''}
      </p>
      {remove.isError ? <ErrorMessage error={remove.error} /> : null}
      {list}
    </section>
  );
}
