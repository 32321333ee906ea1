import { EmptyState } from '@/components/ui/empty-state.tsx';

/** Admin tab panel shell: its heading and the spec's empty text until the tab is built. */
export default function WebLogsTab() {
  return (
    <section className="admin-panel" aria-labelledby="web-logs-tab-title">
      <h2 id="web-logs-tab-title">Web Logs</h2>
      <EmptyState />
    </section>
  );
}
