import { EmptyState } from '@/components/ui/empty-state.tsx';

/** Admin tab panel shell: its heading and the spec's empty text until the tab is built. */
export default function LvGoalsPdfsTab() {
  return (
    <section className="admin-panel" aria-labelledby="lv-goals-pdfs-tab-title">
      <h2 id="lv-goals-pdfs-tab-title">Learning Virtues Goals PDFs</h2>
      <EmptyState />
    </section>
  );
}
