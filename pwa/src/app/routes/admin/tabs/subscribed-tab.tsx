import { EmptyState } from '@/components/ui/empty-state.tsx';

/** Admin tab panel shell: its heading and the spec's empty text until the tab is built. */
export default function SubscribedTab() {
  return (
    <section className="admin-panel" aria-labelledby="subscribed-tab-title">
      <h2 id="subscribed-tab-title">Subscribed</h2>
      <EmptyState />
    </section>
  );
}
