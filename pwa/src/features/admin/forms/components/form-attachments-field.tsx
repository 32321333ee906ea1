import { Button, Classes, Intent } from '@blueprintjs/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONSENT_FORM_MESSAGES, FORM_LIMITS, type FormAttachment } from '@portal/contract';
import { useRef, useState } from 'react';
import { FieldMessage } from '@/features/admin/lib/field-message.tsx';
import { formatFileSize } from '@/lib/format-number.ts';
import { uploadFormAttachment } from '../api/form-attachments.ts';

type FormAttachmentsFieldProps = {
  attachments: readonly FormAttachment[];
  /** The form's message for the field (a check before saving, or the server's refusal). */
  error: string | undefined;
  disabled: boolean;
  onChange: (attachments: FormAttachment[]) => void;
};

const MOST = FORM_LIMITS.attachments;
const MEGABYTES = FORM_LIMITS.attachmentBytes / 1024 / 1024;

/**
 * The form's PDF attachments, which carers are asked to read before they sign (issue 30): each is
 * stored as soon as it is chosen (as a post's images are), then listed by name and size and
 * removable until the form is saved. A file that is not a PDF, too large, already attached or one
 * too many is refused with the contract's words; the server checks each again.
 */
export function FormAttachmentsField({ attachments, error, disabled, onChange }: FormAttachmentsFieldProps) {
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error;
  const full = attachments.length >= MOST;

  async function add(files: readonly File[]) {
    setProblem(null);
    setUploading(true);
    let list = [...attachments];
    try {
      for (const file of files) {
        if (list.length >= MOST) throw new Error(CONSENT_FORM_MESSAGES.attachments);
        const stored = await uploadFormAttachment(file);
        if (list.some((attached) => attached.sha256 === stored.sha256)) throw new Error(CONSENT_FORM_MESSAGES.attachmentTwice);
        list = [...list, stored];
        onChange(list);
      }
    } catch (reason) {
      setProblem(reason instanceof Error ? reason.message : t`The PDF was not uploaded.`);
    } finally {
      setUploading(false);
    }
  }

  function remove(attachment: FormAttachment) {
    setProblem(null);
    onChange(attachments.filter((attached) => attached.sha256 !== attachment.sha256));
  }

  return (
    <fieldset className="form-attachments-field" aria-busy={uploading}>
      <legend>
        <Trans>Attachments</Trans>
      </legend>
      <p className={Classes.TEXT_MUTED}>
        <Trans>
          PDF files carers are asked to read before they sign: at most {MOST}, each up to {MEGABYTES} MB.
        </Trans>
      </p>
      {attachments.length > 0 && (
        <ul className="form-attachments-field__list">
          {attachments.map((attachment) => {
            const { name } = attachment;
            return (
              <li key={attachment.sha256} className="form-attachments-field__item">
                <span className="form-attachments-field__name">{name}</span>{' '}
                <span className={Classes.TEXT_MUTED}>(PDF, {formatFileSize(attachment.size)})</span>
                <Button
                  size="small"
                  intent={Intent.DANGER}
                  variant="minimal"
                  icon="trash"
                  text={t`Remove`}
                  aria-label={t`Remove ${name}`}
                  disabled={disabled || uploading}
                  onClick={() => remove(attachment)}
                />
              </li>
            );
          })}
        </ul>
      )}
      {message && (
        <p className="form-attachments-field__message">
          <FieldMessage message={message} />
        </p>
      )}
      <div>
        <Button
          icon="paperclip"
          text={uploading ? t`Uploading...` : t`Add a PDF`}
          disabled={disabled || uploading || full}
          onClick={() => inputRef.current?.click()}
        />
      </div>
      <input
        ref={inputRef}
        type="file"
        hidden
        multiple
        accept="application/pdf,.pdf"
        aria-label={t`PDF files to attach`}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) void add(files);
        }}
      />
    </fieldset>
  );
}
