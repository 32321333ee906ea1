import { EmptyState } from '@/components/ui/empty-state.tsx';

/** Admin tab panel shell: its heading and the spec's empty text until the tab is built. */
export default function EmailLogsTab() {
  return (
    <section className="admin-panel" aria-labelledby="email-logs-tab-title">
      <h2 id="email-logs-tab-title">Email Logs</h2>
      <EmptyState />
    </section>
  );
}
