import { Outlet, useLocation } from 'react-router';
import { AppFrame } from '@/components/layout/app-frame.tsx';
import { ScreenBoundary } from '@/components/layout/screen-boundary.tsx';

/**
 * Chrome for the public e-signature pages: no sign-in, so no settings, user or banner
 * calls; just the portal's name and the screen.
 */
export function PublicShell() {
  const { pathname } = useLocation();
  return (
    <AppFrame title="School Portal">
      <ScreenBoundary resetKey={pathname}>
        <Outlet />
      </ScreenBoundary>
    </AppFrame>
  );
}
