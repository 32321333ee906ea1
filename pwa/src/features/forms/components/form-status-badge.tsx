import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FormEntryStatus } from '@portal/contract';

const STATUS_LABELS: Record<FormEntryStatus, MessageDescriptor> = {
  to_do: msg`To do`,
  done: msg`Done`,
  declined: msg`Declined`,
  closed: msg`Closed`,
};

/**
 * A child's entry for a form: to do, done, declined or closed, in words (the colour only repeats
 * them). An "every carer" form stays to do until each carer has signed: for one who has
 * (`awaitingMe` false), it is done, waiting for another carer.
 */
export function FormStatusBadge({ status, awaitingMe }: { status: FormEntryStatus; awaitingMe?: boolean | undefined }) {
  const { t, i18n } = useLingui();
  if (status === 'to_do' && awaitingMe === false) {
    return <span className="badge form-badge form-badge--done">{t`Done · waiting for another carer`}</span>;
  }
  return <span className={`badge form-badge form-badge--${status}`}>{i18n._(STATUS_LABELS[status])}</span>;
}
