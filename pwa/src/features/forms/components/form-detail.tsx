import { Trans, useLingui } from '@lingui/react/macro';
import { CONSENT_FORM_MESSAGES, isSameName, type FormForSignerRecord, type FormResponseInput } from '@portal/contract';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Screen } from '@/components/layout/screen.tsx';
import { DateDisplay } from '@/components/ui/date-display.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { LastUpdated } from '@/components/ui/last-updated.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { NotSavedYet } from '@/components/ui/not-saved-yet.tsx';
import { ApiError, isNetworkError } from '@/lib/api-client.ts';
import { useOfflineDatabase, whenDatabaseReady } from '@/offline/session.ts';
import { downloadFormAttachment } from '../api/download-attachment.ts';
import { useForm } from '../api/get-form.ts';
import { answersFor, queueFormResponse, useQueuedAnswers } from '../api/queue-form-response.ts';
import { useSignForm } from '../api/sign-form.ts';
import { useWithdrawAnswer } from '../api/withdraw-answer.ts';
import { FormAttachments } from './form-attachments.tsx';
import { FormStatusBadge } from './form-status-badge.tsx';
import { FormTexts, shownTitle, translationShown, useTranslatedStatement } from './form-translation.tsx';
import { GivenAnswer } from './given-answer.tsx';
import { InviteCarer } from './invite-carer.tsx';
import { SigningForm, type Signature } from './signing-form.tsx';
import { QueuedAnswerBadge, UnsentAnswer, WaitingAnswer } from './unsent-answer.tsx';
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
          {child.student_name} <FormStatusBadge status={child.status} awaitingMe={child.awaiting_me} />
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
  // A copy of the form saved on the device before forms were translated has no translation.
  const translation = form.translation ?? null;
  const translatedStatement = useTranslatedStatement();
  const titleId = useId();
  const sign = useSignForm(form.formUid);
  const withdraw = useWithdrawAnswer(form.formUid);
  const [changing, setChanging] = useState(false);
  const [forAll, setForAll] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<'signed' | 'withdrawn' | null>(null);
  // A signature being put in the outbox (offline, or the network failed), and a device that cannot keep one.
  const [queuing, setQueuing] = useState(false);
  const [cannotQueue, setCannotQueue] = useState(false);
  // Sent from the outbox: stored, while the form is asked again (its answer shows the signature).
  const [sentFromOutbox, setSentFromOutbox] = useState(false);
  const { db } = useOfflineDatabase();
  const queued = useQueuedAnswers((answer, outcome) => {
    if (!answersFor(answer, form.formUid, child.studentUid)) return;
    setQueuing(false);
    if (outcome !== 'sent') return;
    setSentFromOutbox(true);
    setDone('signed');
  });
  const ours = queued.filter((item) => answersFor(item.payload, form.formUid, child.studentUid));
  const waiting = ours.find((item) => !item.refused);
  const refused = ours.filter((item) => item.refused).at(-1);
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

  /** The answers the server refused for this child: a new signature replaces them. */
  function dismissRefused() {
    for (const item of ours) if (item.refused) void db?.dismissRefusedWrite(item.seq);
  }

  /**
   * Offline, or when the network failed: the same signature (its client id too) goes in the outbox,
   * sent once the device is back online; the BFF stores it once however often it arrives.
   */
  async function queueSignature(data: FormResponseInput) {
    setQueuing(true);
    const open = await whenDatabaseReady();
    if (!open) {
      // A shared computer keeps nothing: the carer signs again once online.
      setQueuing(false);
      setCannotQueue(true);
      return;
    }
    dismissRefused();
    await queueFormResponse(open, {
      formUid: form.formUid,
      title: form.title,
      childNames: signedFor.map((signed) => signed.student_name),
      signature: data,
    });
    sign.reset();
    setChanging(false);
    setForAll(false);
  }

  function onSign(signature: Signature) {
    setDone(null);
    setCannotQueue(false);
    setSentFromOutbox(false);
    const data: FormResponseInput = {
      ...signature,
      content_hash: form.content_hash,
      // The translation read beside the English, if any: its hash is kept with the answer.
      ...translationShown(translation),
      device_time: new Date().toISOString(),
      students: signedFor.map((signed) => signed.studentUid),
    };
    if (!navigator.onLine) {
      void queueSignature(data);
      return;
    }
    sign.mutate(data, {
      onSuccess: () => {
        dismissRefused();
        setChanging(false);
        setForAll(false);
        setDone('signed');
      },
      onError: (error) => {
        if (isNetworkError(error)) void queueSignature(data);
      },
    });
  }

  function onWithdraw() {
    setDone(null);
    setSentFromOutbox(false);
    withdraw.mutate(child.studentUid, {
      onSuccess: () => {
        setConfirming(false);
        setDone('withdrawn');
      },
    });
  }

  let content: ReactNode;
  // The signing form is shown (and filled again with a refused answer) while the carer can sign.
  let signing = false;
  if (waiting) {
    content = <WaitingAnswer questions={form.questions} answer={waiting.payload} />;
  } else if (sentFromOutbox && !child.response) {
    // Stored: the note above says so until the form, asked again, shows the answer.
    content = null;
  } else if (child.response && !changing) {
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
    signing = true;
    const given = changing ? child.response?.answers : refused?.payload.signature.answers;
    content = (
      <SigningForm
        key={changing ? 'change' : refused ? `refused-${refused.seq}` : 'sign'}
        questions={form.questions}
        initialAnswers={given}
        initialName={changing ? undefined : refused?.payload.signature.signer_name}
        nameLabel={t`Type your full name as it appears in your account`}
        nameProblem={(typed) => (isSameName(typed, form.signer_name) ? null : i18n._(CONSENT_FORM_MESSAGES.signerName))}
        statements={signedFor.map((signed) => signed.statement)}
        translation={translation}
        statementTranslations={signedFor.map((signed) => translatedStatement(translation, form.signer_name, signed.student_name))}
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
        pending={sign.isPending || queuing}
        serverError={sign.error && !isNetworkError(sign.error) ? sign.error : null}
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
        {childName} <FormStatusBadge status={child.status} awaitingMe={child.awaiting_me} />{' '}
        {waiting || refused ? <QueuedAnswerBadge refused={!waiting} /> : null}
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
      {cannotQueue ? (
        <p role="alert">
          <Trans>This device cannot keep your answer while it is offline. Please sign again when you are back online.</Trans>
        </p>
      ) : null}
      {/* A new version of the form: asked again only when the change said so (the earlier answer no longer counts). */}
      {!waiting && !child.response && child.earlier_signed_at && child.awaiting_me ? (
        <p className="form-note">
          <Trans>
            This form changed after you signed on <DateDisplay value={child.earlier_signed_at} />. Please read it again and sign.
          </Trans>
        </p>
      ) : null}
      {!waiting && child.response && child.response.version < form.version ? (
        <p className="form-note">
          <Trans>Updated after you signed; your answer stands.</Trans>
        </p>
      ) : null}
      {refused?.refused && !waiting ? (
        <UnsentAnswer
          questions={form.questions}
          answer={refused.payload}
          refusal={refused.refused}
          refilled={signing}
          onDismiss={dismissRefused}
        />
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
  // Saved on the device once opened: read (and answered) offline too.
  const form = useForm(formUid);
  const record = form.data;
  if (form.status === 'loading') {
    return (
      <Screen title={t`Form`}>
        <Loading label={t`Loading form…`} />
      </Screen>
    );
  }
  if (form.status === 'unavailable' || (form.status !== 'error' && !record)) {
    return (
      <Screen title={t`Form`}>
        <NotSavedYet />
      </Screen>
    );
  }
  if (!record) {
    return (
      <Screen title={t`Form`}>
        {form.error instanceof ApiError && form.error.status === 404 ? (
          <EmptyState />
        ) : (
          <ErrorMessage error={form.error} onRetry={form.refetch} />
        )}
      </Screen>
    );
  }
  const chosen = record.children.find((child) => child.studentUid === studentUid) ?? record.children[0];
  return (
    <Screen
      title={shownTitle({ title: record.title, translation: record.translation ?? null })}
      lead={
        <Trans>
          Due <DateDisplay value={record.due_at} withTime />
        </Trans>
      }
    >
      {record.open ? null : <p className="form-note">{i18n._(CONSENT_FORM_MESSAGES.closed)}</p>}
      <FormTexts title={record.title} body={record.body} translation={record.translation ?? null} />
      <FormAttachments
        attachments={record.attachments}
        download={(attachment) => downloadFormAttachment(record.formUid, attachment)}
      />
      {chosen && record.children.length > 1 ? <ChildPicker form={record} chosen={chosen} onChoose={onChooseStudent} /> : null}
      {chosen ? <ChildAnswer key={chosen.studentUid} form={record} child={chosen} /> : <EmptyState />}
      <LastUpdated at={form.updatedAt} stale={form.stale} />
    </Screen>
  );
}
