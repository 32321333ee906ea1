import { API_MESSAGES, adminPaths, readerPaths } from '@portal/contract';
import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation, useResolvedPath } from 'react-router';
import { Link } from '@/components/ui/link.tsx';
import { Screen } from '@/components/layout/screen.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { usePageVisit } from '@/data/web-logs/hooks/use-page-visit.ts';
import { useRouteHandle } from '../../route-handle.ts';

/**
 * An entry of the admin menu, marked as the current page (aria-current, class 'active') on its
 * path or, unless `end`, below it: React Router's NavLink rule (components/ui/link.tsx says
 * why the portal has its own links).
 */
function NavLink({ to, end = false, children }: { to: string; end?: boolean; children: ReactNode }) {
  const here = useLocation().pathname.toLowerCase();
  const path = useResolvedPath(to).pathname.toLowerCase();
  const endOfPath = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  const active = here === path || (!end && here.startsWith(path) && here.charAt(endOfPath) === '/');
  return (
    <Link to={to} className={active ? 'active' : ''} aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  );
}

/**
 * Every /admin route. Only users whose record has is_admin get in; the BFF refuses admin
 * calls with 403 anyway, so this is for clarity, not the security boundary. Blueprint's
 * code and styles come with the child screens, so a refused reader never loads them.
 * Admin spec 1: every screen an admin opens records its visit, here by its path unless the
 * screen logs its own (the home logs each tab it opens); a refused person's records none.
 */
export default function AdminLayout() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const isAdmin = user?.is_admin === true;
  const loggedHere = isAdmin && handle?.visit !== 'by-screen';
  usePageVisit(loggedHere ? { pageId: pathname, title: handle?.title ?? pathname, pageType: 'admin' } : null);

  if (!isAdmin) {
    return (
      <Screen title="Administration">
        <p role="alert">{API_MESSAGES.forbidden}</p>
        <p>
          <Link to={readerPaths.home.href()}>Go to the home page</Link>
        </p>
      </Screen>
    );
  }

  return (
    <div className="admin">
      <nav aria-label="Administration">
        <ul className="admin-nav">
          <li>
            <NavLink to={adminPaths.home.href()} end>
              Admin Home
            </NavLink>
          </li>
          <li>
            <NavLink to={adminPaths.emailLogs.href()}>Email Logs</NavLink>
          </li>
          <li>
            <NavLink to={adminPaths.webLogs.href()}>Web Logs</NavLink>
          </li>
        </ul>
      </nav>
      {/* The admin screens are lazy components: they start loading only here. */}
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
