import { Screen } from '@/components/layout/screen.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';

/** Screen shell until its feature is built: heading and the spec's empty text, no fake data. */
export default function ParentDashboardRoute() {
  return (
    <Screen title="Parent dashboard">
      <EmptyState />
    </Screen>
  );
}
