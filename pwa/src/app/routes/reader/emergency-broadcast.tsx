import { Screen } from '@/components/layout/screen.tsx';
import { BroadcastList } from '@/features/emergency-broadcast/components/broadcast-list.tsx';

export default function EmergencyBroadcastRoute() {
  return (
    <Screen title="Emergency broadcast">
      <BroadcastList />
    </Screen>
  );
}
