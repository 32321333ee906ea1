import { WebLogs } from '@/features/admin/web-logs/components/web-logs.tsx';

/** Admin home's Web Logs tab: the same screen as /admin/web-logs/. */
export default function WebLogsTab() {
  return (
    <section className="admin-panel" aria-labelledby="web-logs-tab-title">
      <h2 id="web-logs-tab-title">Web Logs</h2>
      <WebLogs headingLevel={3} />
    </section>
  );
}
