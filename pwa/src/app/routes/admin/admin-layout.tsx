import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { API_MESSAGES, LANGUAGE_NAMES, adminPaths, isLanguage, readerPaths } from '@portal/contract';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link.tsx';
import { Screen } from '@/components/layout/screen.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { usePageVisit } from '@/data/web-logs/hooks/use-page-visit.ts';
import { AdminTabStrip, type AdminTabLink } from '@/features/admin/components/admin-tab-strip.tsx';
import { addAdminTexts } from '@/features/admin/lib/admin-texts.ts';
import { CATALOG_REVIEWS } from '@/locales/reviews.ts';
import { useRouteHandle } from '../../route-handle.ts';
import { ADMIN_TABS, homeTabOf } from './admin-tab-list.ts';
import './admin.css';

const HOME_LINK: AdminTabLink = { id: 'home', title: msg`Admin Home`, href: adminPaths.home.href() };

/**
 * The admin area's texts are loaded in the language shown before its screens show (English
 * needs none, so they show at once); only an admin's device downloads them.
 */
function WithAdminTexts({ children }: { children: ReactNode }) {
  const [loading, setLoading] = useState(addAdminTexts);
  useEffect(() => {
    if (!loading) return undefined;
    let current = true;
    void loading.then(() => {
      if (current) setLoading(null);
    });
    return () => {
      current = false;
    };
  }, [loading]);
  return loading ? <Loading /> : children;
}

/**
 * Every /admin route. Only users whose record has is_admin get in; the BFF refuses admin
 * calls with 403 anyway, so this is for clarity, not the security boundary. Blueprint's
 * code and styles come with the child screens, so a refused reader never loads them.
 * Admin spec 1: every screen an admin opens records its visit, here by its path unless the
 * screen logs its own (the home logs each tab it opens); a refused person's records none.
 * Every admin screen sits under the tab strip, its own tab marked: the home's chosen tab, or
 * the tab a screen belongs to (its route's `adminTab`).
 */
export default function AdminLayout() {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const handle = useRouteHandle();
  const atHome = handle?.adminTab === undefined;
  const isAdmin = user?.is_admin === true;
  const loggedHere = isAdmin && handle?.visit !== 'by-screen';
  usePageVisit(loggedHere ? { pageId: pathname, title: handle?.title ?? pathname, pageType: 'admin' } : null);

  if (!isAdmin) {
    return (
      <Screen title={t`Administration`}>
        <p role="alert">{i18n._(API_MESSAGES.forbidden)}</p>
        <p>
          <Link to={readerPaths.home.href()}>
            <Trans>Go to the home page</Trans>
          </Link>
        </p>
      </Screen>
    );
  }

  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const awaitingReview = language !== 'en' && CATALOG_REVIEWS[language] === null;
  const languageName = LANGUAGE_NAMES[language];

  return (
    <WithAdminTexts>
      <div className="admin">
        {awaitingReview ? (
          <p className="admin__review-mark" role="note">
            <Trans>
              Needs school review: the {languageName} translation of the portal was written by the portal team and has not been
              signed off by a reviewer the school names yet.
            </Trans>
          </p>
        ) : null}
        <AdminTabStrip
          tabs={ADMIN_TABS}
          currentTabId={handle?.adminTab ?? homeTabOf(params).id}
          homeLink={atHome ? null : HOME_LINK}
        />
        {/* The admin screens are lazy components: they start loading only here. */}
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </div>
    </WithAdminTexts>
  );
}
