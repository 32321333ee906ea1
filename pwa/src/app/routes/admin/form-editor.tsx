import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { Screen } from '@/components/layout/screen.tsx';
import { useConsentForm } from '@/features/admin/forms/api/consent-forms.ts';
import { AnswersMatrix } from '@/features/admin/forms/components/answers-matrix.tsx';
import { FormEditor } from '@/features/admin/forms/components/form-editor.tsx';
import { SigningPreview } from '@/features/forms/components/signing-preview.tsx';
import './blueprint-styles.ts';

/**
 * Issue 30: a new permission form (/admin/forms/new), or one to edit (its id); under a form out
 * with families (published, or closed since), its answers. Its preview is the carer's own signing form.
 */
export default function FormEditorRoute() {
  const { t } = useLingui();
  const { id } = useParams();
  // The editor's own query: one call, and the answers appear once the form is published.
  const form = useConsentForm(id).data;
  return (
    <Screen title={id ? t`Edit form` : t`New form`}>
      <FormEditor key={id ?? 'new'} formUid={id} signingPreview={SigningPreview} />
      {form && form.formUid === id && form.status !== 'draft' && <AnswersMatrix key={`${form.formUid}-answers`} form={form} />}
    </Screen>
  );
}
