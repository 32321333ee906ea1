import { useLingui } from '@lingui/react/macro';
import { Screen } from '@/components/layout/screen.tsx';
import { PsychologyRequestScreen } from '@/features/psychology-requests/components/psychology-request-screen.tsx';

export default function SchoolPsychologyRequestRoute() {
  const { t } = useLingui();
  return (
    <Screen title={t`School psychology request`}>
      <PsychologyRequestScreen />
    </Screen>
  );
}
