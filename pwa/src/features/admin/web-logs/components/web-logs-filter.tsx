import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lastWeek, webLogsDateIssues, type WebLogsFilter } from '@portal/contract';
import { useState, type FormEvent } from 'react';
import { AdminDateInput } from '@/features/admin/components/admin-date-input.tsx';
import { schoolTimeZone } from '@/lib/school-time-zone.ts';

type FilterField = keyof WebLogsFilter;
type Draft = Record<FilterField, string>;

const LABELS: Record<FilterField, MessageDescriptor> = {
  visit_from_date: msg`From Date`,
  visit_to_date: msg`To Date`,
  post_title: msg`Post Title`,
  users_userid: msg`User Id`,
};

/** The filter a section opens with, and goes back to on Reset: the last week, nothing else. */
export const defaultWebLogsFilter = (): WebLogsFilter => lastWeek(new Date(), schoolTimeZone());

const draftOf = (filter: WebLogsFilter): Draft => ({
  visit_from_date: filter.visit_from_date ?? '',
  visit_to_date: filter.visit_to_date ?? '',
  post_title: filter.post_title ?? '',
  users_userid: filter.users_userid ?? '',
});

/** Empty fields are left out, as the BFF reads them. */
const filterOf = (draft: Draft): WebLogsFilter =>
  Object.fromEntries(Object.entries(draft).map(([field, value]) => [field, value.trim()]).filter(([, value]) => value !== ''));

/** The most a text filter holds (the contract's limits). */
const MAX_LENGTH: Partial<Record<FilterField, number>> = { post_title: 200, users_userid: 60 };

type WebLogsFilterFormProps = {
  /** Prefixes the fields' ids: each section has its own form. */
  id: string;
  /** The form's accessible name ("Page Logs filter"). */
  label: string;
  /** The text filter of the section besides the dates, if any. */
  textField?: 'post_title' | 'users_userid';
  /** A call of the section is on its way: Filter says so and waits. */
  busy: boolean;
  onApply: (filter: WebLogsFilter) => void;
};

/**
 * Admin spec 2 and 5: From and To dates, a section's own text filter, Reset and Filter. The
 * form is checked with the contract's rules (the ones the BFF's schema applies), so a half or
 * backwards range gets the spec's message here and the filter is not sent.
 */
export function WebLogsFilterForm({ id, label, textField, busy, onApply }: WebLogsFilterFormProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<Draft>(() => draftOf(defaultWebLogsFilter()));
  const [errors, setErrors] = useState<Partial<Record<FilterField, string>>>({});
  const fields: FilterField[] = ['visit_from_date', 'visit_to_date', ...(textField ? [textField] : [])];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filter = filterOf(draft);
    const issues = webLogsDateIssues(filter);
    if (issues.length > 0) {
      const found: Partial<Record<FilterField, string>> = {};
      for (const issue of issues) found[issue.field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    onApply(filter);
  };

  const reset = () => {
    const filter = defaultWebLogsFilter();
    setDraft(draftOf(filter));
    setErrors({});
    onApply(filter);
  };

  return (
    <form className="web-logs__filter" onSubmit={submit} noValidate aria-label={label}>
      <div className="web-logs__fields">
        {fields.map((field) => {
          const inputId = `${id}-${field}`;
          const isDate = field === 'visit_from_date' || field === 'visit_to_date';
          return (
            <FormGroup key={field} label={i18n._(LABELS[field])} labelFor={inputId} intent={errors[field] ? Intent.DANGER : Intent.NONE}>
              {isDate ? (
                <AdminDateInput
                  precision="day"
                  id={inputId}
                  value={draft[field]}
                  // The picker offers no To before From (the schema still checks typed dates).
                  minDay={field === 'visit_to_date' ? draft.visit_from_date || undefined : undefined}
                  invalid={Boolean(errors[field])}
                  describedBy={errors[field] ? `${inputId}-error` : undefined}
                  onChange={(day) => setDraft({ ...draft, [field]: day })}
                />
              ) : (
                <InputGroup
                  id={inputId}
                  value={draft[field]}
                  maxLength={MAX_LENGTH[field]}
                  intent={errors[field] ? Intent.DANGER : Intent.NONE}
                  aria-invalid={errors[field] ? true : undefined}
                  aria-describedby={errors[field] ? `${inputId}-error` : undefined}
                  onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
                />
              )}
            </FormGroup>
          );
        })}
      </div>
      <div className="web-logs__messages" aria-live="assertive">
        {fields.map((field) =>
          errors[field] ? (
            <p key={field} id={`${id}-${field}-error`} className="web-logs__error">
              {i18n._(errors[field])}
            </p>
          ) : null,
        )}
      </div>
      <div className="web-logs__buttons">
        <Button type="button" text={t`Reset`} onClick={reset} disabled={busy} />
        <Button type="submit" intent={Intent.PRIMARY} text={busy ? t`Filter...` : t`Filter`} disabled={busy} />
      </div>
    </form>
  );
}
