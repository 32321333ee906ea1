import { Button, FormGroup } from '@blueprintjs/core';
import { useLingui } from '@lingui/react/macro';
import { INDEFINITE, UNPUBLISHED } from '@portal/contract';
import { useId } from 'react';
import { fieldMessage } from '@/features/admin/lib/field-message.tsx';
import { schoolToday } from '@/lib/school-today.ts';
import { AdminDateInput } from './admin-date-input.tsx';
import './publish-date-field.css';

// Posts are planned a few years ahead at most.
const LATEST = new Date(schoolToday().getFullYear() + 5, 11, 31);

type PublishDateFieldProps = {
  /** In the language shown. */
  label: string;
  /** ISO date-time, UNPUBLISHED, INDEFINITE or nothing. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  /** The earliest day offered (admin spec 5: a new start may not be in the past). */
  minDate?: Date;
  disabled?: boolean;
  /** Offers a "Now" button beside the field (a start: publishing at once is one click). */
  offerNow?: boolean;
};

/** This minute, as the picker shows it (no seconds): the contract counts the current minute as now. */
function thisMinute(): string {
  const now = new Date();
  now.setSeconds(0, 0);
  return now.toISOString();
}

const isWord = (value: string | null) => value === UNPUBLISHED || value === INDEFINITE;

/**
 * A publish bound with its date and a 12-hour time picker ('MMMM d, yyyy h:mm aa', admin spec 9).
 * Older records may hold UNPUBLISHED or INDEFINITE: the field says so until a date is chosen.
 */
export function PublishDateField({
  label,
  value,
  onChange,
  error,
  minDate,
  disabled = false,
  offerNow = false,
}: PublishDateFieldProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <FormGroup label={label} labelFor={id} {...fieldMessage(error, isWord(value) ? t`Stored as ${value}` : undefined)}>
      <div className="publish-date-field">
        <AdminDateInput
          precision="minute"
          id={id}
          value={isWord(value) ? null : value}
          onChange={onChange}
          placeholder={isWord(value) ? String(value) : undefined}
          minDate={minDate}
          maxDate={LATEST}
          disabled={disabled}
          invalid={Boolean(error)}
        />
        {offerNow && (
          <Button text={t`Now`} aria-label={t`${label}: now`} disabled={disabled} onClick={() => onChange(thisMinute())} />
        )}
      </div>
    </FormGroup>
  );
}

type PublishDates = { publish_start: string | null; publish_end: string | null };

type PublishDatesFieldsProps = {
  value: PublishDates;
  errors: Partial<Record<keyof PublishDates, string>>;
  onChange: (bound: keyof PublishDates, value: string | null) => void;
  disabled?: boolean;
  /**
   * Admin spec 5 for posts and headers: a new start may not be in the past, so the picker offers
   * days from the school's today on. `keptStart` is the start of the record being edited, which
   * may stay as it is, past or not (undefined for a new record). Left out (pages): any day.
   */
  noPastStart?: { keptStart: string | null | undefined };
  /** Offers "Now" beside the start. */
  offerNow?: boolean;
};

/** A record's Publish start and Publish end, in this order; the editor lays them out. */
export function PublishDatesFields({ value, errors, onChange, disabled, noPastStart, offerNow }: PublishDatesFieldsProps) {
  const { t } = useLingui();
  const keptStart = noPastStart?.keptStart;
  const startIsKept = keptStart !== undefined && keptStart === value.publish_start;
  return (
    <>
      <PublishDateField
        label={t`Publish start`}
        value={value.publish_start}
        onChange={(start) => onChange('publish_start', start)}
        error={errors.publish_start}
        minDate={noPastStart && !startIsKept ? schoolToday() : undefined}
        disabled={disabled}
        offerNow={offerNow}
      />
      <PublishDateField
        label={t`Publish end`}
        value={value.publish_end}
        onChange={(end) => onChange('publish_end', end)}
        error={errors.publish_end}
        disabled={disabled}
      />
    </>
  );
}
