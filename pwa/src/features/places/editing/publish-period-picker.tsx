import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PLACE_MESSAGES, hasPublishPeriod, type PageRecord } from '@portal/contract';
import { useId, useState } from 'react';
import { useUpdatePage } from '../api/update-page.ts';
import { FieldForm } from './field-form.tsx';
import { usePlaceEditing } from './place-editing.tsx';
import { TIME_SLOTS, fieldsOf, momentOf, publishPeriodLabel } from './publish-period.ts';

/** Spec 4: a page's publish period, from a day and a time to a day and a time (30-minute steps, 24-hour). */
export function PublishPeriodPicker({ page }: { page: PageRecord }) {
  const { t, i18n } = useLingui();
  const editing = usePlaceEditing();
  const open = editing.field?.pageUid === page.pageUid && editing.field.field === 'publish';
  // With no period, the label is the spec's prompt (a contract text); else the period's dates.
  const label = hasPublishPeriod(page) ? publishPeriodLabel(page) : i18n._(PLACE_MESSAGES.selectPublishPeriod);
  return (
    <div className="place-publish">
      <button
        type="button"
        className="button button--secondary button--small"
        aria-expanded={open}
        aria-label={t`Publish period: ${label}`}
        disabled={!editing.enabled || (editing.field !== null && !open)}
        onClick={() => editing.openField(open ? null : { pageUid: page.pageUid, field: 'publish' })}
      >
        {label}
      </button>
      {open ? <PublishPeriodForm page={page} onDone={() => editing.openField(null)} /> : null}
    </div>
  );
}

type Moment = { day: string; time: string };

const INVALID_DATE = msg`Please choose a valid date.`;

function PublishPeriodForm({ page, onDone }: { page: PageRecord; onDone: () => void }) {
  const { t } = useLingui();
  const update = useUpdatePage();
  const [opened] = useState(page);
  const [start, setStart] = useState(() => fieldsOf(page.publish_start));
  const [end, setEnd] = useState(() => fieldsOf(page.publish_end));
  const errorId = useId();
  const from = start.day ? momentOf(start.day, start.time) : null;
  const to = end.day ? momentOf(end.day, end.time) : null;
  return (
    <FieldForm
      errorId={errorId}
      success={PLACE_MESSAGES.publishChanged}
      validate={() => ((start.day && !from) || (end.day && !to) ? INVALID_DATE : from && to && Date.parse(to) <= Date.parse(from) ? PLACE_MESSAGES.publishInvalid : null)}
      save={() => update(opened, { publish_start: from, publish_end: to })}
      extraAction={{ label: t`Clear period`, save: () => update(opened, { publish_start: null, publish_end: null }) }}
      onDone={onDone}
    >
      {(error) => (
        <>
          <MomentFields legend={t`Publish from`} dayLabel={t`Start date`} timeLabel={t`Start time`} value={start} onChange={setStart} errorId={error?.id} />
          <MomentFields legend={t`Publish until`} dayLabel={t`End date`} timeLabel={t`End time`} value={end} onChange={setEnd} errorId={error?.id} />
        </>
      )}
    </FieldForm>
  );
}

type MomentFieldsProps = { legend: string; dayLabel: string; timeLabel: string; value: Moment; onChange: (next: Moment) => void; errorId: string | undefined };

/** A day and a time slot (every 30 minutes, 24-hour); the labels come translated. */
function MomentFields({ legend, dayLabel, timeLabel, value, onChange, errorId }: MomentFieldsProps) {
  const dayId = useId();
  const timeId = useId();
  return (
    <fieldset>
      <legend>{legend}</legend>
      <label htmlFor={dayId}>{dayLabel}</label>
      <input id={dayId} className="text-input" type="date" value={value.day} aria-describedby={errorId} onChange={(event) => onChange({ ...value, day: event.target.value })} />
      <label htmlFor={timeId}>{timeLabel}</label>
      <select id={timeId} className="text-input" value={value.time} onChange={(event) => onChange({ ...value, time: event.target.value })}>
        {TIME_SLOTS.map((slot) => (
          <option key={slot}>{slot}</option>
        ))}
      </select>
    </fieldset>
  );
}
