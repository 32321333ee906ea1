import { readerPaths } from '@portal/contract';
import { useLocation } from 'react-router';
import { Screen } from '@/components/layout/screen.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';

/**
 * Spec 2.1: notify absence and extended leave share this screen; the path says which.
 * Screen shell until its feature is built: heading and the spec's empty text.
 */
export default function NotifyAbsenceRoute() {
  const { pathname } = useLocation();
  const title = pathname.startsWith(readerPaths.extendedLeave.href()) ? 'Extended leave' : 'Notify absence';
  return (
    <Screen title={title}>
      <EmptyState />
    </Screen>
  );
}
