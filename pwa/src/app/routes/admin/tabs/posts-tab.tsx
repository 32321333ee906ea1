import { EmptyState } from '@/components/ui/empty-state.tsx';

/** Admin tab panel shell: its heading and the spec's empty text until the tab is built. */
export default function PostsTab() {
  return (
    <section className="admin-panel" aria-labelledby="posts-tab-title">
      <h2 id="posts-tab-title">Posts</h2>
      <EmptyState />
    </section>
  );
}
