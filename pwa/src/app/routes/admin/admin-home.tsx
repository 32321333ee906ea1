import { adminPaths } from '@portal/contract';
import { useSearchParams } from 'react-router';
import { AdminTabs, type AdminTab } from '@/features/admin/components/admin-tabs.tsx';
import { usePageVisit } from '@/data/web-logs/hooks/use-page-visit.ts';
import './blueprint-styles.ts';

/** Admin spec 2: the tab strip; Posts is the default tab. */
export const ADMIN_TABS: readonly AdminTab[] = [
  { id: 'dashboard', title: 'Dashboard', load: () => import('./tabs/dashboard-tab.tsx') },
  { id: 'places', title: 'Places', load: () => import('./tabs/places-tab.tsx') },
  { id: 'posts', title: 'Posts', load: () => import('./tabs/posts-tab.tsx') },
  { id: 'email', title: 'Email', load: () => import('./tabs/email-tab.tsx') },
  { id: 'email-logs', title: 'Email Logs', load: () => import('./tabs/email-logs-tab.tsx') },
  { id: 'web-logs', title: 'Web Logs', load: () => import('./tabs/web-logs-tab.tsx') },
  { id: 'subscribed', title: 'Subscribed', load: () => import('./tabs/subscribed-tab.tsx') },
  { id: 'learning-virtues-goals', title: 'LV Goals PDFs', load: () => import('./tabs/learning-virtues-goals-tab.tsx') },
];

export const DEFAULT_ADMIN_TAB = 'posts';

/** Tab ids an earlier version put in the URL: bookmarks and shared links to them still open their tab. */
const FORMER_TAB_IDS: ReadonlyMap<string, string> = new Map([['lv-goals-pdfs', 'learning-virtues-goals']]);

/**
 * Admin spec 1: opening a tab is opening a screen. Rendered keyed by the tab, so each time a
 * tab is opened this mounts afresh and logs one visit, named by the tab on the home's path.
 */
function TabVisit({ title }: { title: string }) {
  usePageVisit({ pageId: adminPaths.home.href(), title, pageType: 'admin' });
  return null;
}

export default function AdminHomeRoute() {
  // The open tab lives in the URL, so a reload or a shared link reopens it.
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const requested = (asked && FORMER_TAB_IDS.get(asked)) ?? asked;
  const selected = ADMIN_TABS.find((tab) => tab.id === requested)?.id ?? DEFAULT_ADMIN_TAB;
  const selectedTitle = ADMIN_TABS.find((tab) => tab.id === selected)?.title ?? selected;

  return (
    <section aria-labelledby="screen-title">
      <TabVisit key={selected} title={selectedTitle} />
      <h1 className="page-title" id="screen-title">
        Administration
      </h1>
      <AdminTabs
        tabs={ADMIN_TABS}
        selectedTabId={selected}
        onChange={(tabId) => setParams(tabId === DEFAULT_ADMIN_TAB ? {} : { tab: tabId }, { replace: true })}
      />
    </section>
  );
}
