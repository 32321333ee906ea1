import { useLingui } from '@lingui/react/macro';
import { Screen } from '@/components/layout/screen.tsx';
import { BroadcastList } from '@/features/emergency-broadcast/components/broadcast-list.tsx';

export default function EmergencyBroadcastRoute() {
  const { t } = useLingui();
  return (
    <Screen title={t`Emergency broadcast`}>
      <BroadcastList />
    </Screen>
  );
}
