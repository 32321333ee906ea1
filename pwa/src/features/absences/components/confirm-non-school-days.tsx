import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { ABSENCE_MESSAGES, type NonSchoolDay } from '@portal/contract';
import { formatAbsenceDay } from '../lib/absence-dates.ts';

/**
 * Why a day is not a school day, as a carer reads it. A weekend day is a Saturday or a Sunday:
 * each is a sentence of its own, so that a translation can say the day's name its own way.
 */
function NonSchoolDayText({ day, weekday, weekend, outsideTerm }: NonSchoolDay) {
  const { t } = useLingui();
  const when = formatAbsenceDay(day);
  const saturday = weekday === 'Saturday';
  if (weekend && outsideTerm)
    return saturday ? t`${when} is a Saturday, in the school holidays.` : t`${when} is a Sunday, in the school holidays.`;
  if (weekend) return saturday ? t`${when} is a Saturday, not a school day.` : t`${when} is a Sunday, not a school day.`;
  return t`${when} is outside term, in the school holidays.`;
}

/**
 * Asks the person to confirm a notice for a weekend day or a day outside term before it is sent
 * (an inline alert dialog: focus moves into it, Escape or 'Change the date' goes back to the date).
 */
export function ConfirmNonSchoolDays({ days, busy, onConfirm, onCancel }: { days: readonly NonSchoolDay[]; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { i18n } = useLingui();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    keep.current?.focus();
  }, [days]);
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  }
  return (
    <div className="absence-form__confirm" role="alertdialog" aria-labelledby="confirm-days-title" aria-describedby="confirm-days-text" onKeyDown={onKeyDown}>
      <h2 id="confirm-days-title">{i18n._(ABSENCE_MESSAGES.confirmTitle)}</h2>
      <div id="confirm-days-text">
        {days.map((day) => (
          <p key={day.day}>
            <NonSchoolDayText {...day} />
          </p>
        ))}
        <p>
          <Trans>Do you still want to notify the school?</Trans>
        </p>
      </div>
      <div className="absences__actions">
        <button type="button" className="button" disabled={busy} onClick={onConfirm}>
          {i18n._(ABSENCE_MESSAGES.confirmSend)}
        </button>
        <button type="button" ref={keep} className="button button--secondary" onClick={onCancel}>
          {i18n._(ABSENCE_MESSAGES.confirmChange)}
        </button>
      </div>
    </div>
  );
}
