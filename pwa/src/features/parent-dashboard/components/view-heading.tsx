import { useBackTarget } from '@/components/layout/back-target.ts';

/**
 * A view's heading (spec 2.6: back returns to the summary). The header's back arrow returns
 * while the view shows, so the screen has one way back.
 */
export function ViewHeading({ id, title, backLabel, onBack }: { id: string; title: string; backLabel: string; onBack: () => void }) {
  useBackTarget({ label: backLabel, onBack });
  return (
    <h2 id={id} className="parent-dashboard__box-title">
      {title}
    </h2>
  );
}

/**
 * A chart's task results with the arrow back to its course results (spec 2.6: "a back arrow
 * returns"): it acts within one box of the summary, so it stays beside that chart.
 */
export function ChartHeading({ title, backLabel, onBack }: { title: string; backLabel: string; onBack: () => void }) {
  return (
    <div className="view-heading">
      <button type="button" className="icon-button" aria-label={backLabel} onClick={onBack}>
        <span aria-hidden="true">←</span>
      </button>
      <h3 className="view-heading__title">{title}</h3>
    </div>
  );
}
