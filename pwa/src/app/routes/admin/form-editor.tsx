import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { Screen } from '@/components/layout/screen.tsx';
import { FormEditor } from '@/features/admin/forms/components/form-editor.tsx';
import './blueprint-styles.ts';

/** Issue 30: a new permission form (/admin/forms/new), or one to edit (its id). */
export default function FormEditorRoute() {
  const { t } = useLingui();
  const { id } = useParams();
  return (
    <Screen title={id ? t`Edit form` : t`New form`}>
      <FormEditor key={id ?? 'new'} formUid={id} />
    </Screen>
  );
}
