import { formPaths } from '@portal/contract';
import { useParams, useSearchParams } from 'react-router';
import { useBackTarget } from '@/components/layout/back-target.ts';
import { FormDetail } from '@/features/forms/components/form-detail.tsx';

/** One permission form for a signer (issue 30); `?student=` chooses the child. Back goes to the list. */
export default function FormDetailRoute() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  useBackTarget({ href: formPaths.forms.href() });
  // Keyed by id so moving between forms starts each one fresh.
  return (
    <FormDetail
      key={id}
      formUid={id}
      studentUid={params.get('student')}
      onChooseStudent={(student) => setParams({ student }, { replace: true })}
    />
  );
}
