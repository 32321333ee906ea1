import { Trans } from '@lingui/react/macro';
import { LearningVirtuesGoals } from '@/features/admin/learning-virtues-goals/components/learning-virtues-goals.tsx';

/** Admin spec 2 "Learning Virtues Goals": the LV Goals PDFs tab. */
export default function LearningVirtuesGoalsTab() {
  return (
    <section className="admin-panel" aria-labelledby="learning-virtues-goals-tab-title">
      <h2 id="learning-virtues-goals-tab-title">
        <Trans>Learning Virtues Goals PDFs</Trans>
      </h2>
      <LearningVirtuesGoals />
    </section>
  );
}
