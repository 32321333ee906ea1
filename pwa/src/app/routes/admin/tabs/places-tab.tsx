import { EmptyState } from '@/components/ui/empty-state.tsx';

/** Admin tab panel shell: its heading and the spec's empty text until the tab is built. */
export default function PlacesTab() {
  return (
    <section className="admin-panel" aria-labelledby="places-tab-title">
      <h2 id="places-tab-title">Places and Pages</h2>
      <EmptyState />
    </section>
  );
}
