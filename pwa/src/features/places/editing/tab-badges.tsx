import { Trans } from '@lingui/react/macro';
import type { PlaceTab } from '../lib/place-tabs.ts';
import { isScheduled } from './publish-period.ts';

/** What editors see beside a tab that readers do not: hidden and scheduled pages. */
export function TabBadges({ tab }: { tab: PlaceTab }) {
  if (tab.kind === 'fixed') return null;
  const { page } = tab;
  return (
    <>
      {page.pageHide ? (
        <span className="badge place-tabs__badge">
          <Trans>Hidden</Trans>
        </span>
      ) : null}
      {isScheduled(page, new Date()) ? (
        <span className="badge place-tabs__badge">
          <Trans>Scheduled</Trans>
        </span>
      ) : null}
    </>
  );
}
