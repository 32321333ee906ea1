import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { adminPaths } from '@portal/contract';
import type { ComponentType } from 'react';
import type { AdminTabLink } from '@/features/admin/components/admin-tab-strip.tsx';

export type AdminTab = AdminTabLink & {
  /** The tab's name in the visit log: English, whatever language the admin reads in. */
  logTitle: string;
  /** Loads the tab's panel on the admin home; none for a tab that is a screen of its own. */
  load?: () => Promise<{ default: ComponentType }>;
};

export const DEFAULT_ADMIN_TAB = 'posts';

const homeTab = (id: string, title: MessageDescriptor, logTitle: string, load: AdminTab['load']): AdminTab => ({
  id,
  title,
  logTitle,
  href: id === DEFAULT_ADMIN_TAB ? adminPaths.home.href() : `${adminPaths.home.href()}?tab=${id}`,
  load,
});

/**
 * Admin spec 2: the tab strip; Posts is the default tab. Email Logs and Web Logs open their
 * own addresses (/admin/email-logs, /admin/web-logs/), which the editors' links name too, so
 * each screen has one address and the strip stays above it.
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  homeTab('dashboard', msg`Dashboard`, 'Dashboard', () => import('./tabs/dashboard-tab.tsx')),
  homeTab('places', msg`Places`, 'Places', () => import('./tabs/places-tab.tsx')),
  homeTab('posts', msg`Posts`, 'Posts', () => import('./tabs/posts-tab.tsx')),
  homeTab('email', msg`Email`, 'Email', () => import('./tabs/email-tab.tsx')),
  { id: 'email-logs', title: msg`Email Logs`, logTitle: 'Email Logs', href: adminPaths.emailLogs.href() },
  { id: 'web-logs', title: msg`Web Logs`, logTitle: 'Web Logs', href: adminPaths.webLogs.href() },
  homeTab('subscribed', msg`Subscribed`, 'Subscribed', () => import('./tabs/subscribed-tab.tsx')),
  homeTab('learning-virtues-goals', msg`LV Goals PDFs`, 'LV Goals PDFs', () => import('./tabs/learning-virtues-goals-tab.tsx')),
];

/** Tab ids an earlier version put in the URL: bookmarks and shared links to them still open their tab. */
const FORMER_TAB_IDS: ReadonlyMap<string, string> = new Map([['lv-goals-pdfs', 'learning-virtues-goals']]);

/** The tab an admin home address asks for (`?tab=`), Posts when it names none we know. */
export function homeTabOf(params: URLSearchParams): AdminTab {
  const asked = params.get('tab');
  const requested = (asked && FORMER_TAB_IDS.get(asked)) ?? asked;
  return ADMIN_TABS.find((tab) => tab.id === requested) ?? ADMIN_TABS.find((tab) => tab.id === DEFAULT_ADMIN_TAB)!;
}
