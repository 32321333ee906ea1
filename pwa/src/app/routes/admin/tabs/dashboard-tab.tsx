import { EmptyState } from '@/components/ui/empty-state.tsx';

/** Admin tab panel shell: its heading and the spec's empty text until the tab is built. */
export default function DashboardTab() {
  return (
    <section className="admin-panel" aria-labelledby="dashboard-tab-title">
      <h2 id="dashboard-tab-title">Dashboard</h2>
      <EmptyState />
    </section>
  );
}
