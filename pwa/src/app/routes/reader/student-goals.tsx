import { Screen } from '@/components/layout/screen.tsx';
import { StudentGoalsScreen } from '@/features/student-goals/components/student-goals-screen.tsx';

export default function StudentGoalsRoute() {
  return (
    <Screen title="Student goals">
      <StudentGoalsScreen />
    </Screen>
  );
}
