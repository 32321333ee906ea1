import { Screen } from '@/components/layout/screen.tsx';
import { ConnectionHeader } from '@/features/connections/components/connection-header.tsx';
import { ConnectionsList } from '@/features/connections/components/connections-list.tsx';

/** The current Connections issue under its live header image. */
export default function ConnectionsRoute() {
  return (
    <Screen title="Connections">
      <ConnectionHeader />
      <ConnectionsList />
    </Screen>
  );
}
