import { useLingui } from '@lingui/react/macro';
import { Screen } from '@/components/layout/screen.tsx';
import { StudentGoalsScreen } from '@/features/student-goals/components/student-goals-screen.tsx';

export default function StudentGoalsRoute() {
  const { t } = useLingui();
  return (
    <Screen title={t`Student goals`}>
      <StudentGoalsScreen />
    </Screen>
  );
}
