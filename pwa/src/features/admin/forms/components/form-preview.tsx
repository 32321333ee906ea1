import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { consentStatement, type ConsentFormInput, type FormQuestion } from '@portal/contract';
import { useId } from 'react';
import { formatFileSize } from '@/lib/format-number.ts';

/** The names the preview's statement shows where a signer's and their child's would be. */
const SAMPLE_SIGNER = 'A. Carer';
const SAMPLE_CHILD = 'your child';

/** A question as the carer sees it, its controls shown but not usable here. */
function PreviewQuestion({ question }: { question: FormQuestion }) {
  const { t } = useLingui();
  const id = useId();
  const label = (
    <>
      {question.label}
      {question.required && (
        <>
          {' '}
          <span className="form-preview__required">
            <Trans>(required)</Trans>
          </span>
        </>
      )}
    </>
  );
  if (question.kind === 'consent' || question.kind === 'choice') {
    const choices = question.kind === 'consent' ? [t`Yes`, t`No`] : (question.options ?? []);
    return (
      <fieldset className="form-preview__question" disabled>
        <legend>{label}</legend>
        {choices.map((choice) => (
          <label key={choice} className="form-preview__choice">
            <input type="radio" name={id} /> {choice}
          </label>
        ))}
      </fieldset>
    );
  }
  return (
    <div className="form-preview__question">
      <label htmlFor={id}>{label}</label>
      {question.kind === 'health' ? <textarea id={id} disabled rows={3} /> : <input id={id} type="text" disabled />}
    </div>
  );
}

/** An attachment as the carer's link reads (downloading it is the carer's screen's). */
function PreviewAttachment({ name, size }: { name: string; size: string }) {
  return (
    <li>
      <Trans>
        Read before signing: {name} (PDF, {size})
      </Trans>
    </li>
  );
}

type FormPreviewProps = {
  isOpen: boolean;
  /** The form as it would be sent: what the editor holds now, saved or not. */
  form: Pick<ConsentFormInput, 'title' | 'body' | 'questions' | 'attachments'>;
  onClose: () => void;
};

/**
 * The form as a carer sees it: its title, text, attachments and questions, then the statement they agree to
 * when they sign, with sample names where theirs and their child's go.
 */
export function FormPreview({ isOpen, form, onClose }: FormPreviewProps) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t`Preview: the form as a carer sees it`} className="form-preview">
      <DialogBody>
        <article aria-labelledby={titleId}>
          <h2 id={titleId} className="form-preview__title">
            {form.title}
          </h2>
          {/* The editor's own HTML (Quill keeps only its formats) or the stored, server-sanitised text. */}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: form.body }} />
          {form.attachments?.length ? (
            <ul className="form-preview__attachments">
              {form.attachments.map(({ name, size, sha256 }) => (
                <PreviewAttachment key={sha256} name={name} size={formatFileSize(size)} />
              ))}
            </ul>
          ) : null}
          {form.questions.map((question) => (
            <PreviewQuestion key={question.id} question={question} />
          ))}
          <p className="form-preview__statement">{consentStatement(SAMPLE_SIGNER, SAMPLE_CHILD, form.title)}</p>
          <p className="form-preview__note">
            <Trans>The carer signs by typing their full name as their account has it.</Trans>
          </p>
        </article>
      </DialogBody>
      <DialogFooter actions={<Button text={t`Close preview`} onClick={onClose} />} />
    </Dialog>
  );
}
