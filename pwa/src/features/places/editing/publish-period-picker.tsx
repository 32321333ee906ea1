import { PLACE_MESSAGES, type PageRecord } from '@portal/contract';
import { useId, useState, type FormEvent } from 'react';
import { useUpdatePage } from '../api/update-page.ts';
import { usePlaceEditing } from './place-editing.tsx';
import { TIME_SLOTS, fieldsOf, momentOf, publishPeriodLabel } from './publish-period.ts';

/** Spec 4: a page's publish period, from a day and a time to a day and a time (30-minute steps, 24-hour). */
export function PublishPeriodPicker({ page }: { page: PageRecord }) {
  const editing = usePlaceEditing();
  const open = editing.field?.pageUid === page.pageUid && editing.field.field === 'publish';
  const label = publishPeriodLabel(page);
  return (
    <div className="place-publish">
      <button
        type="button"
        className="button button--secondary button--small"
        aria-expanded={open}
        aria-label={`Publish period: ${label}`}
        disabled={!editing.enabled || (editing.field !== null && !open)}
        onClick={() => editing.openField(open ? null : { pageUid: page.pageUid, field: 'publish' })}
      >
        {label}
      </button>
      {open ? <PublishPeriodForm page={page} onDone={() => editing.openField(null)} /> : null}
    </div>
  );
}

function PublishPeriodForm({ page, onDone }: { page: PageRecord; onDone: () => void }) {
  const editing = usePlaceEditing();
  const update = useUpdatePage();
  const [start, setStart] = useState(() => fieldsOf(page.publish_start));
  const [end, setEnd] = useState(() => fieldsOf(page.publish_end));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ids = { startDay: useId(), startTime: useId(), endDay: useId(), endTime: useId(), problem: useId() };

  async function save(publish_start: string | null, publish_end: string | null) {
    setSaving(true);
    const outcome = await editing.run(() => update(page, { publish_start, publish_end }), PLACE_MESSAGES.publishChanged);
    setSaving(false);
    if (outcome.ok) onDone();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const from = start.day ? momentOf(start.day, start.time) : null;
    const to = end.day ? momentOf(end.day, end.time) : null;
    if ((start.day && !from) || (end.day && !to)) return setProblem('Please choose a valid date.');
    if (from && to && Date.parse(to) <= Date.parse(from)) return setProblem('The end must be after the start.');
    setProblem(null);
    void save(from, to);
  }

  return (
    <form className="place-field-form place-publish__form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>Publish from</legend>
        <label htmlFor={ids.startDay}>Start date</label>
        <input id={ids.startDay} className="text-input" type="date" value={start.day} onChange={(event) => setStart({ ...start, day: event.target.value })} />
        <label htmlFor={ids.startTime}>Start time</label>
        <select id={ids.startTime} className="text-input" value={start.time} onChange={(event) => setStart({ ...start, time: event.target.value })}>
          {TIME_SLOTS.map((slot) => (
            <option key={slot}>{slot}</option>
          ))}
        </select>
      </fieldset>
      <fieldset>
        <legend>Publish until</legend>
        <label htmlFor={ids.endDay}>End date</label>
        <input id={ids.endDay} className="text-input" type="date" value={end.day} onChange={(event) => setEnd({ ...end, day: event.target.value })} />
        <label htmlFor={ids.endTime}>End time</label>
        <select id={ids.endTime} className="text-input" value={end.time} onChange={(event) => setEnd({ ...end, time: event.target.value })}>
          {TIME_SLOTS.map((slot) => (
            <option key={slot}>{slot}</option>
          ))}
        </select>
      </fieldset>
      {problem ? (
        <p id={ids.problem} className="place-field-form__error" role="alert">
          {problem}
        </p>
      ) : null}
      <p className="place-field-form__actions">
        <button type="submit" className="button" disabled={saving || !editing.enabled}>
          {saving ? PLACE_MESSAGES.submitting : 'Submit'}
        </button>
        <button type="button" className="button button--secondary" disabled={saving || !editing.enabled} onClick={() => void save(null, null)}>
          Clear period
        </button>
        <button type="button" className="button button--secondary" disabled={saving} onClick={onDone}>
          Cancel
        </button>
      </p>
    </form>
  );
}
