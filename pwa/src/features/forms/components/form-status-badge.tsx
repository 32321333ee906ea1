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

/** A child's entry for a form: to do, done, declined or closed, in words (the colour only repeats them). */
export function FormStatusBadge({ status }: { status: FormEntryStatus }) {
  const { i18n } = useLingui();
  return <span className={`badge form-badge form-badge--${status}`}>{i18n._(STATUS_LABELS[status])}</span>;
}
