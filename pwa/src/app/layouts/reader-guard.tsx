import { isRouteAllowed, readerPaths } from '@portal/contract';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { useSettings } from '@/features/settings/api/get-settings.ts';
import { usePageVisit } from '@/data/web-logs/hooks/use-page-visit.ts';
import { markFirstScreenShown } from '@/lib/first-screen.ts';
import { useRouteHandle } from '../route-handle.ts';

/**
 * Rendered beside the screen, inside the same Suspense boundary, so it runs only once the
 * screen's code has loaded and the screen is on the page; once no call is on its way either,
 * the screen is complete (lib/first-screen.ts).
 */
function ScreenShown() {
  const client = useQueryClient();
  const fetching = useIsFetching();
  useEffect(() => {
    // Asked again here: the screen's own calls start in its effects, which run before this one.
    if (fetching === 0 && client.isFetching() === 0) markFirstScreenShown();
  }, [fetching, client]);
  return null;
}

/**
 * Spec 2.2: a reader route opens only when it is always allowed or matches one of the
 * school's tile urls; otherwise the person lands on home. Access follows the tiles, not
 * the role. Allowed screens record their visit (here, unless the screen names what it shows).
 */
export function ReaderGuard() {
  const { data: settings, isPending, error, refetch } = useSettings();
  const { pathname } = useLocation();
  const handle = useRouteHandle();

  const tileUrls = settings?.tile_settings.map((tile) => tile.url) ?? [];
  const allowed = Boolean(settings) && isRouteAllowed(pathname, tileUrls);
  const loggedHere = allowed && handle?.visit !== 'by-screen';
  usePageVisit(loggedHere ? { pageId: pathname, title: handle?.title ?? pathname, pageType: 'reader' } : null);

  if (isPending) return <Loading />;
  // Without settings the guard cannot decide; sending the person home would lose their link.
  // Settings already shown stay when a later refresh fails (offline, say): they still decide.
  if (!settings) return <ErrorMessage error={error} onRetry={() => void refetch()} />;
  if (!allowed) return <Navigate to={readerPaths.home.href()} replace />;
  return (
    <>
      <Outlet />
      <ScreenShown />
    </>
  );
}
