import { Trans, useLingui } from '@lingui/react/macro';
import { CONSENT_FORM_MESSAGES, isSameName, type FormForSignerRecord } from '@portal/contract';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Screen } from '@/components/layout/screen.tsx';
import { DateDisplay } from '@/components/ui/date-display.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useForm } from '../api/get-form.ts';
import { useSignForm } from '../api/sign-form.ts';
import { useWithdrawAnswer } from '../api/withdraw-answer.ts';
import { FormStatusBadge } from './form-status-badge.tsx';
import { GivenAnswer } from './given-answer.tsx';
import { InviteCarer } from './invite-carer.tsx';
import { SigningForm, type Signature } from './signing-form.tsx';
import './forms.css';

type Child = FormForSignerRecord['children'][number];

/** The children the form asks this person about, when there are several: choosing one shows the form for them. */
function ChildPicker({
  form,
  chosen,
  onChoose,
}: {
  form: FormForSignerRecord;
  chosen: Child;
  onChoose: (studentUid: string) => void;
}) {
  const name = useId();
  return (
    <fieldset className="form-question form-question--choice form-children">
      <legend className="field-label">
        <Trans>Child</Trans>
      </legend>
      {form.children.map((child) => (
        <label key={child.studentUid} className="form-choice">
          <input
            type="radio"
            name={name}
            value={child.studentUid}
            checked={child.studentUid === chosen.studentUid}
            onChange={() => onChoose(child.studentUid)}
          />
          {child.student_name} <FormStatusBadge status={child.status} />
        </label>
      ))}
    </fieldset>
  );
}

/** Asks before a withdrawal (an inline alert dialog: focus moves to keeping the answer; Escape keeps it). */
function ConfirmWithdrawal({
  childName,
  busy,
  onConfirm,
  onCancel,
}: {
  childName: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const keep = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    keep.current?.focus();
  }, []);
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  }
  return (
    <div className="form-confirm" role="alertdialog" aria-labelledby={titleId} aria-describedby={textId} onKeyDown={onKeyDown}>
      <h3 id={titleId}>
        <Trans>Withdraw your answer?</Trans>
      </h3>
      <p id={textId}>
        <Trans>The school will have no answer from you for {childName}. You can answer again until the due date.</Trans>
      </p>
      <div className="form-actions">
        <button type="button" className="button" disabled={busy} onClick={onConfirm}>
          <Trans>Withdraw my answer</Trans>
        </button>
        <button type="button" ref={keep} className="button button--secondary" onClick={onCancel}>
          <Trans>Keep my answer</Trans>
        </button>
      </div>
    </div>
  );
}

/**
 * The form for one child: this person's answer once given (with a change or a withdrawal while
 * the form allows), else the questions and the signature while it is open. When several
 * children await this person, one answer can go for them all (one is stored per child).
 */
