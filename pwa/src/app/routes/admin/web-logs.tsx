import { Screen } from '@/components/layout/screen.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import './blueprint-styles.ts';

/** Screen shell until it is built: heading and the spec's empty text, no fake data. */
export default function WebLogsRoute() {
  return (
    <Screen title="Web logs">
      <EmptyState />
    </Screen>
  );
}
