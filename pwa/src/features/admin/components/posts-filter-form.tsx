import { Button, Checkbox, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { LANGUAGE_NAMES, POST_TYPES, TRANSLATED_LANGUAGES, type PostCategoryRecord, type PostType } from '@portal/contract';
import { useId, type FormEvent } from 'react';
import { AdminDateInput } from './admin-date-input.tsx';
import type { PostsFilter, PostsFilterErrors } from '../lib/posts-filter.ts';
import { POST_TYPE_NAMES } from '../lib/post-type-names.ts';

type PostsFilterFormProps = {
  value: PostsFilter;
  onChange: (next: PostsFilter) => void;
  errors: PostsFilterErrors;
  categories: readonly PostCategoryRecord[];
  busy: boolean;
  onFilter: () => void;
  onReset: () => void;
};

function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...list, item] : list.filter((existing) => existing !== item);
}

/** The Posts list filter (admin spec 2); checking it against spec 5 is the caller's. */
export function PostsFilterForm({ value, onChange, errors, categories, busy, onFilter, onReset }: PostsFilterFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  /** The spec's message (the contract's), read out when Filter is pressed and it appears. */
  const alertOf = (message: string | undefined) => (message ? <span role="alert">{i18n._(message)}</span> : undefined);
  const set = (changes: Partial<PostsFilter>) => onChange({ ...value, ...changes });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter();
  };

  return (
    <form className="posts-filter" aria-label={t`Filter posts`} onSubmit={submit} noValidate>
      <div className="posts-filter-dates">
        <FormGroup
          label={t`Live From`}
          labelFor={`${id}-from`}
          intent={errors.liveFrom ? Intent.DANGER : Intent.NONE}
          helperText={alertOf(errors.liveFrom)}
        >
          <AdminDateInput
            precision="day"
            id={`${id}-from`}
            value={value.liveFrom}
            onChange={(liveFrom) => set({ liveFrom })}
            invalid={Boolean(errors.liveFrom)}
          />
        </FormGroup>
        <FormGroup
          label={t`Live To`}
          labelFor={`${id}-to`}
          intent={errors.liveTo ? Intent.DANGER : Intent.NONE}
          helperText={alertOf(errors.liveTo)}
        >
          <AdminDateInput
            precision="day"
            id={`${id}-to`}
            value={value.liveTo}
            onChange={(liveTo) => set({ liveTo })}
            // Admin spec 5: the picker offers no day before Live From, and opens on its month.
            minDay={value.liveFrom || undefined}
            invalid={Boolean(errors.liveTo)}
          />
        </FormGroup>
      </div>

      <fieldset className="posts-filter-choices">
        <legend>
          <Trans>Types</Trans>
        </legend>
        {POST_TYPES.map((type: PostType) => (
          <Checkbox
            key={type}
            inline
            label={i18n._(POST_TYPE_NAMES[type])}
            checked={value.types.includes(type)}
            onChange={(event) => set({ types: toggled(value.types, type, event.currentTarget.checked) })}
          />
        ))}
      </fieldset>

      <fieldset className="posts-filter-choices">
        <legend>
          <Trans>Categories</Trans>
        </legend>
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
        <FormGroup label={t`Title Keyword`} labelFor={`${id}-title`}>
          <InputGroup
            id={`${id}-title`}
            value={value.titleKeyword}
            maxLength={200}
            onValueChange={(titleKeyword) => set({ titleKeyword })}
          />
        </FormGroup>
        <FormGroup label={t`Group Keyword`} labelFor={`${id}-group`}>
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
          label={t`Currently Live`}
          checked={value.currentlyLive}
          onChange={(event) => set({ currentlyLive: event.currentTarget.checked })}
        />
        <Checkbox
          label={t`Made Public`}
          checked={value.madePublic}
          onChange={(event) => set({ madePublic: event.currentTarget.checked })}
        />
      </div>

      <FormGroup label={t`Not translated into`} labelFor={`${id}-untranslated`} inline>
        <HTMLSelect
          id={`${id}-untranslated`}
          value={value.untranslated}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            set({ untranslated: TRANSLATED_LANGUAGES.find((language) => language === chosen) ?? '' });
          }}
        >
          <option value="">{t`Any`}</option>
          {TRANSLATED_LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>

      <div className="posts-filter-actions">
        <Button text={t`Reset`} onClick={onReset} disabled={busy} />
        <Button type="submit" intent={Intent.PRIMARY} text={busy ? t`Filter...` : t`Filter`} disabled={busy} />
      </div>
    </form>
  );
}
