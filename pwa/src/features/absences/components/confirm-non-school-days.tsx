import { useEffect, useRef, type KeyboardEvent } from 'react';
import { ABSENCE_MESSAGES, type NonSchoolDay } from '@portal/contract';
import { formatAbsenceDay } from '../lib/absence-dates.ts';

/** Why a day is not a school day, as a carer reads it. */
export function nonSchoolDayText({ day, weekday, weekend, outsideTerm }: NonSchoolDay): string {
  const when = formatAbsenceDay(day);
  if (weekend && outsideTerm) return `${when} is a ${weekday}, in the school holidays.`;
  if (weekend) return `${when} is a ${weekday}, not a school day.`;
  return `${when} is outside term, in the school holidays.`;
}

/**
 * Asks the person to confirm a notice for a weekend day or a day outside term before it is sent
 * (an inline alert dialog: focus moves into it, Escape or 'Change the date' goes back to the date).
 */
export function ConfirmNonSchoolDays({ days, busy, onConfirm, onCancel }: { days: readonly NonSchoolDay[]; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
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
      <h2 id="confirm-days-title">{ABSENCE_MESSAGES.confirmTitle}</h2>
      <div id="confirm-days-text">
        {days.map((day) => (
          <p key={day.day}>{nonSchoolDayText(day)}</p>
        ))}
        <p>Do you still want to notify the school?</p>
      </div>
      <div className="absences__actions">
        <button type="button" className="button" disabled={busy} onClick={onConfirm}>
          {ABSENCE_MESSAGES.confirmSend}
        </button>
        <button type="button" ref={keep} className="button button--secondary" onClick={onCancel}>
          {ABSENCE_MESSAGES.confirmChange}
        </button>
      </div>
    </div>
  );
}
