import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Intent,
  Radio,
  RadioGroup,
  TextArea,
} from '@blueprintjs/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FORM_LIMITS, type FormMatrixRowRecord, type FormQuestion } from '@portal/contract';
import { useId, useState, type FormEvent } from 'react';
import { showAdminToast } from '@/features/admin/lib/admin-toaster.ts';
import { fieldMessage, useFocusFirstMessage } from '@/features/admin/lib/field-message.tsx';
import { useRecordPaperAnswer } from '../api/form-answers.ts';

/** The longest note kept with a paper answer (the contract's limit). */
const NOTE_LIMIT = 1000;

const MISSING_SIGNER = msg`Write the name of the person who signed the paper form.`;
const MISSING_ANSWER = msg`This question is required: give the answer written on the paper.`;
const NOT_RECORDED = msg`The paper answer was not recorded.`;

type PaperAnswer = { signerName: string; answers: Record<string, string>; note: string };

/** The answers as sent: written ones trimmed, and questions left blank left out (as a signer's are). */
function answersToSend(questions: readonly FormQuestion[], answers: Readonly<Record<string, string>>) {
  const sent: Record<string, string> = {};
  for (const question of questions) {
    const answer = (answers[question.id] ?? '').trim();
    if (answer !== '') sent[question.id] = answer;
  }
  return sent;
}

type QuestionFieldProps = {
  question: FormQuestion;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
};

/**
 * One question of the form as the paper answers it: Yes or No, one of its choices, or the text
 * written on it (a health note said to be confidential).
 */
function QuestionField({ question, value, error, disabled, onChange }: QuestionFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const label = question.required ? t`${question.label} (required)` : question.label;
  if (question.kind === 'consent' || question.kind === 'choice') {
    const choices =
      question.kind === 'consent'
        ? [
            { value: 'yes', label: t`Yes` },
            { value: 'no', label: t`No` },
          ]
        : (question.options ?? []).map((option) => ({ value: option, label: option }));
    return (
      <FormGroup {...fieldMessage(error)}>
        <RadioGroup
          label={label}
          name={id}
          selectedValue={value}
          disabled={disabled}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          {choices.map((choice) => (
            <Radio key={choice.value} value={choice.value} label={choice.label} />
          ))}
        </RadioGroup>
      </FormGroup>
    );
  }
  const health = question.kind === 'health';
  const hintId = `${id}-hint`;
  const hint = health ? <span id={hintId}>{t`Confidential: only the campus's admins see this answer.`}</span> : undefined;
  return (
    <FormGroup label={label} labelFor={id} {...fieldMessage(error, hint)}>
      {health ? (
        <TextArea
          id={id}
          fill
          rows={3}
          value={value}
          maxLength={FORM_LIMITS.healthAnswer}
          disabled={disabled}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? undefined : hintId}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      ) : (
        <InputGroup
          id={id}
          value={value}
          maxLength={FORM_LIMITS.textAnswer}
          disabled={disabled}
          aria-invalid={Boolean(error)}
          onValueChange={onChange}
        />
      )}
    </FormGroup>
  );
}

type PaperAnswerDialogProps = {
  formUid: string;
  questions: readonly FormQuestion[];
  /** The student whose paper form is recorded; null while the dialog is closed. */
  student: FormMatrixRowRecord | null;
  onClose: () => void;
};

/**
 * Issue 30: staff record a paper form that came back for a student: who signed it, the
 * answers written on it (the form's questions), and a note (where the paper is kept, say). The
 * server stores who recorded it and when. The client id is made once per paper form, so a
 * retry after a lost answer stores it once; a refusal shows in words and keeps what was typed.
 */
export function PaperAnswerDialog({ formUid, questions, student, onClose }: PaperAnswerDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog isOpen={student !== null} onClose={onClose} title={t`Record a paper answer`}>
      {/* A new paper form each time: its own fields and its own client id. */}
      {student && (
        <PaperAnswerFields key={student.studentUid} formUid={formUid} questions={questions} student={student} onClose={onClose} />
      )}
    </Dialog>
  );
}

