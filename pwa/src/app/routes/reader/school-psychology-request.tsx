import { Screen } from '@/components/layout/screen.tsx';
import { PsychologyRequestScreen } from '@/features/psychology-requests/components/psychology-request-screen.tsx';

export default function SchoolPsychologyRequestRoute() {
  return (
    <Screen title="School psychology request">
      <PsychologyRequestScreen />
    </Screen>
  );
}
