import { Trans, useLingui } from '@lingui/react/macro';
import type { FormQuestion } from '@portal/contract';
import type { ReactNode } from 'react';
import { answerLimit, type Answers } from '../lib/answers.ts';
import { TranslatedText, translatedOptions, type QuestionTranslations } from './form-translation.tsx';

/** The id of a question's control (its first radio for a group): the error summary's links go there. */
export const questionControlId = (idPrefix: string, question: FormQuestion) => `${idPrefix}-question-${question.id}`;

type QuestionProps = {
  question: FormQuestion;
  value: string;
  onChange: (value: string) => void;
  idPrefix: string;
  /** The question's problem in words, shown under it and read with its control. */
  error: string | undefined;
  /** The form's machine translation, when it is shown: each label in it, beside the English. */
  translations: QuestionTranslations | null;
};

/** A question's label: its translation beside the English when the form is shown translated. */
const labelOf = ({ question, translations }: Pick<QuestionProps, 'question' | 'translations'>) => (
  <TranslatedText
    english={question.label}
    translated={translations?.byId.get(question.id)?.label}
    language={translations?.language}
  />
);

function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <>
      {' '}
      <span className="form-question__required">
        <Trans>(required)</Trans>
      </span>
    </>
  ) : null;
}

function QuestionError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p className="field-error" id={id}>
      {error}
    </p>
  ) : null;
}

/** A consent (Yes or No) or a choice question: a group of radios named by its legend. */
function RadioQuestion({
  question,
  value,
  onChange,
  idPrefix,
  error,
  choices,
  translations,
}: QuestionProps & { choices: readonly { value: string; label: ReactNode }[] }) {
  const controlId = questionControlId(idPrefix, question);
  const errorId = `${controlId}-error`;
  return (
    <fieldset className="form-question form-question--choice" aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">
        {labelOf({ question, translations })}
        <RequiredMark required={question.required} />
      </legend>
      <QuestionError id={errorId} error={error} />
      {choices.map((choice, index) => (
        <label key={choice.value} className="form-choice">
          <input
            type="radio"
            id={index === 0 ? controlId : `${controlId}-${index}`}
            name={controlId}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            required={question.required}
            aria-invalid={error ? true : undefined}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

/** A short text or a health note: a labelled field, a health note saying who reads it. */
function WrittenQuestion({ question, value, onChange, idPrefix, error, translations }: QuestionProps) {
  const controlId = questionControlId(idPrefix, question);
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const health = question.kind === 'health';
  const control = {
    id: controlId,
    className: 'text-input',
    value,
    maxLength: answerLimit(question),
    required: question.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [health ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className="form-question form-field">
      <label className="field-label" htmlFor={controlId}>
        {labelOf({ question, translations })}
        <RequiredMark required={question.required} />
      </label>
      {health ? (
        <p className="field-hint" id={hintId}>
          <Trans>Only the school&apos;s staff who need it see this answer.</Trans>
        </p>
      ) : null}
      {health ? (
        <textarea {...control} rows={5} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...control} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      <QuestionError id={errorId} error={error} />
    </div>
  );
}

type QuestionFieldsProps = {
  questions: readonly FormQuestion[];
  answers: Answers;
  onAnswer: (questionId: string, value: string) => void;
  idPrefix: string;
  errors: Readonly<Record<string, string>>;
  /** The form's machine translation, when it is shown beside the English. */
  translations?: QuestionTranslations | null;
};

/** A form's questions as fields, in the form's order: one set for the signed-in page and the emailed link's. */
export function QuestionFields({ questions, answers, onAnswer, idPrefix, errors, translations = null }: QuestionFieldsProps) {
  const { t } = useLingui();
  return (
    <div className="form-questions">
      {questions.map((question) => {
        const props: QuestionProps = {
          question,
          value: answers[question.id] ?? '',
          onChange: (value) => onAnswer(question.id, value),
          idPrefix,
          error: errors[question.id],
          translations,
        };
        if (question.kind === 'consent') {
          return (
            <RadioQuestion
              key={question.id}
              {...props}
              choices={[
                { value: 'yes', label: t`Yes` },
                { value: 'no', label: t`No` },
              ]}
            />
          );
        }
        if (question.kind === 'choice') {
          return (
            <RadioQuestion
              key={question.id}
              {...props}
              // The English option is the answer stored, whatever language it was read in.
              choices={translatedOptions(question, translations).map(({ option, translated }) => ({
                value: option,
                label: <TranslatedText english={option} translated={translated} language={translations?.language} />,
              }))}
            />
          );
        }
        return <WrittenQuestion key={question.id} {...props} />;
      })}
    </div>
  );
}
