import { Trans, useLingui } from '@lingui/react/macro';
import { declines, type FormQuestion, type FormResponseRecord } from '@portal/contract';
import { useId } from 'react';
import { DateDisplay } from '@/components/ui/date-display.tsx';
import { FormStatusBadge } from './form-status-badge.tsx';

/** Answers question by question, as a signer reads them back: stored or still on the device. */
export function AnswersList({
  questions,
  answers,
}: {
  questions: readonly FormQuestion[];
  answers: Readonly<Record<string, string>>;
}) {
  const { t } = useLingui();
  const shown = (question: FormQuestion): string => {
    const answer = answers[question.id];
    if (answer === undefined || answer === '') return t`Not answered`;
    if (question.kind === 'consent') return answer === 'yes' ? t`Yes` : t`No`;
    return answer;
  };
  return (
    <dl className="given-answer__answers">
      {questions.map((question) => (
        <div key={question.id}>
          <dt>{question.label}</dt>
          <dd>{shown(question)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What this person answered for a child and when they signed: done, or declined when a consent
 * was answered no; the answer's hash, which their receipt email quotes (the evidence that what is
 * stored is what they signed); and their signed copy (a PDF of the form, the answers and the
 * evidence) to download, once the school's server has made it, a few seconds after signing.
 */
export function GivenAnswer({ questions, response }: { questions: readonly FormQuestion[]; response: FormResponseRecord }) {
  const titleId = useId();
  const signer = response.signer_name;
  return (
    <section className="given-answer" aria-labelledby={titleId}>
      <h3 className="given-answer__title" id={titleId}>
        <Trans>Your answer</Trans> <FormStatusBadge status={declines(questions, response.answers) ? 'declined' : 'done'} />
      </h3>
      <AnswersList questions={questions} answers={response.answers} />
      <p>
        <Trans>
          Signed by {signer} on <DateDisplay value={response.signed_at} withTime />
        </Trans>
      </p>
      <p className="given-answer__hash">
        <Trans>
          Response hash: <code>{response.response_hash}</code>
        </Trans>
      </p>
      <p className="given-answer__copy">
        {response.signed_copy_url ? (
          // A plain link: the download carries no token, the link itself is signed (and expires).
          <a href={response.signed_copy_url} type="application/pdf">
            <Trans>Download the signed copy</Trans>
          </a>
        ) : (
          <Trans>The signed copy is being prepared.</Trans>
        )}
      </p>
    </section>
  );
}
