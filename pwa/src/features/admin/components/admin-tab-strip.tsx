import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@/components/ui/link.tsx';
import './admin-tab-strip.css';

export type AdminTabLink = {
  id: string;
  title: MessageDescriptor;
  /** Where the tab opens: the admin home with the tab chosen, or the screen's own route. */
  href: string;
};

type AdminTabStripProps = {
  tabs: readonly AdminTabLink[];
  /** The tab of the screen shown (an editor belongs to the tab it was opened from). */
  currentTabId: string | null;
  /**
   * Admin spec 2's "Admin Home" link of the editors, first in the strip on every screen but the
   * home itself: one row of links, not a second one above the form.
   */
  homeLink?: AdminTabLink | null;
};

/**
 * Admin spec 2's tab strip, above every admin screen: the home's tabs and the screens with
 * addresses of their own (Email Logs, Web Logs, the editors) share it, so an admin never
 * leaves it. Tabs that change the address are links, not ARIA tabs (which switch panels in
 * place): the one shown is marked aria-current="page". No Blueprint here: the admin layout
 * draws it before it knows the person may see Blueprint's screens.
 */
export function AdminTabStrip({ tabs, currentTabId, homeLink = null }: AdminTabStripProps) {
  const { t, i18n } = useLingui();
  return (
    <nav className="admin-tab-strip" aria-label={t`Administration`}>
      <ul className="admin-tab-strip__list">
        {homeLink && (
          <li className="admin-tab-strip__home">
            <Link to={homeLink.href} className="admin-tab-strip__tab">
              {i18n._(homeLink.title)}
            </Link>
          </li>
        )}
        {tabs.map((tab) => {
          const current = tab.id === currentTabId;
          return (
            <li key={tab.id}>
              <Link to={tab.href} className="admin-tab-strip__tab" aria-current={current ? 'page' : undefined}>
                {i18n._(tab.title)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
