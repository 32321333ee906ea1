import { Alert, Button, Callout, Classes, FormGroup, HTMLSelect, HTMLTable, Intent, Spinner, Tag } from '@blueprintjs/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  FORM_SIGNER_STATUSES,
  isFormOpen,
  type ConsentFormRecord,
  type FormMatrixRecord,
  type FormMatrixRowRecord,
  type FormMatrixSignerRecord,
  type FormQuestion,
  type FormSignerStatus,
} from '@portal/contract';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { TableHead } from '@/features/admin/components/table-head.tsx';
import { showAdminToast } from '@/features/admin/lib/admin-toaster.ts';
import { formatAdminDate } from '@/features/admin/lib/format-admin-date.ts';
import { formatNumber } from '@/lib/format-number.ts';
import {
  useExportFormMatrix,
  useFormMatrix,
  useRemindPending,
  type MatrixExportFormat,
  type MatrixFilter,
} from '../api/form-answers.ts';
import {
  SIGNER_STATUS_NAMES,
  SIGNING_METHOD_NAMES,
  addressOfMatrixFilter,
  groupsOf,
  matrixFilterFromAddress,
  pendingRowsOf,
  yearsOf,
} from '../lib/answers-matrix.ts';
import { PaperAnswerDialog } from './paper-answer-dialog.tsx';
import './answers-matrix.css';

const COLUMNS = [
  msg`Student number`,
  msg`Student`,
  msg`Year`,
  msg`Signer`,
  msg`Status`,
  msg`When`,
  msg`Answers`,
  msg`Paper form`,
];

/** A status's tag colour, beside its words: the words say it, the colour only helps the eye. */
const STATUS_INTENTS: Record<FormSignerStatus, Intent> = {
  not_opened: Intent.NONE,
  opened: Intent.NONE,
  signed_yes: Intent.SUCCESS,
  signed_no: Intent.DANGER,
  withdrawn: Intent.WARNING,
  paper: Intent.PRIMARY,
};

const EXPORT_LABELS: Record<MatrixExportFormat, [idle: MessageDescriptor, busy: MessageDescriptor]> = {
  csv: [msg`Export CSV`, msg`Export CSV...`],
  xlsx: [msg`Export XLSX`, msg`Export XLSX...`],
};

/** The key of a signer's line, for its answers' disclosure. */
const lineKey = (row: FormMatrixRowRecord, signer: FormMatrixSignerRecord) => `${row.studentUid} ${signer.signer}`;

