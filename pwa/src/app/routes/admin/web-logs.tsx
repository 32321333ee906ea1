import { useLingui } from '@lingui/react/macro';
import { Screen } from '@/components/layout/screen.tsx';
import { WebLogs } from '@/features/admin/web-logs/components/web-logs.tsx';
import './blueprint-styles.ts';

export default function WebLogsRoute() {
  const { t } = useLingui();
  return (
    <Screen title={t`Web logs`}>
      <WebLogs />
    </Screen>
  );
}
