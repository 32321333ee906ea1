import { Trans, useLingui } from '@lingui/react/macro';
import type { FormQuestion } from '@portal/contract';
import { useEffect, useId, useRef } from 'react';
import type { Refusal } from '@/offline/declarations.ts';
import type { QueuedFormResponse } from '../offline.ts';
import { AnswersList } from './given-answer.tsx';

/** An answer on the device's outbox: waiting to be sent, or not sent (refused). The colour only repeats the words. */
export function QueuedAnswerBadge({ refused }: { refused: boolean }) {
  return refused ? (
    <span className="badge form-badge form-badge--not-sent">
      <Trans>Not sent</Trans>
    </span>
  ) : (
    <span className="badge form-badge form-badge--waiting">
      <Trans>Waiting to send</Trans>
    </span>
  );
}

/** The answers as the signer gave them on this device, question by question, and the name they typed. */
function TypedAnswers({ questions, answer }: { questions: readonly FormQuestion[]; answer: QueuedFormResponse }) {
  const { answers, signer_name: signer } = answer.signature;
  return (
    <>
      <AnswersList questions={questions} answers={answers} />
      <p>
        <Trans>Name typed: {signer}</Trans>
      </p>
    </>
  );
}

/**
 * A signature made offline, in the outbox until the device is back online: said so, with what was
 * answered, so the signer knows it is kept and not yet with the school.
 */
export function WaitingAnswer({ questions, answer }: { questions: readonly FormQuestion[]; answer: QueuedFormResponse }) {
  const titleId = useId();
  return (
    <section className="given-answer queued-answer" aria-labelledby={titleId}>
      <h3 className="given-answer__title" id={titleId}>
        <Trans>Your answer</Trans> <QueuedAnswerBadge refused={false} />
      </h3>
      <p className="form-note" role="status">
        <Trans>Waiting to send: your answer goes when you are back online.</Trans>
      </p>
      <TypedAnswers questions={questions} answer={answer} />
    </section>
  );
}

type UnsentAnswerProps = {
  questions: readonly FormQuestion[];
  answer: QueuedFormResponse;
  refusal: Refusal;
  /** The signing form below is filled with these answers again: they are not listed twice. */
  refilled: boolean;
  onDismiss: () => void;
};

/**
 * A signature the server refused once the device was back online (the form closed, or changed,
 * meanwhile): the server's reason in words, focused when it appears, and what the signer typed,
 * in the signing form again when they can still sign, listed here otherwise, until they dismiss it.
 */
export function UnsentAnswer({ questions, answer, refusal, refilled, onDismiss }: UnsentAnswerProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    region.current?.focus();
  }, [refusal.at]);
  const reason = i18n._(refusal.message);
  return (
    <section className="given-answer queued-answer queued-answer--refused" aria-labelledby={titleId} ref={region} tabIndex={-1}>
      <h3 className="given-answer__title" id={titleId}>
        <Trans>Your answer was not sent</Trans> <QueuedAnswerBadge refused />
      </h3>
      <p role="alert">{reason}</p>
      {refilled ? (
        <p>
          <Trans>What you typed is filled in below: read the form again, then sign.</Trans>
        </p>
      ) : (
        <TypedAnswers questions={questions} answer={answer} />
      )}
      <div className="form-actions">
        <button type="button" className="button button--secondary" onClick={onDismiss}>
          <Trans>Dismiss</Trans>
        </button>
      </div>
    </section>
  );
}
