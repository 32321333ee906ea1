import { Button, Checkbox, FormGroup, HTMLSelect, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { FORM_LIMITS, FORM_QUESTION_KINDS, type FormQuestionKind } from '@portal/contract';
import { useId } from 'react';
import { FieldMessage, fieldMessage } from '@/features/admin/lib/field-message.tsx';
import { QUESTION_KIND_NAMES, movedQuestion, type FormEditorErrors, type QuestionDraft } from '../lib/form-editor-form.ts';

type QuestionFieldsProps = {
  question: QuestionDraft;
  index: number;
  count: number;
  errors: FormEditorErrors;
  disabled: boolean;
  onChange: (question: QuestionDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

function QuestionFields({ question, index, count, errors, disabled, onChange, onMove, onRemove }: QuestionFieldsProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const number = index + 1;
  const questionId = question.id;
  const labelError = errors[`question:${question.id}:label`];
  const optionsError = errors[`question:${question.id}:options`];
  const set = <K extends keyof QuestionDraft>(field: K, value: QuestionDraft[K]) => onChange({ ...question, [field]: value });
  return (
    <li>
      <fieldset className="questions-builder__question">
        {/* The id shows because answers are stored and exported by it. */}
        <legend>
          <Trans>
            Question {number} ({questionId})
          </Trans>
        </legend>
        <FormGroup label={t`Kind`} labelFor={`${id}-kind`}>
          <HTMLSelect
            id={`${id}-kind`}
            value={question.kind}
            disabled={disabled}
            onChange={(event) => set('kind', event.currentTarget.value as FormQuestionKind)}
            options={FORM_QUESTION_KINDS.map((kind) => ({ value: kind, label: i18n._(QUESTION_KIND_NAMES[kind]) }))}
          />
        </FormGroup>
        <FormGroup label={t`Label`} labelFor={`${id}-label`} {...fieldMessage(labelError)}>
          <InputGroup
            id={`${id}-label`}
            value={question.label}
            maxLength={FORM_LIMITS.questionLabel}
            disabled={disabled}
            aria-invalid={Boolean(labelError)}
            onValueChange={(label) => set('label', label)}
          />
        </FormGroup>
        {question.kind === 'choice' && (
          <FormGroup label={t`Options, one a line`} labelFor={`${id}-options`} {...fieldMessage(optionsError)}>
            <TextArea
              id={`${id}-options`}
              value={question.options}
              fill
              disabled={disabled}
              aria-invalid={Boolean(optionsError)}
              onChange={(event) => set('options', event.currentTarget.value)}
            />
          </FormGroup>
        )}
        <Checkbox
          label={t`Required`}
          checked={question.required}
          disabled={disabled}
          onChange={(event) => set('required', event.currentTarget.checked)}
        />
        {/* Named by the question's legend, which a screen reader gives with each button. */}
        <div className="questions-builder__question-actions">
          <Button size="small" icon="arrow-up" text={t`Move up`} disabled={disabled || index === 0} onClick={() => onMove(-1)} />
          <Button
            size="small"
            icon="arrow-down"
            text={t`Move down`}
            disabled={disabled || index === count - 1}
            onClick={() => onMove(1)}
          />
          <Button
            size="small"
            intent={Intent.DANGER}
            variant="minimal"
            icon="trash"
            text={t`Remove`}
            disabled={disabled || count === 1}
            onClick={onRemove}
          />
        </div>
      </fieldset>
    </li>
  );
}

type QuestionsBuilderProps = {
  questions: readonly QuestionDraft[];
  errors: FormEditorErrors;
  disabled: boolean;
  onChange: (questions: QuestionDraft[]) => void;
  onAdd: () => void;
};

/**
 * The form's questions, in the order carers see them: each with its kind, label, options (a
 * choice) and whether it must be answered; added at the end, moved up or down, removed. A form
 * keeps at least one.
 */
export function QuestionsBuilder({ questions, errors, disabled, onChange, onAdd }: QuestionsBuilderProps) {
  const { t } = useLingui();
  return (
    <fieldset className="questions-builder">
      <legend>
        <Trans>Questions</Trans>
      </legend>
      {errors.questions && (
        <p className="questions-builder__message">
          <FieldMessage message={errors.questions} />
        </p>
      )}
      <ol className="questions-builder__list">
        {questions.map((question, index) => (
          <QuestionFields
            key={question.id}
            question={question}
            index={index}
            count={questions.length}
            errors={errors}
            disabled={disabled}
            onChange={(changed) => onChange(questions.map((each) => (each.id === question.id ? changed : each)))}
            onMove={(by) => onChange(movedQuestion(questions, index, by))}
            onRemove={() => onChange(questions.filter((each) => each.id !== question.id))}
          />
        ))}
      </ol>
      <div>
        <Button icon="add" text={t`Add a question`} disabled={disabled} onClick={onAdd} />
      </div>
    </fieldset>
  );
}
