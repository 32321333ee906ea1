import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConsentFormInput, FormAttachment } from '@portal/contract';
import { useId, useMemo, type ComponentType } from 'react';
import { bodyAsShown } from '../lib/body-as-shown.ts';

/** The names the preview shows where a carer's own and their child's would be. */
const EXAMPLE_SIGNER = 'Sam Example';
const EXAMPLE_CHILD = 'Alex Example';

/**
 * The carer's own signing form with every control disabled (features/forms' SigningPreview),
 * handed in by the app, which composes the two features.
 */
export type SigningPreviewComponent = ComponentType<{
  form: Pick<ConsentFormInput, 'title' | 'body' | 'questions'> & { attachments: FormAttachment[] };
  signerName: string;
  childName: string;
}>;

type FormPreviewProps = {
  /** The form as it would be sent: what the editor holds now, saved or not. */
  form: Pick<ConsentFormInput, 'title' | 'body' | 'questions' | 'attachments'>;
  SigningPreview: SigningPreviewComponent;
  onClose: () => void;
};

/**
 * The form as a carer sees it, shown with the carer's own components (SigningPreview): its text,
 * attachments and questions, the name to type and the "I agree" statement, with example names
 * where the carer's and their child's go, every control disabled. The body is first rewritten and
 * sanitised as the server will store it, so what the editor holds unsaved shows as carers will
 * read it. Loaded only when opened: the sanitiser stays out of the editor's code.
 */
export function FormPreview({ form, SigningPreview, onClose }: FormPreviewProps) {
  const { t } = useLingui();
  const titleId = useId();
  const body = useMemo(() => bodyAsShown(form.body), [form.body]);
  const signer = EXAMPLE_SIGNER;
  const child = EXAMPLE_CHILD;
  return (
    <Dialog isOpen onClose={onClose} title={t`Preview: the form as a carer sees it`} className="form-preview">
      <DialogBody>
        <article aria-labelledby={titleId}>
          <h2 id={titleId} className="form-preview__title">
            {form.title}
          </h2>
          <p className="form-preview__note">
            <Trans>
              Shown for an example carer, {signer}, signing for an example child, {child}: each carer sees their own name and
              their child's.
            </Trans>
          </p>
          <SigningPreview
            form={{ title: form.title, body, questions: form.questions, attachments: form.attachments ?? [] }}
            signerName={signer}
            childName={child}
          />
        </article>
      </DialogBody>
      <DialogFooter actions={<Button text={t`Close preview`} onClick={onClose} />} />
    </Dialog>
  );
}
