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
