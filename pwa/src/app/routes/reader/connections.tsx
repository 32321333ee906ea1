import { useLingui } from '@lingui/react/macro';
import { Screen } from '@/components/layout/screen.tsx';
import { ConnectionHeader } from '@/features/connections/components/connection-header.tsx';
import { ConnectionsList } from '@/features/connections/components/connections-list.tsx';

/** The current Connections issue under its live header image. */
export default function ConnectionsRoute() {
  const { t } = useLingui();
  return (
    <Screen title={t`Connections`}>
      <ConnectionHeader />
      <ConnectionsList />
    </Screen>
  );
}
