import { Button, FormGroup, HTMLTable, InputGroup, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DEFAULT_EMAIL_LOG_SORT,
  DEFAULT_EMAIL_LOG_TYPE,
  EMAIL_LOG_EXPORT_FORMATS,
  EMAIL_LOG_TYPES,
  emailLogColumns,
  emailLogsDateIssues,
  type EmailLogColumn,
  type EmailLogExportFormat,
  type EmailLogType,
  type EmailStatisticsSummary,
} from '@portal/contract';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { AdminDateInput } from '@/features/admin/components/admin-date-input.tsx';
import { Pager } from '@/features/admin/components/pager.tsx';
import { EMAIL_LOGS_PAGE_SIZE, useEmailStatistics, useExportEmailLogs, type EmailLogsFilter, type EmailLogsRequest } from '../api/get-email-statistics.ts';
import './email-logs.css';
import { schoolTimeZone } from '@/lib/school-time-zone.ts';

type DateField = 'start_date' | 'end_date';

/** Admin spec 5: Reset clears the filters and returns type PRINCIPAL. */
const NO_FILTER: EmailLogsFilter = { start_date: '', end_date: '', types: DEFAULT_EMAIL_LOG_TYPE, email: '', postUid: '' };
const FIRST_REQUEST: EmailLogsRequest = { filter: NO_FILTER, page: 1, ...DEFAULT_EMAIL_LOG_SORT };

/** Admin spec 2: the summary counters, in the spec's words. */
const COUNTERS: { key: keyof EmailStatisticsSummary; label: MessageDescriptor }[] = [
  { key: 'sent_count', label: msg`Send` },
  { key: 'delivery_count', label: msg`Delivered` },
  { key: 'open_count', label: msg`Opened` },
  { key: 'click_count', label: msg`Clicked` },
  { key: 'bounce_count', label: msg`Bounces` },
  { key: 'complaint_count', label: msg`Complaints` },
];

/** Each export's button: its label, and its label while the file is being made. */
const EXPORT_LABELS: Record<EmailLogExportFormat, { idle: MessageDescriptor; busy: MessageDescriptor }> = {
  csv: { idle: msg`Export CSV`, busy: msg`Export CSV...` },
  xlsx: { idle: msg`Export XLSX`, busy: msg`Export XLSX...` },
  pdf: { idle: msg`Export PDF`, busy: msg`Export PDF...` },
};

const trimmed = (filter: EmailLogsFilter): EmailLogsFilter => ({ ...filter, email: filter.email.trim(), postUid: filter.postUid.trim() });

type SortableHeaderProps = { column: EmailLogColumn; request: EmailLogsRequest; onSort: (column: EmailLogColumn) => void };

/** A column header that sorts the table on the server: a button, with aria-sort on the header cell. The header is the contract's (shared with the exports). */
function ColumnHeader({ column, request, onSort }: SortableHeaderProps) {
  const { i18n } = useLingui();
  if (!column.sort) return <th scope="col">{i18n._(column.header)}</th>;
  const active = request.sort === column.sort;
  const direction = request.order === 'asc' ? 'ascending' : 'descending';
  return (
    <th scope="col" aria-sort={active ? direction : 'none'}>
      <button type="button" className="email-logs__sort" onClick={() => onSort(column)}>
        {i18n._(column.header)}
        <span aria-hidden="true" className="email-logs__sort-mark">
          {active ? (request.order === 'asc' ? ' ▲' : ' ▼') : ''}
        </span>
      </button>
    </th>
  );
}

/**
 * Admin spec 2 "Email logs": the Sent Date and type filters with postUid and Email, the summary
 * counters of the whole filter, a table sorted and paged on the server (newest send first), and
 * the exports. It opens on the campus's PRINCIPAL messages. The dates are checked with the
 * contract's rules (the BFF's schema applies the same): on an error the spec's message shows
 * under the field and nothing is sent.
 */
