import { Button, Checkbox, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { POST_TYPES, type PostCategoryRecord, type PostType } from '@portal/contract';
import { parse } from 'date-fns';
import { enAU } from 'date-fns/locale';
import { useId, type FormEvent } from 'react';
import { schoolToday } from '@/lib/school-today.ts';
import type { PostsFilter, PostsFilterErrors } from '../lib/posts-filter.ts';

const FILTER_DATE = 'yyyy-MM-dd';
// Posts are planned years ahead and kept for years; the picker's own range is narrower.
const EARLIEST = new Date(2000, 0, 1);
const LATEST = new Date(schoolToday().getFullYear() + 10, 11, 31);

/** The picker works with local date-times; the filter keeps the day alone. */
const dayOf = (isoDateTime: string | null) => (isoDateTime ? isoDateTime.slice(0, 10) : '');
const asPickerValue = (day: string) => (day ? `${day}T00:00:00` : null);
const asDate = (day: string) => (day ? parse(day, FILTER_DATE, new Date()) : undefined);

type PostsFilterFormProps = {
  value: PostsFilter;
  onChange: (next: PostsFilter) => void;
  errors: PostsFilterErrors;
  categories: readonly PostCategoryRecord[];
  busy: boolean;
  onFilter: () => void;
  onReset: () => void;
};

/** A message that appears when Filter is pressed is read out then. */
const alertOf = (message: string | undefined) => (message ? <span role="alert">{message}</span> : undefined);

function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...list, item] : list.filter((existing) => existing !== item);
}

/** The Posts list filter (admin spec 2); checking it against spec 5 is the caller's. */
export function PostsFilterForm({ value, onChange, errors, categories, busy, onFilter, onReset }: PostsFilterFormProps) {
  const id = useId();
  const set = (changes: Partial<PostsFilter>) => onChange({ ...value, ...changes });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter();
  };

  return (
    <form className="posts-filter" aria-label="Filter posts" onSubmit={submit} noValidate>
      <div className="posts-filter-dates">
        <FormGroup
          label="Live From"
          labelFor={`${id}-from`}
          intent={errors.liveFrom ? Intent.DANGER : Intent.NONE}
          helperText={alertOf(errors.liveFrom)}
        >
          <DateInput
            value={asPickerValue(value.liveFrom)}
            onChange={(next) => set({ liveFrom: dayOf(next) })}
            dateFnsFormat={FILTER_DATE}
            locale={enAU}
            placeholder="YYYY-MM-DD"
            minDate={EARLIEST}
            maxDate={LATEST}
            inputProps={{ id: `${id}-from`, 'aria-invalid': Boolean(errors.liveFrom) }}
          />
        </FormGroup>
        <FormGroup
          label="Live To"
          labelFor={`${id}-to`}
          intent={errors.liveTo ? Intent.DANGER : Intent.NONE}
          helperText={alertOf(errors.liveTo)}
        >
          <DateInput
            value={asPickerValue(value.liveTo)}
            onChange={(next) => set({ liveTo: dayOf(next) })}
            dateFnsFormat={FILTER_DATE}
            locale={enAU}
            placeholder="YYYY-MM-DD"
            // Admin spec 5: the picker offers no day before Live From, and opens on its month.
            minDate={asDate(value.liveFrom) ?? EARLIEST}
            initialMonth={asDate(value.liveFrom)}
            maxDate={LATEST}
            inputProps={{ id: `${id}-to`, 'aria-invalid': Boolean(errors.liveTo) }}
          />
        </FormGroup>
      </div>

      <fieldset className="posts-filter-choices">
        <legend>Types</legend>
        {POST_TYPES.map((type: PostType) => (
          <Checkbox
            key={type}
            inline
            label={type}
            checked={value.types.includes(type)}
            onChange={(event) => set({ types: toggled(value.types, type, event.currentTarget.checked) })}
          />
        ))}
      </fieldset>

      <fieldset className="posts-filter-choices">
        <legend>Categories</legend>
        {categories.map((category) => (
          <Checkbox
            key={category.postcategoryUid}
            inline
            // Types share category names (Sport for newsletters and for notices).
            label={category.categorytype ? `${category.categoryname} (${category.categorytype})` : category.categoryname}
            checked={value.categories.includes(category.postcategoryUid)}
            onChange={(event) =>
              set({ categories: toggled(value.categories, category.postcategoryUid, event.currentTarget.checked) })
            }
          />
        ))}
      </fieldset>

      <div className="posts-filter-keywords">
        <FormGroup label="Title Keyword" labelFor={`${id}-title`}>
          <InputGroup
            id={`${id}-title`}
            value={value.titleKeyword}
            maxLength={200}
            onValueChange={(titleKeyword) => set({ titleKeyword })}
          />
        </FormGroup>
        <FormGroup label="Group Keyword" labelFor={`${id}-group`}>
          <InputGroup
            id={`${id}-group`}
            value={value.groupKeyword}
            maxLength={200}
            onValueChange={(groupKeyword) => set({ groupKeyword })}
          />
        </FormGroup>
      </div>

      <div className="posts-filter-flags">
        <Checkbox
          label="Currently Live"
          checked={value.currentlyLive}
          onChange={(event) => set({ currentlyLive: event.currentTarget.checked })}
        />
        <Checkbox
          label="Made Public"
          checked={value.madePublic}
          onChange={(event) => set({ madePublic: event.currentTarget.checked })}
        />
      </div>

      <div className="posts-filter-actions">
        <Button text="Reset" onClick={onReset} disabled={busy} />
        <Button type="submit" intent={Intent.PRIMARY} text={busy ? 'Filter...' : 'Filter'} disabled={busy} />
      </div>
    </form>
  );
}
