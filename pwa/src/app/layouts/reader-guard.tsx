import { isRouteAllowed } from '@portal/contract';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { useSettings } from '@/features/settings/api/get-settings.ts';
import { usePageVisit } from '@/features/weblogs/hooks/use-page-visit.ts';
import { useRouteHandle } from '../route-handle.ts';

/**
 * Spec 2.2: a reader route opens only when it is always allowed or matches one of the
 * school's tile urls; otherwise the person lands on home. Access follows the tiles, not
 * the role. Allowed screens record their visit.
 */
export function ReaderGuard() {
  const { data: settings, isPending, error, refetch } = useSettings();
  const { pathname } = useLocation();
  const handle = useRouteHandle();

  const tileUrls = settings?.tile_settings.map((tile) => tile.url) ?? [];
  const allowed = Boolean(settings) && isRouteAllowed(pathname, tileUrls);
  usePageVisit(allowed ? pathname : null, handle?.title ?? pathname, 'reader');

  if (isPending) return <Loading />;
  // Without settings the guard cannot decide; sending the person home would lose their link.
  if (error) return <ErrorMessage error={error} onRetry={() => void refetch()} />;
  if (!allowed) return <Navigate to="/" replace />;
  return <Outlet />;
}
