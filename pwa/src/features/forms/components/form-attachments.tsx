import { Trans, useLingui } from '@lingui/react/macro';
import type { FormAttachment } from '@portal/contract';
import { useState } from 'react';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { formatFileSize } from '@/lib/format-number.ts';

type FormAttachmentsProps = {
  attachments: readonly FormAttachment[];
  /**
   * Fetches one and saves it on the device (with the signer's token, or the signing link's);
   * absent in the admin's preview, which shows the files as a carer sees them without fetching any.
   */
  download?: ((attachment: FormAttachment) => Promise<void>) | undefined;
};

/**
 * A form's PDFs, above its questions: part of what the signer agrees to, so each says to read it
 * first. Each is a link-like button: the file comes through the API (it is never at a public
 * address), then is saved; a refusal or a lost connection is said under the list.
 */
export function FormAttachments({ attachments, download }: FormAttachmentsProps) {
  const { t } = useLingui();
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  if (attachments.length === 0) return null;

  function open(attachment: FormAttachment) {
    if (!download) return;
    setPending(attachment.sha256);
    setFailure(null);
    download(attachment)
      .catch(setFailure)
      .finally(() => setPending(null));
  }

  return (
    <div className="form-attachments">
      <ul className="form-attachments__list" aria-label={t`Attachments`}>
        {attachments.map((attachment) => {
          const { name } = attachment;
          const size = formatFileSize(attachment.size);
          return (
            <li key={attachment.sha256}>
              <button
                type="button"
                className="link-button"
                aria-busy={pending === attachment.sha256}
                disabled={!download || pending === attachment.sha256}
                onClick={() => open(attachment)}
              >
                <Trans>
                  Read before signing: {name} (PDF, {size})
                </Trans>
              </button>
            </li>
          );
        })}
      </ul>
      {failure ? <ErrorMessage error={failure} /> : null}
    </div>
  );
}
