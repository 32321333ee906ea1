import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { AlertReachRecord } from '@portal/contract';
import { useId } from 'react';
import { showAdminToast } from '@/features/admin/lib/admin-toaster.ts';
import { formatAdminDate } from '@/features/admin/lib/format-admin-date.ts';
import { formatNumber } from '@/lib/format-number.ts';
import { useDownloadAlertPeople } from '../api/download-alert-people.ts';
import { useAlertReach } from '../api/get-alert-reach.ts';
import './alert-reach.css';

const KIND_LABELS: Record<AlertReachRecord['kind'], MessageDescriptor> = {
  emergency: msg`Emergency`,
  'all-clear': msg`All clear`,
};

/** One figure of an alert: what it counts, then how many of the campus's people. */
function Figure({ label, count, people }: { label: string; count: number; people: number }) {
  const reached = formatNumber(count);
  return (
    <div className="alert-reach__figure">
      <dt>{label}</dt>
      <dd>
        <Trans>
          <span className="alert-reach__count">{reached}</span> of <Plural value={people} one="# person" other="# people" />
        </Trans>
      </dd>
    </div>
  );
}

type AlertProps = {
  alert: AlertReachRecord;
  /** When the figures were answered: the email line is about what is still to come then. */
  answeredAt: number;
  downloading: boolean;
  onDownload: () => void;
};

function Alert({ alert, answeredAt, downloading, onDownload }: AlertProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const kind = i18n._(KIND_LABELS[alert.kind]);
  const sentAt = formatAdminDate(alert.created_at);
  // Said only while the fallback email is still ahead: once it went, "Reached by email" says it.
  const emailAt =
    alert.email_after && alert.by_email === 0 && Date.parse(alert.email_after) > answeredAt
      ? formatAdminDate(alert.email_after)
      : null;
  return (
    <li className="alert-reach__alert">
      <h4 id={headingId} className="alert-reach__heading">
        <Trans>
          {kind}, sent <time dateTime={alert.created_at}>{sentAt}</time>
        </Trans>
      </h4>
      <p className="alert-reach__message">{alert.message}</p>
      <dl className="alert-reach__figures">
        <Figure label={t`Reached by push`} count={alert.by_push} people={alert.people} />
        <Figure label={t`Reached by email`} count={alert.by_email} people={alert.people} />
        <Figure label={t`Not reached yet`} count={alert.not_reached} people={alert.people} />
      </dl>
      {emailAt && (
        <p className="alert-reach__email-due">
          <Trans>Email to those not reached at {emailAt}</Trans>
        </p>
      )}
      <div>
        <Button
          size="small"
          icon="download"
          aria-describedby={headingId}
          disabled={downloading}
          text={downloading ? t`Download people (CSV)...` : t`Download people (CSV)`}
          onClick={onDownload}
        />
      </div>
    </li>
  );
}

/**
 * Issue 29, under the broadcasts on the Dashboard tab: each of the campus's latest emergency
 * alerts with how many people it reached by push, by email and not yet, and its people as CSV,
 * those not reached first, for the school to call.
 */
export function AlertReach() {
  const { t, i18n } = useLingui();
  const id = useId();
  const reach = useAlertReach();
  const download = useDownloadAlertPeople();
  return (
    <section className="alert-reach" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <Trans>Reach of emergency alerts</Trans>
      </h3>
      {reach.isError && (
        <Callout intent={Intent.DANGER} role="alert">
          {i18n._(reach.error.message)}
        </Callout>
      )}
      {reach.data ? (
        reach.data.length === 0 ? (
          <p>
            <Trans>No emergency alert has been sent yet.</Trans>
          </p>
        ) : (
          <ol className="alert-reach__alerts">
            {reach.data.map((alert) => (
              <Alert
                key={alert.alertUid}
                alert={alert}
                answeredAt={reach.dataUpdatedAt}
                downloading={download.isPending && download.variables === alert.alertUid}
                onDownload={() =>
                  download.mutate(alert.alertUid, {
                    onError: (failure) => showAdminToast({ message: i18n._(failure.message), intent: Intent.DANGER }),
                  })
                }
              />
            ))}
          </ol>
        )
      ) : reach.isPending ? (
        <Spinner size={30} aria-label={t`Loading the reach of emergency alerts`} />
      ) : null}
    </section>
  );
}