export function EmailLogs() {
  const { t, i18n } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState<EmailLogsFilter>(NO_FILTER);
  const [errors, setErrors] = useState<Partial<Record<DateField, string>>>({});
  const [request, setRequest] = useState<EmailLogsRequest>(FIRST_REQUEST);
  const [pressed, setPressed] = useState<'filter' | 'reset' | null>(null);
  const statistics = useEmailStatistics(request);
  const exportFile = useExportEmailLogs();
  const [exporting, setExporting] = useState<EmailLogExportFormat | null>(null);

  // Filter and Reset wait for the call they started; the background refresh of the counters leaves them be.
  useEffect(() => {
    if (!statistics.isFetching) setPressed(null);
  }, [statistics.isFetching]);
  const busy = pressed !== null;
  const apply = (filter: EmailLogsFilter, button: 'filter' | 'reset') => {
    setPressed(button);
    const next = { ...request, filter, page: 1 };
    // The same filter again is asked again, not answered from the cache.
    if (JSON.stringify(next) === JSON.stringify(request)) void statistics.refetch();
    else setRequest(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issues = emailLogsDateIssues({ start_date: draft.start_date || undefined, end_date: draft.end_date || undefined });
    const found: Partial<Record<DateField, string>> = {};
    for (const issue of issues) found[issue.field] ??= issue.message;
    setErrors(found);
    if (issues.length > 0) return;
    apply(trimmed(draft), 'filter');
  };

  const reset = () => {
    setDraft(NO_FILTER);
    setErrors({});
    apply(NO_FILTER, 'reset');
  };

  const sortBy = (column: EmailLogColumn) => {
    if (!column.sort) return;
    const order = request.sort === column.sort ? (request.order === 'asc' ? 'desc' : 'asc') : 'asc';
    setRequest({ ...request, sort: column.sort, order, page: 1 });
  };

  const exportAs = (format: EmailLogExportFormat) => {
    setExporting(format);
    exportFile.mutate({ request, format });
  };

  const setField = (field: keyof EmailLogsFilter, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field === 'start_date' || field === 'end_date') setErrors({});
  };

  const dateField = (field: DateField, label: string) => {
    const inputId = `${id}-${field}`;
    const error = errors[field];
    return (
      <FormGroup
        label={label}
        labelFor={inputId}
        intent={error ? Intent.DANGER : Intent.NONE}
        helperText={
          error ? (
            <span id={`${inputId}-error`} role="alert">
              {i18n._(error)}
            </span>
          ) : undefined
        }
      >
        <AdminDateInput
          precision="day"
          id={inputId}
          value={draft[field]}
          // The picker offers no end before the start (the rules still check typed dates).
          minDay={field === 'end_date' ? draft.start_date || undefined : undefined}
          invalid={Boolean(error)}
          describedBy={error ? `${inputId}-error` : undefined}
          onChange={(day) => setField(field, day)}
        />
      </FormGroup>
    );
  };

  const answer = statistics.data?.records;
  // The rows shown may still be the last filter's while a new one loads: their columns go with them.
  const shownType = (answer?.statistics[0]?.type as EmailLogType | undefined) ?? request.filter.types;
  const columns = emailLogColumns(shownType);
  const total = statistics.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / EMAIL_LOGS_PAGE_SIZE));

  return (
    <div className="email-logs">
      <form className="email-logs__filter" aria-label={t`Email logs filter`} noValidate onSubmit={submit}>
        <div className="email-logs__fields">
          {dateField('start_date', t`Sent Date From`)}
          {dateField('end_date', t`Sent Date To`)}
          {/* The spec names this filter postUid (the field's name, in every language); the hint says it in plain words. */}
          <FormGroup
            label="postUid"
            labelFor={`${id}-postUid`}
            helperText={
              <span id={`${id}-postUid-hint`}>
                <Trans>A post's id, as in the Post Id List column</Trans>
              </span>
            }
          >
            <InputGroup id={`${id}-postUid`} value={draft.postUid} maxLength={40} aria-describedby={`${id}-postUid-hint`} onValueChange={(value) => setField('postUid', value)} />
          </FormGroup>
          <FormGroup label={t`Email`} labelFor={`${id}-email`}>
            <InputGroup id={`${id}-email`} value={draft.email} maxLength={254} onValueChange={(value) => setField('email', value)} />
          </FormGroup>
        </div>
        <RadioGroup
          label={t`Types`}
          name={`${id}-types`}
          inline
          selectedValue={draft.types}
          onChange={(event) => setField('types', event.currentTarget.value)}
        >
          {/* The types by the names the spec and the records give them. */}
          {EMAIL_LOG_TYPES.map((type) => (
            <Radio key={type} value={type} label={type} />
          ))}
        </RadioGroup>
        <div className="email-logs__buttons">
          <Button type="submit" intent={Intent.PRIMARY} disabled={busy} text={busy && pressed === 'filter' ? t`Filter ...` : t`Filter`} />
          <Button type="button" disabled={busy} text={busy && pressed === 'reset' ? t`Reset ...` : t`Reset`} onClick={reset} />
        </div>
      </form>

      {statistics.error ? <ErrorMessage error={statistics.error} onRetry={() => void statistics.refetch()} /> : null}
      {statistics.isPending ? <Loading label={t`Loading email logs…`} /> : null}

      {answer ? (
        <>
          <dl className="email-logs__counters" aria-label={t`Summary`} aria-live="polite">
            {COUNTERS.map(({ key, label }) => (
              <div key={key} className="email-logs__counter">
                <dt>{i18n._(label)}</dt>
                <dd>{answer.summary[key]}</dd>
              </div>
            ))}
          </dl>

          <div className="email-logs__buttons">
            {EMAIL_LOG_EXPORT_FORMATS.map((format) => {
              const pending = exportFile.isPending && exporting === format;
              return (
                <Button
                  key={format}
                  icon="download"
                  text={i18n._(pending ? EXPORT_LABELS[format].busy : EXPORT_LABELS[format].idle)}
                  disabled={exportFile.isPending}
                  onClick={() => exportAs(format)}
                />
              );
            })}
          </div>
          {exportFile.error ? <ErrorMessage error={exportFile.error} /> : null}

          {answer.statistics.length === 0 ? (
            <EmptyState />
          ) : (
            <div className="email-logs__table">
              <HTMLTable compact striped aria-busy={statistics.isFetching}>
                <caption className="email-logs__caption">
                  <Trans>{shownType} emails</Trans>
                </caption>
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <ColumnHeader key={column.header} column={column} request={request} onSort={sortBy} />
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {answer.statistics.map((row) => (
                    <tr key={row.emailstatisticsUid}>
                      {columns.map((column) => (
                        <td key={column.header}>{column.text(row, schoolTimeZone())}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          )}
          <Pager page={request.page} pageCount={pageCount} total={total} noun="email" onPage={(page) => setRequest({ ...request, page })} />
        </>
      ) : null}
    </div>
  );
}
