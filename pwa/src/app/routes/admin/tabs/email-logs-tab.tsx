import { EmailLogs } from '@/features/admin/email-logs/components/email-logs.tsx';

/** Admin home's Email Logs tab: the same screen as /admin/email-logs. */
export default function EmailLogsTab() {
  return (
    <section className="admin-panel" aria-labelledby="email-logs-tab-title">
      <h2 id="email-logs-tab-title">Email Logs</h2>
      <EmailLogs />
    </section>
  );
}
