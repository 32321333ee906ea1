import { FormGroup, Intent } from '@blueprintjs/core';
import { DateInput, TimePrecision } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { INDEFINITE, UNPUBLISHED } from '@portal/contract';
import { enAU } from 'date-fns/locale';
import { useId } from 'react';
import { ADMIN_DATE_FORMAT } from '@/features/admin/lib/format-admin-date.ts';
import { schoolTimeZone } from '@/lib/school-time-zone.ts';
import { schoolToday } from '@/lib/school-today.ts';

// Posts are planned a few years ahead at most.
const LATEST = new Date(schoolToday().getFullYear() + 5, 11, 31);

type PublishDateFieldProps = {
  label: string;
  /** ISO date-time, UNPUBLISHED, INDEFINITE or nothing. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  /** The earliest day offered (admin spec 5: a new start may not be in the past). */
  minDate?: Date;
  disabled?: boolean;
};

const isWord = (value: string | null) => value === UNPUBLISHED || value === INDEFINITE;

/**
 * A publish bound with its date and a 12-hour time picker ('MMMM d, yyyy h:mm aa', admin spec 9).
 * Older records may hold UNPUBLISHED or INDEFINITE: the field says so until a date is chosen.
 */
export function PublishDateField({ label, value, onChange, error, minDate, disabled = false }: PublishDateFieldProps) {
  const id = useId();
  return (
    <FormGroup
      label={label}
      labelFor={id}
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={error ? <span role="alert">{error}</span> : isWord(value) ? `Stored as ${value}` : undefined}
    >
      <DateInput
        value={isWord(value) ? null : value}
        onChange={(next) => onChange(next ? new Date(next).toISOString() : null)}
        dateFnsFormat={ADMIN_DATE_FORMAT}
        locale={enAU}
        timePrecision={TimePrecision.MINUTE}
        // Dates are the school's own: read and written in its zone, whatever the admin's device
        // says. Blueprint's time zone picker would offer others, and its target puts
        // aria-controls on a role-less div (axe fails it).
        timezone={schoolTimeZone()}
        showTimezoneSelect={false}
        timePickerProps={{ useAmPm: true, showArrowButtons: true }}
        closeOnSelection={false}
        placeholder={isWord(value) ? String(value) : 'Choose a date and time'}
        minDate={minDate}
        maxDate={LATEST}
        disabled={disabled}
        canClearSelection
        inputProps={{ id, 'aria-invalid': Boolean(error) }}
      />
    </FormGroup>
  );
}
