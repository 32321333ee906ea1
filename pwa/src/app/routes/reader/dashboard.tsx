import { useLingui } from '@lingui/react/macro';
import type { TileSetting } from '@portal/contract';
import { lazy, Suspense } from 'react';
import { Screen } from '@/components/layout/screen.tsx';
import { alertStateAtOnce } from '@/features/alerts/lib/push-support.ts';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { TileGrid } from '@/features/dashboard/components/tile-grid.tsx';
import { useReadPostIds } from '@/data/marks/api/get-read-posts.ts';
import { useUnreadNoticeCount } from '@/features/notices/hooks/use-unread-notice-count.ts';
import { useSettings } from '@/features/settings/api/get-settings.ts';
import { afterFirstScreen } from '@/lib/first-screen.ts';
import { isIosSafari, isStandalone } from '@/lib/platform.ts';

/** The install tip: its code loads only in Safari on iPhone and iPad, the one browser that needs it. */
const InstallHint = lazy(() => import('@/components/pwa/install-hint.tsx').then(({ InstallHint: Hint }) => ({ default: Hint })));

/**
 * The offer of alerts (issue 29): its code loads once the first screen is shown, and only where
 * alerts could be turned on here or were blocked (not on a shared computer, nor where the
 * browser has no push).
 */
const AlertsOffer = lazy(() =>
  afterFirstScreen()
    .then(() => import('@/features/alerts/components/alerts-offer.tsx'))
    .then(({ AlertsOffer: Offer }) => ({ default: Offer })),
);

function isNoticesTile(tile: TileSetting): boolean {
  return /^\/notices\/?$/.test(tile.url);
}

/** Only mounted when the school has a notices tile: otherwise home loads no notices at all. */
function TilesWithUnreadCount({ tiles }: { tiles: readonly TileSetting[] }) {
  const count = useUnreadNoticeCount(useReadPostIds());
  const badges: Record<string, number> = {};
  if (count) for (const tile of tiles) if (isNoticesTile(tile)) badges[tile.url] = count;
  return <TileGrid tiles={tiles} badges={badges} />;
}

/**
 * Home: the school's tiles for this person (the BFF leaves out those for other user types).
 * The reader guard has already loaded the settings. The notices tile carries the number of
 * unread notices. In Safari on iPhone and iPad, a card above them says how to install the
 * portal, until dismissed. Below them, once the screen is shown, the offer of alerts.
 */
export default function DashboardRoute() {
  const { t } = useLingui();
  const { data: settings } = useSettings();
  const { deviceAnswer } = useAuth();
  const alertsAtOnce = alertStateAtOnce(deviceAnswer);
  const mayOfferAlerts = alertsAtOnce === null || alertsAtOnce === 'denied';
  const tiles = settings?.tile_settings ?? [];
  return (
    <Screen title={t`Dashboard`}>
      {isIosSafari() && !isStandalone() ? (
        <Suspense fallback={null}>
          <InstallHint />
        </Suspense>
      ) : null}
      {tiles.some(isNoticesTile) ? <TilesWithUnreadCount tiles={tiles} /> : <TileGrid tiles={tiles} />}
      {mayOfferAlerts ? (
        <Suspense fallback={null}>
          <AlertsOffer deviceAnswer={deviceAnswer} />
        </Suspense>
      ) : null}
    </Screen>
  );
}
