import { Screen } from '@/components/layout/screen.tsx';
import { NewStudentsTable } from '@/features/family-info/components/new-students-table.tsx';

export default function NewStudentsRoute() {
  return (
    <Screen title="New students">
      <NewStudentsTable />
    </Screen>
  );
}
