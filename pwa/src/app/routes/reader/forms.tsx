import { useLingui } from '@lingui/react/macro';
import { Screen } from '@/components/layout/screen.tsx';
import { FormsList } from '@/features/forms/components/forms-list.tsx';

/** Permission forms (issue 30): what this carer (or signing student) is asked to answer, per form and child. */
export default function FormsRoute() {
  const { t } = useLingui();
  return (
    <Screen title={t`Forms`}>
      <FormsList />
    </Screen>
  );
}
