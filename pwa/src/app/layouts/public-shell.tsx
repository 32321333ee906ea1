import { Outlet } from 'react-router';
import { SkipLink } from '@/components/layout/skip-link.tsx';

/**
 * Chrome for the public e-signature pages: no sign-in, so no settings, user or banner
 * calls; just the portal's name and the screen.
 */
export function PublicShell() {
  return (
    <div className="app">
      <SkipLink />
      <header className="site-header">
        <div className="site-header__brand">
          <span className="site-header__home">
            <span className="site-header__mark" aria-hidden="true">
              SP
            </span>
            <span className="site-header__title">School Portal</span>
          </span>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="main">
        <Outlet />
      </main>
    </div>
  );
}
