import { EmptyState } from '@/components/ui/empty-state.tsx';

/** Admin tab panel shell: its heading and the spec's empty text until the tab is built. */
export default function EmailTab() {
  return (
    <section className="admin-panel" aria-labelledby="email-tab-title">
      <h2 id="email-tab-title">Email</h2>
      <EmptyState />
    </section>
  );
}
