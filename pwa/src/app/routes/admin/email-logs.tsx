import { useLingui } from '@lingui/react/macro';
import { Screen } from '@/components/layout/screen.tsx';
import { EmailLogs } from '@/features/admin/email-logs/components/email-logs.tsx';
import './blueprint-styles.ts';

/** Admin spec 2: /admin/email-logs, headed EMAIL LOGS. */
export default function EmailLogsRoute() {
  const { t } = useLingui();
  return (
    <Screen title={t`EMAIL LOGS`}>
      <EmailLogs />
    </Screen>
  );
}
