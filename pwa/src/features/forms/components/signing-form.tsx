import { Trans, useLingui } from '@lingui/react/macro';
import { CONSENT_FORM_MESSAGES, type FormQuestion, type FormTranslationRecord } from '@portal/contract';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { answerLimit, answerProblems, answersToSend, type AnswerProblem, type Answers } from '../lib/answers.ts';
import { questionTranslationsOf } from './form-translation.tsx';
import { QuestionFields, questionControlId } from './question-fields.tsx';
import { SignatureStep, signatureIds } from './signature-step.tsx';

/** What a signature sends besides the form's hash and the device's time. */
export type Signature = { client_id: string; answers: Record<string, string>; signer_name: string; agreed: true };

/** One problem: its field (a question's id, or the name or the "I agree" box), the control the summary links to, and the words. */
type Problem = { key: string; questionId?: string; controlId: string; message: string };

/** The problems of a submission, listed above the form: each a link to its field, focused when it appears. */
function ProblemSummary({ problems, attempt }: { problems: readonly Problem[]; attempt: number }) {
  const summary = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    summary.current?.focus();
  }, [attempt]);
  return (
    <div className="error-summary" ref={summary} tabIndex={-1} aria-labelledby={titleId}>
      <div role="alert">
        <h2 className="error-summary__title" id={titleId}>
          <Trans>There is a problem</Trans>
        </h2>
        <ul>
          {problems.map((problem) => (
            <li key={problem.key}>
              <a
                href={`#${problem.controlId}`}
                onClick={(event) => {
                  // Into the field itself, not just scrolled to it.
                  event.preventDefault();
                  document.getElementById(problem.controlId)?.focus();
                }}
              >
                {problem.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The server's refusal in words (its envelope's message), focused when it arrives; the answers stay as they were. */
function ServerRefusal({ error }: { error: unknown }) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    region.current?.focus();
  }, [error]);
  return (
    <div className="signing-form__refusal" ref={region} tabIndex={-1}>
      <ErrorMessage error={error} />
    </div>
  );
}

type SigningFormProps = {
  questions: readonly FormQuestion[];
  /** An answer given before, when it is being changed (or one the server refused, given back). */
  initialAnswers?: Answers | undefined;
  /** The name typed before, when an answer the server refused is given back. */
  initialName?: string | undefined;
  nameLabel: string;
  /** Why the typed name cannot sign (in words), or null when it can. */
  nameProblem: (typed: string) => string | null;
  statements: readonly string[];
  /** The form's machine translation, when it is shown beside the English: its questions' labels and options. */
  translation?: FormTranslationRecord | null | undefined;
  /** Each statement's translation into the language of the page (null where there is none), shown under it. */
  statementTranslations?: readonly (string | null)[] | undefined;
  /** Shown between the questions and the signature (the choice to answer for every child). */
  beforeSignature?: ReactNode;
  pending: boolean;
  /** The server's refusal of the last submission, if any. */
  serverError: unknown;
  onSign: (signature: Signature) => void;
  /** Given when the person may leave the form without signing (changing an answer). */
  onCancel?: (() => void) | undefined;
};

/**
 * A form's questions and its signature step, checked here by the rules the server checks them
 * by, so a mistake is shown at once with nothing sent: the problems are listed above the form
 * (focus moves there) and each is said under its field. One component for the signed-in page
 * and the emailed link's. A submission keeps its client id while the form is open, so a retry
 * after a lost answer is stored once.
 */
export function SigningForm({
  questions,
  initialAnswers,
  initialName,
  nameLabel,
  nameProblem,
  statements,
  translation,
  statementTranslations,
  beforeSignature,
  pending,
  serverError,
  onSign,
  onCancel,
}: SigningFormProps) {
  const { t, i18n } = useLingui();
  const idPrefix = useId();
  const [clientId] = useState(() => crypto.randomUUID());
  const [answers, setAnswers] = useState<Answers>(initialAnswers ?? {});
  const [name, setName] = useState(initialName ?? '');
  const [agreed, setAgreed] = useState(false);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [attempt, setAttempt] = useState(0);

  function problemText(question: FormQuestion, problem: AnswerProblem): string {
    if (problem === 'tooLong') {
      const limit = answerLimit(question);
      return t`Keep this answer to ${limit} characters or fewer.`;
    }
    if (question.kind === 'consent') return t`Choose Yes or No.`;
    if (question.kind === 'choice') return t`Choose one of the options.`;
    return t`Answer this question.`;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Problem[] = [];
    const byQuestion = answerProblems(questions, answers);
    for (const question of questions) {
      const problem = byQuestion[question.id];
      if (problem)
        found.push({
          key: `question-${question.id}`,
          questionId: question.id,
          controlId: questionControlId(idPrefix, question),
          message: problemText(question, problem),
        });
    }
    const ids = signatureIds(idPrefix);
    const wrongName = nameProblem(name);
    if (wrongName) found.push({ key: 'signer_name', controlId: ids.name, message: wrongName });
    if (!agreed) found.push({ key: 'agreed', controlId: ids.agreed, message: i18n._(CONSENT_FORM_MESSAGES.agreed) });
    setProblems(found);
    setAttempt((count) => count + 1);
    if (found.length > 0) return;
    onSign({ client_id: clientId, answers: answersToSend(questions, answers), signer_name: name.trim(), agreed: true });
  }

  const errorOf = (key: string) => problems.find((problem) => problem.key === key)?.message;
  const questionErrors = Object.fromEntries(
    problems.flatMap((problem) => (problem.questionId ? [[problem.questionId, problem.message]] : [])),
  );

  return (
    <form className="signing-form" onSubmit={submit} noValidate>
      {problems.length > 0 ? <ProblemSummary problems={problems} attempt={attempt} /> : null}
      {serverError ? <ServerRefusal error={serverError} /> : null}
      <QuestionFields
        questions={questions}
        answers={answers}
        onAnswer={(questionId, value) => setAnswers((before) => ({ ...before, [questionId]: value }))}
        idPrefix={idPrefix}
        errors={questionErrors}
        translations={questionTranslationsOf(translation)}
      />
      {beforeSignature}
      <SignatureStep
        idPrefix={idPrefix}
        nameLabel={nameLabel}
        name={name}
        onName={setName}
        statements={statements}
        statementTranslations={statementTranslations}
        agreed={agreed}
        onAgreed={setAgreed}
        errors={{ signer_name: errorOf('signer_name'), agreed: errorOf('agreed') }}
      />
      <div className="form-actions">
        <button type="submit" className="button" disabled={pending}>
          {pending ? <Trans>Sending…</Trans> : <Trans>Submit</Trans>}
        </button>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
        ) : null}
      </div>
    </form>
  );
}
