import { Button, Callout, FormGroup, HTMLSelect, HTMLTable, InputGroup, Intent, Tag } from '@blueprintjs/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg, ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  EMPTY,
  LEARNING_VIRTUES_GOALS_INDIVIDUAL,
  LEARNING_VIRTUES_GOALS_MESSAGES,
  LEARNING_VIRTUES_GOALS_STUDENT_YEARS,
  LEARNING_VIRTUES_GOALS_TERMS,
  learningVirtuesGoalsQuery,
  learningVirtuesGoalsStudentsLabel,
  learningVirtuesGoalsYearLabel,
  learningVirtuesGoalsYears,
  termFromMonth,
  type QueueStatisticsRecord,
} from '@portal/contract';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { DeleteQuestion } from '@/features/admin/components/delete-question.tsx';
import { Pager } from '@/features/admin/components/pager.tsx';
import { showAdminToast } from '@/features/admin/lib/admin-toaster.ts';
import { formatAdminDate } from '@/features/admin/lib/format-admin-date.ts';
import { browser } from '@/lib/browser.ts';
import { REQUESTS_PAGE_SIZE, useLearningVirtuesGoalsRequests, useLearningVirtuesGoalsZipLink, useRemoveLearningVirtuesGoalsRequest, useRequestLearningVirtuesGoalsPdfs } from '../api/learning-virtues-goals.ts';
import { TableHead } from '@/features/admin/components/table-head.tsx';
import './learning-virtues-goals.css';
import { schoolToday } from '@/lib/school-today.ts';

type RequestForm = { year: number; term: number; students: number; username: string };

/** The first column is named by the record's field, as the spec names it (in every language). */
const UID_COLUMN = 'queuestatisticsUid';
const COLUMNS = [
  msg`Created at`,
  msg`Created by`,
  msg`Form run`,
  msg`Is error`,
  msg`Message`,
  msg`Status`,
  msg`Updated at`,
  msg`Semester`,
  msg`Academic year`,
  msg`Progress`,
  msg`Actions`,
];
const COLUMN_COUNT = COLUMNS.length + 1;

/** A request's status (the contract's QUEUE_STATUSES), in the person's language. */
const STATUS_LABELS: Record<QueueStatisticsRecord['queue_status'], MessageDescriptor> = {
  Pending: msg`Pending`,
  Complete: msg`Complete`,
};

const STUDENT_CHOICES = [...LEARNING_VIRTUES_GOALS_STUDENT_YEARS, LEARNING_VIRTUES_GOALS_INDIVIDUAL];

/** The row's year label, with the student of an individual request. */
const formRunOf = (record: QueueStatisticsRecord) => (record.student_username ? `${record.form_run} (${record.student_username})` : record.form_run);

/** The selection a request was made for, to find the latest one of what the form shows. */
const sameSelection = (record: QueueStatisticsRecord, form: RequestForm) =>
  record.academic_year === String(form.year) &&
  record.semester === String(form.term) &&
  record.form_run === learningVirtuesGoalsYearLabel(form.students) &&
  (form.students !== LEARNING_VIRTUES_GOALS_INDIVIDUAL || record.student_username === form.username.trim());

/**
 * Admin spec 2: Complete green, Pending blue; the word is always there, so colour is never the
 * only sign. A request that ended with an error is Complete too (queue_status) yet says "is
 * error: Yes": green beside that would say all went well, so its badge is the error colour with
 * the words saying what happened; both fields stay as the spec gives them.
 */
function StatusTag({ record }: { record: QueueStatisticsRecord }) {
  const { t, i18n } = useLingui();
  const status = record.queue_status;
  if (record.is_error) {
    return (
      <span className="learning-virtues-goals-status">
        <Tag intent={Intent.DANGER} icon="error" minimal={false} className="learning-virtues-goals-status--error">
          {i18n._(STATUS_LABELS[status])}
        </Tag>
        <span className="learning-virtues-goals-status__note">{status === 'Complete' ? t`Finished with an error: see the message.` : t`An error so far: see the message.`}</span>
      </span>
    );
  }
  return (
    <Tag intent={status === 'Complete' ? Intent.SUCCESS : Intent.PRIMARY} className={`learning-virtues-goals-status--${status.toLowerCase()}`} minimal={false}>
      {i18n._(STATUS_LABELS[status])}
    </Tag>
  );
}

/**
 * Admin spec 2 "Learning Virtues Goals": request the goals PDFs of a year group or one student
 * for a year and term, follow the requests (refreshed every 5 s) with their progress, download a
 * Complete request's PDFs as one ZIP, and remove a request with its PDFs.
 */
