import { useLingui } from '@lingui/react/macro';
import { consentStatement, type FormForSignerRecord } from '@portal/contract';
import { FormAttachments } from './form-attachments.tsx';
import { FormTexts } from './form-translation.tsx';
import { SigningForm } from './signing-form.tsx';
import './forms.css';

type SigningPreviewProps = {
  /** The form's text as the server will show it: its body already through the content rules and the allow-list. */
  form: Pick<FormForSignerRecord, 'title' | 'body' | 'questions' | 'attachments'>;
  /** The example names shown where a carer's own and their child's go. */
  signerName: string;
  childName: string;
};

/**
 * A form exactly as a carer with one child in it reads it before signing, for the admin's preview:
 * the carer's own components (its text, attachments, questions, the name to type and the "I agree"
 * statement naming the child), every control disabled, so nothing can be answered or sent.
 */
export function SigningPreview({ form, signerName, childName }: SigningPreviewProps) {
  const { t } = useLingui();
  return (
    <fieldset className="signing-preview" disabled>
      <FormTexts title={form.title} body={form.body} translation={null} />
      <FormAttachments attachments={form.attachments} />
      <SigningForm
        questions={form.questions}
        nameLabel={t`Type your full name as it appears in your account`}
        nameProblem={() => null}
        statements={[consentStatement(signerName, childName, form.title)]}
        pending={false}
        serverError={null}
        // Never called: the disabled fieldset keeps the form from being submitted.
        onSign={() => undefined}
      />
    </fieldset>
  );
}