function PaperAnswerFields({
  formUid,
  questions,
  student,
  onClose,
}: Omit<PaperAnswerDialogProps, 'student'> & { student: FormMatrixRowRecord }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const record = useRecordPaperAnswer(formUid);
  const [clientId] = useState(() => crypto.randomUUID());
  const [paper, setPaper] = useState<PaperAnswer>({ signerName: '', answers: {}, note: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { ref, focusFirstMessage } = useFocusFirstMessage<HTMLFormElement>();
  const busy = record.isPending;
  const studentName = student.student_name;

  const setAnswer = (questionId: string, value: string) => {
    setPaper((current) => ({ ...current, answers: { ...current.answers, [questionId]: value } }));
    setErrors(({ [questionId]: _cleared, ...rest }) => rest);
  };

  /** The problems a person can fix before anything is sent, by field ('signer' or a question id). */
  function problems(): Record<string, string> {
    const found: Record<string, string> = {};
    if (paper.signerName.trim() === '') found.signer = i18n._(MISSING_SIGNER);
    const sent = answersToSend(questions, paper.answers);
    for (const question of questions)
      if (question.required && sent[question.id] === undefined) found[question.id] = i18n._(MISSING_ANSWER);
    return found;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = problems();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      focusFirstMessage();
      return;
    }
    record.mutate(
      {
        student: student.studentUid,
        signer_name: paper.signerName.trim(),
        answers: answersToSend(questions, paper.answers),
        note: paper.note.trim(),
        client_id: clientId,
      },
      {
        onSuccess: () => {
          showAdminToast({ message: t`The paper answer for ${studentName} was recorded.`, intent: Intent.SUCCESS });
          onClose();
        },
        onError: (error) => setFailure(error.message ? i18n._(error.message) : i18n._(NOT_RECORDED)),
      },
    );
  }

  return (
    <form ref={ref} noValidate onSubmit={submit} aria-labelledby={`${id}-about`}>
      <DialogBody>
        <p id={`${id}-about`}>
          <Trans>
            The paper form for {studentName} ({student.STUDENT_NUMBER}).
          </Trans>
        </p>
        <FormGroup
          label={t`Who signed`}
          labelFor={`${id}-signer`}
          {...fieldMessage(errors.signer, t`Their name as written on the paper.`)}
        >
          <InputGroup
            id={`${id}-signer`}
            value={paper.signerName}
            maxLength={FORM_LIMITS.signerName}
            disabled={busy}
            aria-invalid={Boolean(errors.signer)}
            onValueChange={(signerName) => {
              setPaper((current) => ({ ...current, signerName }));
              setErrors(({ signer: _cleared, ...rest }) => rest);
            }}
          />
        </FormGroup>
        {questions.map((question) => (
          <QuestionField
            key={question.id}
            question={question}
            value={paper.answers[question.id] ?? ''}
            error={errors[question.id]}
            disabled={busy}
            onChange={(value) => setAnswer(question.id, value)}
          />
        ))}
        <FormGroup label={t`Note`} labelFor={`${id}-note`} helperText={t`For example where the paper form is kept.`}>
          <TextArea
            id={`${id}-note`}
            fill
            rows={2}
            value={paper.note}
            maxLength={NOTE_LIMIT}
            disabled={busy}
            onChange={(event) => {
              const note = event.currentTarget.value;
              setPaper((current) => ({ ...current, note }));
            }}
          />
        </FormGroup>
        <div aria-live="polite">
          {failure && (
            <Callout intent={Intent.DANGER} title={t`That did not work`}>
              {failure}
            </Callout>
          )}
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t`Cancel`} disabled={busy} onClick={onClose} />
            <Button type="submit" intent={Intent.PRIMARY} text={busy ? t`Record answer...` : t`Record answer`} disabled={busy} />
          </>
        }
      />
    </form>
  );
}
