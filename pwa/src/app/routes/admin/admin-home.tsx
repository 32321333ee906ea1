import { Trans, useLingui } from '@lingui/react/macro';
import { adminPaths } from '@portal/contract';
import { Spinner } from '@blueprintjs/core';
import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { usePageVisit } from '@/data/web-logs/hooks/use-page-visit.ts';
import { ADMIN_TABS, homeTabOf } from './admin-tab-list.ts';
import './blueprint-styles.ts';

/**
 * Admin spec 2: a tab's content loads only while it is active. Each panel is a lazy component
 * made once, so neither its code nor its calls run until the tab is chosen; leaving a tab
 * unmounts it.
 */
const PANELS: ReadonlyMap<string, LazyExoticComponent<ComponentType>> = new Map(
  ADMIN_TABS.flatMap((tab) => (tab.load ? [[tab.id, lazy(tab.load)] as const] : [])),
);

/**
 * Admin spec 1: opening a tab is opening a screen. Rendered keyed by the tab, so each time a
 * tab is opened this mounts afresh and logs one visit, named by the tab on the home's path.
 */
function TabVisit({ title }: { title: string }) {
  usePageVisit({ pageId: adminPaths.home.href(), title, pageType: 'admin' });
  return null;
}

export default function AdminHomeRoute() {
  const { t } = useLingui();
  // The open tab lives in the URL (the layout's tab strip links to it), so a reload or a shared link reopens it.
  const [params] = useSearchParams();
  const tab = homeTabOf(params);
  const Panel = PANELS.get(tab.id);
  // An old link to a tab that now has its own address (?tab=email-logs) opens that address.
  if (!Panel) return <Navigate to={tab.href} replace />;

  return (
    <section aria-labelledby="screen-title">
      <TabVisit key={tab.id} title={tab.logTitle} />
      <h1 className="page-title" id="screen-title">
        <Trans>Administration</Trans>
      </h1>
      <Suspense fallback={<Spinner size={40} aria-label={t`Loading`} />}>
        <Panel />
      </Suspense>
    </section>
  );
}
