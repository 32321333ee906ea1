import { LvGoalsPdfs } from '@/features/admin/lv-goals-pdfs/components/lv-goals-pdfs.tsx';

/** Admin spec 2 "Learning Virtues Goals": the LV Goals PDFs tab. */
export default function LvGoalsPdfsTab() {
  return (
    <section className="admin-panel" aria-labelledby="lv-goals-pdfs-tab-title">
      <h2 id="lv-goals-pdfs-tab-title">Learning Virtues Goals PDFs</h2>
      <LvGoalsPdfs />
    </section>
  );
}
