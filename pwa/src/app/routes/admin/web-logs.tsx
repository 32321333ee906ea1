import { Screen } from '@/components/layout/screen.tsx';
import { WebLogs } from '@/features/admin/web-logs/components/web-logs.tsx';
import './blueprint-styles.ts';

export default function WebLogsRoute() {
  return (
    <Screen title="Web logs">
      <WebLogs />
    </Screen>
  );
}