export function LearningVirtuesGoals() {
  const { t, i18n } = useLingui();
  const id = useId();
  const today = useMemo(() => schoolToday(), []);
  const years = learningVirtuesGoalsYears(today.getFullYear());
  const [form, setForm] = useState<RequestForm>({ year: today.getFullYear(), term: termFromMonth(today.getMonth() + 1), students: LEARNING_VIRTUES_GOALS_STUDENT_YEARS[0], username: '' });
  const [usernameError, setUsernameError] = useState<string | undefined>();
  const [requested, setRequested] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<QueueStatisticsRecord | null>(null);
  const requests = useLearningVirtuesGoalsRequests(page);
  const create = useRequestLearningVirtuesGoalsPdfs();
  const remove = useRemoveLearningVirtuesGoalsRequest();
  const zipLink = useLearningVirtuesGoalsZipLink();
  const individual = form.students === LEARNING_VIRTUES_GOALS_INDIVIDUAL;

  const set = (change: Partial<RequestForm>) => {
    setForm((current) => ({ ...current, ...change, ...(change.students !== undefined && change.students !== LEARNING_VIRTUES_GOALS_INDIVIDUAL ? { username: '' } : {}) }));
    setUsernameError(undefined);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const query = { selected_year: form.year, semester: form.term, year: form.students, ...(individual ? { username: form.username } : {}) };
    const checked = learningVirtuesGoalsQuery().safeParse(query);
    if (!checked.success) {
      setUsernameError(checked.error.issues[0]?.message);
      return;
    }
    setRequested(null);
    create.mutate(
      { ...query, ...(individual ? { username: form.username.trim() } : {}) },
      {
        onSuccess: (answer) => {
          setRequested(answer.message);
          setPage(1);
        },
        // A username the campus does not know comes back as the field's message.
        onError: (error) => (individual ? setUsernameError(error.message) : showAdminToast({ message: i18n._(error.message), intent: Intent.DANGER })),
      },
    );
  }

  function download(record: QueueStatisticsRecord) {
    zipLink.mutate(record.queuestatisticsUid, {
      onSuccess: (link) => browser.assign(link),
      onError: (error) => showAdminToast({ message: i18n._(error.message), intent: Intent.DANGER }),
    });
  }

  /** The request a removal names: its year (with the student), term, year and id. */
  const removalSubject = (record: QueueStatisticsRecord) => {
    const formRun = formRunOf(record);
    const { semester, academic_year: year, queuestatisticsUid: uid } = record;
    return t`${formRun}, Term ${semester} ${year} (${uid})`;
  };

  const records = requests.data?.records ?? [];
  const total = requests.data?.total ?? 0;
  // 'Download Report' takes the newest Complete request of what the form shows (the list is newest first).
  const latestOfSelection = records.find((record) => record.queue_status === 'Complete' && record.pdf_count > 0 && sameSelection(record, form));
  const latestMade = latestOfSelection ? formatAdminDate(latestOfSelection.created_at) : '';

  return (
    <div className="learning-virtues-goals">
      <form className="learning-virtues-goals-form" aria-labelledby={`${id}-form-title`} noValidate onSubmit={submit}>
        <h3 id={`${id}-form-title`}>
          <Trans>Request goals PDFs</Trans>
        </h3>
        <div className="learning-virtues-goals-form__fields">
          <FormGroup label={t`Year`} labelFor={`${id}-year`}>
            <HTMLSelect id={`${id}-year`} value={form.year} onChange={(event) => set({ year: Number(event.currentTarget.value) })} options={years.map((year) => ({ value: year, label: String(year) }))} />
          </FormGroup>
          <FormGroup label={t`Term`} labelFor={`${id}-term`}>
            <HTMLSelect id={`${id}-term`} value={form.term} onChange={(event) => set({ term: Number(event.currentTarget.value) })} options={LEARNING_VIRTUES_GOALS_TERMS.map((term) => ({ value: term, label: t`Term ${term}` }))} />
          </FormGroup>
          <FormGroup label={t`Students`} labelFor={`${id}-students`}>
            <HTMLSelect
              id={`${id}-students`}
              value={form.students}
              onChange={(event) => set({ students: Number(event.currentTarget.value) })}
              options={STUDENT_CHOICES.map((year) => ({ value: year, label: learningVirtuesGoalsStudentsLabel(year) }))}
            />
          </FormGroup>
          <FormGroup
            label={t`Student Username`}
            labelFor={`${id}-username`}
            intent={usernameError ? Intent.DANGER : Intent.NONE}
            helperText={usernameError ? <span role="alert">{i18n._(usernameError)}</span> : individual ? undefined : t`For an Individual Student only`}
          >
            <InputGroup
              id={`${id}-username`}
              value={form.username}
              maxLength={100}
              disabled={!individual}
              aria-invalid={Boolean(usernameError)}
              autoComplete="off"
              onValueChange={(username) => set({ username })}
            />
          </FormGroup>
        </div>
        <div className="learning-virtues-goals-form__actions">
          <Button type="submit" intent={Intent.PRIMARY} disabled={create.isPending} text={create.isPending ? t`Create/Replace PDFs...` : t`Create/Replace PDFs`} />
          <Button
            text={zipLink.isPending ? t`Download Report...` : t`Download Report`}
            icon="download"
            disabled={!latestOfSelection || zipLink.isPending}
            aria-describedby={`${id}-download-hint`}
            onClick={() => latestOfSelection && download(latestOfSelection)}
          />
          <span id={`${id}-download-hint`} className="learning-virtues-goals-form__hint">
            {latestOfSelection ? <Trans>The PDFs of the request made {latestMade}</Trans> : <Trans>No Complete request of this selection with PDFs in the list</Trans>}
          </span>
        </div>
        {requested && (
          <Callout intent={Intent.SUCCESS} role="status" className="learning-virtues-goals-form__done">
            {i18n._(requested)}
          </Callout>
        )}
      </form>

      <section aria-labelledby={`${id}-list-title`}>
        <h3 id={`${id}-list-title`}>
          <Trans>Requests</Trans>
        </h3>
        {requests.isError && <Callout intent={Intent.DANGER}>{i18n._(requests.error.message)}</Callout>}
        <div className="learning-virtues-goals-table__scroll">
          <HTMLTable striped compact className="learning-virtues-goals-table">
            <TableHead columns={[UID_COLUMN, ...COLUMNS.map((column) => i18n._(column))]} />
            <tbody>
              {requests.data && records.length === 0 && (
                <tr>
                  <td colSpan={COLUMN_COUNT}>{i18n._(EMPTY.noRecords)}</td>
                </tr>
              )}
              {records.map((record) => (
                <tr key={record.queuestatisticsUid}>
                  <th scope="row" className="learning-virtues-goals-table__uid">
                    {record.queuestatisticsUid}
                  </th>
                  <td>{formatAdminDate(record.created_at)}</td>
                  <td>{record.created_by}</td>
                  <td>{formRunOf(record)}</td>
                  <td>{record.is_error ? t`Yes` : t`No`}</td>
                  <td>{record.message && i18n._(record.message)}</td>
                  <td>
                    <StatusTag record={record} />
                  </td>
                  <td>{formatAdminDate(record.updated_at)}</td>
                  <td>
                    <Trans>Term {ph({ term: record.semester })}</Trans>
                  </td>
                  <td>{record.academic_year}</td>
                  <td>
                    <Trans>
                      {ph({ done: record.progress.done })} of {ph({ total: record.progress.total })}
                    </Trans>
                  </td>
                  <td className="learning-virtues-goals-table__actions">
                    {record.queue_status === 'Complete' && record.pdf_count > 0 && (
                      <Button size="small" icon="download" text={t`Download`} aria-label={t`Download the PDFs of request ${ph({ uid: record.queuestatisticsUid })}`} disabled={zipLink.isPending} onClick={() => download(record)} />
                    )}
                    {record.queue_status === 'Complete' && (
                      <Button size="small" intent={Intent.DANGER} variant="minimal" text={t`Remove`} aria-label={t`Remove request ${ph({ uid: record.queuestatisticsUid })}`} onClick={() => setRemoving(record)} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
        <Pager page={page} pageCount={Math.max(1, Math.ceil(total / REQUESTS_PAGE_SIZE))} total={total} noun="request" onPage={setPage} />
      </section>

      <DeleteQuestion
        question={i18n._(LEARNING_VIRTUES_GOALS_MESSAGES.removeConfirm)}
        subject={removing ? removalSubject(removing) : null}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.queuestatisticsUid, {
            onSuccess: () => showAdminToast({ message: i18n._(LEARNING_VIRTUES_GOALS_MESSAGES.removed), intent: Intent.SUCCESS }),
            onError: (error) => showAdminToast({ message: i18n._(error.message), intent: Intent.DANGER }),
            onSettled: () => setRemoving(null),
          })
        }
      />
    </div>
  );
}
