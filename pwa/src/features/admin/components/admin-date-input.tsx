import { DateInput, TimePrecision } from '@blueprintjs/datetime';
import { useLingui } from '@lingui/react/macro';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { parse } from 'date-fns';
import { enAU } from 'date-fns/locale';
import { ADMIN_EDITOR_DATE_FORMAT, ADMIN_FILTER_DATE_FORMAT } from '@/features/admin/lib/format-admin-date.ts';
import { schoolTimeZone } from '@/lib/school-time-zone.ts';
import { schoolToday } from '@/lib/school-today.ts';

// Records are planned years ahead and kept for years; Blueprint's own range is narrower.
const EARLIEST = new Date(2000, 0, 1);
const LATEST = new Date(schoolToday().getFullYear() + 10, 11, 31);

type CommonProps = {
  /** The input's id, for its FormGroup's label. */
  id: string;
  invalid?: boolean;
  /** The id of the message or hint that describes the field. */
  describedBy?: string;
  disabled?: boolean;
  /** In the language shown; the input's own otherwise. */
  placeholder?: string;
};

/** A day (the filters'): YYYY-MM-DD, or '' for none. */
type DayProps = CommonProps & {
  precision: 'day';
  value: string;
  onChange: (day: string) => void;
  /** The earliest day offered (a To that may not precede its From), YYYY-MM-DD. */
  minDay?: string;
};

/** A moment (the editors'): an ISO date-time, or null for none. */
type MinuteProps = CommonProps & {
  precision: 'minute';
  value: string | null;
  onChange: (moment: string | null) => void;
  /** The earliest day offered (admin spec 5: a new start may not be in the past). */
  minDate?: Date;
  maxDate?: Date;
};

export type AdminDateInputProps = DayProps | MinuteProps;

const dayAsDate = (day: string | undefined) => (day ? parse(day, ADMIN_FILTER_DATE_FORMAT, new Date()) : undefined);

/**
 * The one date input of the admin area: Blueprint's DateInput, themed with the rest of
 * Blueprint. A filter's day is typed or picked as YYYY-MM-DD (admin spec 9: the filter
 * format); an editor's moment as 'MMMM d, yyyy h:mm aa' with a 12-hour time picker (spec 9),
 * read and written in the school's time zone whatever the admin's device says.
 */
export function AdminDateInput(props: AdminDateInputProps) {
  const { t } = useLingui();
  const { id, invalid = false, describedBy, disabled = false } = props;
  const inputProps = { id, 'aria-invalid': invalid, 'aria-describedby': describedBy };

  if (props.precision === 'day') {
    const minDate = dayAsDate(props.minDay);
    return (
      <DateInput
        // The picker works with local date-times; a filter keeps the day alone.
        value={props.value ? `${props.value}T00:00:00` : null}
        onChange={(next) => props.onChange(next ? next.slice(0, 10) : '')}
        dateFnsFormat={ADMIN_FILTER_DATE_FORMAT}
        locale={enAU}
        placeholder={
          props.placeholder ??
          t({ message: 'YYYY-MM-DD', comment: "The date filters' format: year, month and day in digits (2026-11-25)" })
        }
        minDate={minDate ?? EARLIEST}
        // The picker opens on the month of the earliest day it offers.
        initialMonth={minDate}
        maxDate={LATEST}
        disabled={disabled}
        inputProps={inputProps}
      />
    );
  }

  return (
    <DateInput
      value={props.value}
      onChange={(next) => props.onChange(next ? new Date(next).toISOString() : null)}
      dateFnsFormat={ADMIN_EDITOR_DATE_FORMAT}
      locale={enAU}
      timePrecision={TimePrecision.MINUTE}
      // Blueprint's time zone picker would offer other zones, and its target puts
      // aria-controls on a role-less div (axe fails it).
      timezone={schoolTimeZone()}
      showTimezoneSelect={false}
      timePickerProps={{ useAmPm: true, showArrowButtons: true }}
      closeOnSelection={false}
      placeholder={props.placeholder ?? t`Choose a date and time`}
      minDate={props.minDate ?? EARLIEST}
      maxDate={props.maxDate ?? LATEST}
      // Blueprint opens on the device's today, or halfway to maxDate when that day is before
      // minDate: on a device whose date is behind the school's (a laptop on UTC in Sydney's
      // morning), the picker showed a month years ahead. The school's first allowed day, then.
      initialMonth={props.minDate}
      disabled={disabled}
      canClearSelection
      inputProps={inputProps}
    />
  );
}