/** The counts of the rows shown, one figure per status, and how many students and signers they are. */
function Summary({ matrix }: { matrix: FormMatrixRecord }) {
  const { i18n } = useLingui();
  const students = matrix.students;
  const signers = matrix.signers;
  return (
    <div className="answers-matrix__summary" aria-live="polite">
      <p className="answers-matrix__totals">
        <Plural value={students} one="# student" other="# students" />
        {', '}
        <Plural value={signers} one="# signer" other="# signers" />
      </p>
      <h3 className="answers-matrix__counts-heading">
        <Trans>Signers by status</Trans>
      </h3>
      <dl className="answers-matrix__counts">
        {FORM_SIGNER_STATUSES.map((status) => (
          <div key={status} className="answers-matrix__count">
            <dt>{i18n._(SIGNER_STATUS_NAMES[status])}</dt>
            <dd>{formatNumber(matrix.counts[status])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** An answer as the admin reads it: a consent answer in words, any other as given. */
function AnswerText({ question, answer }: { question: FormQuestion | undefined; answer: string }) {
  const { t } = useLingui();
  if (question?.kind === 'consent') return answer === 'yes' ? t`Yes` : answer === 'no' ? t`No` : answer;
  return answer;
}

/** Who took a paper answer into the portal, when, and their note: what staff check the paper against. */
function PaperRecord({ signer }: { signer: FormMatrixSignerRecord }) {
  const { t } = useLingui();
  // The recorder's account may be gone since: the answer stays, without their name.
  const recorder = signer.recorded_by_name ?? t`a former staff member`;
  const date = signer.at ? formatAdminDate(signer.at) : '';
  const note = signer.note;
  return (
    <div className="answers-matrix__answer">
      <dt>
        <Trans>Paper form</Trans>
      </dt>
      <dd>{note ? t`Recorded on paper by ${recorder} on ${date}: ${note}` : t`Recorded on paper by ${recorder} on ${date}`}</dd>
    </div>
  );
}

/**
 * What a signer answered, each question by its label (health answers marked confidential), and
 * how the answer came: signed in, by an emailed link, or from paper (who recorded it, when, their note). An answer to a
 * question an earlier version asked and this one does not is shown under the question's id. Then
 * the answer's signed copy (a PDF of the form, the answers and the evidence), once the server has
 * made it.
 */
function SignerAnswers({
  id,
  signer,
  student,
  questions,
}: {
  id: string;
  signer: FormMatrixSignerRecord;
  student: string;
  questions: readonly FormQuestion[];
}) {
  const { t, i18n } = useLingui();
  const name = signer.name;
  const answers = signer.answers ?? {};
  const asked = new Set(questions.map((question) => question.id));
  const answered = [
    ...questions
      .filter((question) => answers[question.id] !== undefined)
      .map((question) => ({ questionId: question.id, question })),
    ...Object.keys(answers)
      .filter((questionId) => !asked.has(questionId))
      .map((questionId) => ({ questionId, question: undefined })),
  ];
  return (
    <dl id={id} className="answers-matrix__answers">
      {answered.map(({ questionId, question }) => (
        <div key={questionId} className="answers-matrix__answer">
          <dt>
            {question?.label ?? questionId}
            {question?.kind === 'health' && (
              <>
                {' '}
                <span className="answers-matrix__confidential">
                  <Trans>(confidential)</Trans>
                </span>
              </>
            )}
          </dt>
          <dd>
            <AnswerText question={question} answer={answers[questionId] ?? ''} />
          </dd>
        </div>
      ))}
      {signer.method && (
        <div className="answers-matrix__answer">
          <dt>
            <Trans>How</Trans>
          </dt>
          <dd>{i18n._(SIGNING_METHOD_NAMES[signer.method])}</dd>
        </div>
      )}
      {signer.method === 'paper' ? (
        <PaperRecord signer={signer} />
      ) : (
        signer.note && (
          <div className="answers-matrix__answer">
            <dt>
              <Trans>Note</Trans>
            </dt>
            <dd>{signer.note}</dd>
          </div>
        )
      )}
      {signer.answers && (
        <div className="answers-matrix__answer">
          <dt>
            <Trans>Signed copy</Trans>
          </dt>
          <dd>
            {signer.signed_copy_url ? (
              // A plain link: the download carries no token, the link itself is signed (and expires).
              <a
                href={signer.signed_copy_url}
                type="application/pdf"
                aria-label={t`Download the signed copy of ${name}'s answer for ${student}`}
              >
                <Trans>Download the signed copy</Trans>
              </a>
            ) : (
              <span className={Classes.TEXT_MUTED}>
                <Trans>The signed copy is being prepared.</Trans>
              </span>
            )}
          </dd>
        </div>
      )}
    </dl>
  );
}

type SignerCellsProps = {
  row: FormMatrixRowRecord;
  signer: FormMatrixSignerRecord;
  questions: readonly FormQuestion[];
  open: boolean;
  onToggle: () => void;
};

/** A signer's cells: name (and address), status in words, when, and their answers on demand. */
function SignerCells({ row, signer, questions, open, onToggle }: SignerCellsProps) {
  const { t, i18n } = useLingui();
  const answersId = useId();
  const name = signer.name;
  const student = row.student_name;
  const hasAnswers = signer.answers !== null || signer.note !== null;
  return (
    <>
      <td>
        {name}
        {signer.email && (
          <>
            <br />
            <span className={Classes.TEXT_MUTED}>{signer.email}</span>
          </>
        )}
      </td>
      <td>
        <Tag minimal intent={STATUS_INTENTS[signer.status]}>
          {i18n._(SIGNER_STATUS_NAMES[signer.status])}
        </Tag>
      </td>
      <td>{signer.at && <time dateTime={signer.at}>{formatAdminDate(signer.at)}</time>}</td>
      <td>
        {hasAnswers ? (
          <>
            <Button
              size="small"
              variant="minimal"
              icon={open ? 'chevron-down' : 'chevron-right'}
              aria-expanded={open}
              aria-controls={open ? answersId : undefined}
              aria-label={open ? t`Hide answers of ${name} for ${student}` : t`Show answers of ${name} for ${student}`}
              text={open ? t`Hide answers` : t`Show answers`}
              onClick={onToggle}
            />
            {open && <SignerAnswers id={answersId} signer={signer} student={student} questions={questions} />}
          </>
        ) : (
          <span className={Classes.TEXT_MUTED}>
            <Trans>No answer</Trans>
          </span>
        )}
      </td>
    </>
  );
}

type StudentRowsProps = {
  row: FormMatrixRowRecord;
  questions: readonly FormQuestion[];
  openLines: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onRecordPaper: () => void;
};

/**
 * One student's rows, a row per signer: the student's cells span them (one row group, so a
 * screen reader names the student with each signer's cells).
 */
function StudentRows({ row, questions, openLines, onToggle, onRecordPaper }: StudentRowsProps) {
  const { t } = useLingui();
  const span = Math.max(1, row.signers.length);
  const student = row.student_name;
  const [first, ...others] = row.signers;
  const studentCells = (
    <>
      <td rowSpan={span}>{row.STUDENT_NUMBER}</td>
      <th scope="rowgroup" rowSpan={span}>
        {student}
      </th>
      <td rowSpan={span}>{row.year ?? ''}</td>
    </>
  );
  const paperCell = (
    <td rowSpan={span}>
      <Button
        size="small"
        text={t`Record a paper answer`}
        aria-label={t`Record a paper answer for ${student}`}
        onClick={onRecordPaper}
      />
    </td>
  );
  const cellsOf = (signer: FormMatrixSignerRecord) => {
    const key = lineKey(row, signer);
    return (
      <SignerCells row={row} signer={signer} questions={questions} open={openLines.has(key)} onToggle={() => onToggle(key)} />
    );
  };
  return (
    <tbody className="answers-matrix__student">
      <tr>
        {studentCells}
        {first ? (
          cellsOf(first)
        ) : (
          <td colSpan={4} className={Classes.TEXT_MUTED}>
            <Trans>No one on record signs for this student.</Trans>
          </td>
        )}
        {paperCell}
      </tr>
      {others.map((signer) => (
        <tr key={signer.signer}>{cellsOf(signer)}</tr>
      ))}
    </tbody>
  );
}

type FiltersProps = { all: FormMatrixRecord | undefined; filter: MatrixFilter; onChange: (next: MatrixFilter) => void };

/** Year, group and status: each chosen applies at once (and is kept in the address). The years and groups are the students'. */
function Filters({ all, filter, onChange }: FiltersProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const rows = all?.rows ?? [];
  // A filter from the address stays offered, even before the rows arrive or when no row has it.
  const years = yearsOf(rows);
  if (filter.year !== undefined && !years.includes(filter.year)) years.push(filter.year);
  const groups = groupsOf(rows);
  if (filter.group !== undefined && !groups.includes(filter.group)) groups.push(filter.group);
  return (
    <form className="answers-matrix__filters" aria-label={t`Filter the answers`} onSubmit={(event) => event.preventDefault()}>
      <FormGroup label={t`Year`} labelFor={`${id}-year`}>
        <HTMLSelect
          id={`${id}-year`}
          value={filter.year ?? ''}
          onChange={(event) => {
            const year = event.currentTarget.value;
            onChange({ ...filter, year: year === '' ? undefined : Number(year) });
          }}
          options={[{ value: '', label: t`Any year` }, ...years.map((year) => ({ value: year, label: t`Year ${year}` }))]}
        />
      </FormGroup>
      <FormGroup label={t`Group`} labelFor={`${id}-group`}>
        <HTMLSelect
          id={`${id}-group`}
          value={filter.group ?? ''}
          onChange={(event) => onChange({ ...filter, group: event.currentTarget.value || undefined })}
          options={[{ value: '', label: t`Any group` }, ...groups]}
        />
      </FormGroup>
      <FormGroup label={t`Status`} labelFor={`${id}-status`}>
        <HTMLSelect
          id={`${id}-status`}
          value={filter.status ?? ''}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            onChange({ ...filter, status: FORM_SIGNER_STATUSES.find((status) => status === chosen) });
          }}
          options={[
            { value: '', label: t`Any status` },
            ...FORM_SIGNER_STATUSES.map((status) => ({ value: status, label: i18n._(SIGNER_STATUS_NAMES[status]) })),
          ]}
        />
      </FormGroup>
    </form>
  );
}

/**
 * Issue 30, under a published or closed form's editor: who has answered. The counts per status
 * of the rows shown; filters by year, group and status (kept in the address); a table of the
 * students × their signers, each signer's status in words, when, and their answers on demand
 * (health answers marked confidential); staff record a paper form per student, remind everyone
 * still pending while the form is open, and export what is shown as CSV or XLSX.
 */
export function AnswersMatrix({ form }: { form: ConsentFormRecord }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const filter = matrixFilterFromAddress(params);
  // Every row (the filters' choices and who is pending), and the rows the filter keeps: one call while nothing is filtered.
  const all = useFormMatrix(form.formUid, {});
  const shown = useFormMatrix(form.formUid, filter);
  const remind = useRemindPending(form.formUid);
  const exportFile = useExportFormMatrix(form.formUid);
  const [askingRemind, setAskingRemind] = useState(false);
  const [paperFor, setPaperFor] = useState<FormMatrixRowRecord | null>(null);
  const [openLines, setOpenLines] = useState<ReadonlySet<string>>(new Set());

  const matrix = shown.data;
  const pending = all.data ? pendingRowsOf(all.data.rows, form.signers) : null;
  const remindable = isFormOpen(form, new Date());

  const toggle = (key: string) =>
    setOpenLines((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const remindEveryone = () => {
    setAskingRemind(false);
    remind.mutate(undefined, {
      onSuccess: ({ queued, skipped_today: skipped }) =>
        showAdminToast({
          message: t`Reminders queued for ${plural(queued, { one: '# person', other: '# people' })}; ${skipped} already reminded today`,
          intent: Intent.SUCCESS,
        }),
      onError: (failure) => showAdminToast({ message: i18n._(failure.message), intent: Intent.DANGER }),
    });
  };

  const exportAs = (format: MatrixExportFormat) =>
    exportFile.mutate(
      { filter, format },
      { onError: (failure) => showAdminToast({ message: i18n._(failure.message), intent: Intent.DANGER }) },
    );

  return (
    <section className="answers-matrix" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Answers</Trans>
      </h2>

      <Filters
        all={all.data}
        filter={filter}
        onChange={(next) => setParams(addressOfMatrixFilter(params, next), { replace: true })}
      />

      <div className="answers-matrix__actions">
        {remindable && (
          <Button
            icon="envelope"
            intent={Intent.PRIMARY}
            disabled={pending === null || pending === 0 || remind.isPending}
            text={remind.isPending ? t`Remind everyone pending...` : t`Remind everyone pending`}
            onClick={() => setAskingRemind(true)}
          />
        )}
        {(['csv', 'xlsx'] as const).map((format) => {
          const [idle, busy] = EXPORT_LABELS[format];
          const underWay = exportFile.isPending && exportFile.variables?.format === format;
          return (
            <Button
              key={format}
              icon="download"
              disabled={exportFile.isPending}
              text={i18n._(underWay ? busy : idle)}
              onClick={() => exportAs(format)}
            />
          );
        })}
      </div>

      {shown.isError && (
        <Callout intent={Intent.DANGER} role="alert">
          {i18n._(shown.error.message)}
        </Callout>
      )}
      {shown.isPending && <Spinner size={30} aria-label={t`Loading the answers`} />}
      {matrix && (
        <>
          <Summary matrix={matrix} />
          {matrix.rows.length === 0 ? (
            <p>
              {Object.keys(filter).length > 0 ? (
                <Trans>No student matches these filters.</Trans>
              ) : (
                <Trans>No student is in this form's audience.</Trans>
              )}
            </p>
          ) : (
            <div className="answers-matrix__table">
              <HTMLTable compact bordered aria-busy={shown.isFetching} aria-labelledby={headingId}>
                <TableHead columns={COLUMNS.map((column) => i18n._(column))} />
                {matrix.rows.map((row) => (
                  <StudentRows
                    key={row.studentUid}
                    row={row}
                    questions={form.questions}
                    openLines={openLines}
                    onToggle={toggle}
                    onRecordPaper={() => setPaperFor(row)}
                  />
                ))}
              </HTMLTable>
            </div>
          )}
        </>
      )}

      <Alert
        isOpen={askingRemind}
        intent={Intent.PRIMARY}
        icon="envelope"
        confirmButtonText={t`Send reminders`}
        cancelButtonText={t`Cancel`}
        canEscapeKeyCancel
        onConfirm={remindEveryone}
        onCancel={() => setAskingRemind(false)}
      >
        <p>
          <Plural
            value={pending ?? 0}
            one="# student has no answer yet. Remind their signers who have not signed?"
            other="# students have no answer yet. Remind their signers who have not signed?"
          />
        </p>
        <p className={Classes.TEXT_MUTED}>
          <Trans>Each gets one email; no one is reminded more than once a day.</Trans>
        </p>
      </Alert>

      <PaperAnswerDialog formUid={form.formUid} questions={form.questions} student={paperFor} onClose={() => setPaperFor(null)} />
    </section>
  );
}
