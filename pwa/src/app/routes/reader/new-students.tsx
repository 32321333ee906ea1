import { useLingui } from '@lingui/react/macro';
import { Screen } from '@/components/layout/screen.tsx';
import { NewStudentsTable } from '@/features/family-info/components/new-students-table.tsx';

export default function NewStudentsRoute() {
  const { t } = useLingui();
  return (
    <Screen title={t`New students`}>
      <NewStudentsTable />
    </Screen>
  );
}