function ChildAnswer({ form, child }: { form: FormForSignerRecord; child: Child }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const sign = useSignForm(form.formUid);
  const withdraw = useWithdrawAnswer(form.formUid);
  const [changing, setChanging] = useState(false);
  const [forAll, setForAll] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<'signed' | 'withdrawn' | null>(null);
  const doneNote = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) doneNote.current?.focus();
  }, [done]);
  // Leaving a change or a withdrawal unmade, focus goes back to the button that started it.
  const changeButton = useRef<HTMLButtonElement>(null);
  const withdrawButton = useRef<HTMLButtonElement>(null);
  const backFromChange = useRef(false);
  useEffect(() => {
    if (changing || !backFromChange.current) return;
    backFromChange.current = false;
    changeButton.current?.focus();
  }, [changing]);

  const awaiting = form.children.filter((other) => other.awaiting_me);
  const mayAnswerForAll = !changing && child.awaiting_me && awaiting.length > 1;
  const signedFor = mayAnswerForAll && forAll ? awaiting : [child];
  const mayChange = form.open && form.changes_allowed && child.response !== null;
  const childName = child.student_name;

  function onSign(signature: Signature) {
    setDone(null);
    sign.mutate(
      {
        ...signature,
        content_hash: form.content_hash,
        device_time: new Date().toISOString(),
        students: signedFor.map((signed) => signed.studentUid),
      },
      {
        onSuccess: () => {
          setChanging(false);
          setForAll(false);
          setDone('signed');
        },
      },
    );
  }

  function onWithdraw() {
    setDone(null);
    withdraw.mutate(child.studentUid, {
      onSuccess: () => {
        setConfirming(false);
        setDone('withdrawn');
      },
    });
  }

  let content: ReactNode;
  if (child.response && !changing) {
    content = (
      <>
        <GivenAnswer questions={form.questions} response={child.response} />
        {mayChange ? (
          <div className="form-actions">
            <button
              type="button"
              ref={changeButton}
              className="button button--secondary"
              onClick={() => {
                setDone(null);
                setChanging(true);
              }}
            >
              <Trans>Change my answer</Trans>
            </button>
            <button
              type="button"
              ref={withdrawButton}
              className="button button--secondary"
              aria-expanded={confirming}
              onClick={() => setConfirming(true)}
            >
              <Trans>Withdraw</Trans>
            </button>
          </div>
        ) : null}
        {confirming ? (
          <ConfirmWithdrawal
            childName={childName}
            busy={withdraw.isPending}
            onConfirm={onWithdraw}
            onCancel={() => {
              setConfirming(false);
              withdrawButton.current?.focus();
            }}
          />
        ) : null}
        {withdraw.error ? <ErrorMessage error={withdraw.error} /> : null}
      </>
    );
  } else if (form.open && (child.awaiting_me || changing)) {
    content = (
      <SigningForm
        key={changing ? 'change' : 'sign'}
        questions={form.questions}
        initialAnswers={changing ? child.response?.answers : undefined}
        nameLabel={t`Type your full name as it appears in your account`}
        nameProblem={(typed) => (isSameName(typed, form.signer_name) ? null : i18n._(CONSENT_FORM_MESSAGES.signerName))}
        statements={signedFor.map((signed) => signed.statement)}
        beforeSignature={
          mayAnswerForAll ? (
            <div className="checkbox-field form-for-all">
              <input
                id={`${titleId}-for-all`}
                type="checkbox"
                checked={forAll}
                onChange={(event) => setForAll(event.target.checked)}
              />
              <label htmlFor={`${titleId}-for-all`}>
                <Trans>Answer for all my children in this form</Trans>
              </label>
            </div>
          ) : null
        }
        pending={sign.isPending}
        serverError={sign.error}
        onSign={onSign}
        onCancel={
          changing
            ? () => {
                backFromChange.current = true;
                setChanging(false);
              }
            : undefined
        }
      />
    );
  } else if (child.status === 'done' || child.status === 'declined') {
    content = <p>{t`Another carer has answered for ${childName}.`}</p>;
  } else {
    content = <p>{t`No answer was given for ${childName} before the form closed.`}</p>;
  }

  return (
    <section className="form-child" aria-labelledby={titleId}>
      <h2 className="form-child__title" id={titleId}>
        {childName} <FormStatusBadge status={child.status} />
      </h2>
      {done ? (
        <p className="form-note" ref={doneNote} tabIndex={-1} role="status">
          {done === 'signed' ? (
            <Trans>Signed. A receipt was emailed to you.</Trans>
          ) : (
            <Trans>Your answer for {childName} is withdrawn.</Trans>
          )}
        </p>
      ) : null}
      {content}
      {form.open ? <InviteCarer formUid={form.formUid} studentUid={child.studentUid} childName={childName} /> : null}
    </section>
  );
}

type FormDetailProps = {
  formUid: string;
  /** The child chosen in the address (`?student=`); the first child when none or another is named. */
  studentUid: string | null;
  onChooseStudent: (studentUid: string) => void;
};

/** `/forms/:id`: a form for a signer, its text and due time, and the form for the child chosen. */
export function FormDetail({ formUid, studentUid, onChooseStudent }: FormDetailProps) {
  const { t, i18n } = useLingui();
  const form = useForm(formUid);
  if (form.isPending) {
    return (
      <Screen title={t`Form`}>
        <Loading label={t`Loading form…`} />
      </Screen>
    );
  }
  if (form.isError) {
    return (
      <Screen title={t`Form`}>
        {form.error instanceof ApiError && form.error.status === 404 ? (
          <EmptyState />
        ) : (
          <ErrorMessage error={form.error} onRetry={() => void form.refetch()} />
        )}
      </Screen>
    );
  }
  const record = form.data;
  const chosen = record.children.find((child) => child.studentUid === studentUid) ?? record.children[0];
  return (
    <Screen
      title={record.title}
      lead={
        <Trans>
          Due <DateDisplay value={record.due_at} withTime />
        </Trans>
      }
    >
      {record.open ? null : <p className="form-note">{i18n._(CONSENT_FORM_MESSAGES.closed)}</p>}
      {/* The body is sanitised by the server with the rich-text allow-list before it is stored, as a notice's is. */}
      <div className="rich-text form-body" dir="auto" dangerouslySetInnerHTML={{ __html: record.body }} />
      {chosen && record.children.length > 1 ? <ChildPicker form={record} chosen={chosen} onChoose={onChooseStudent} /> : null}
      {chosen ? <ChildAnswer key={chosen.studentUid} form={record} child={chosen} /> : <EmptyState />}
    </Screen>
  );
}
