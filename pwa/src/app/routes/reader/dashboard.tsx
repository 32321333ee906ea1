import { useLingui } from '@lingui/react/macro';
import type { TileSetting } from '@portal/contract';
import { lazy, Suspense, useState } from 'react';
import { Screen } from '@/components/layout/screen.tsx';
import { alertStateAtOnce } from '@/features/alerts/lib/push-support.ts';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { TileGrid, type TileBadge } from '@/features/dashboard/components/tile-grid.tsx';
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

/**
 * How many forms wait for an answer (issue 30), for the Forms tile: its code and its call wait
 * until the first screen is shown, like the offer of alerts, so the tiles never wait for them.
 */
const FormsToDoCount = lazy(() =>
  afterFirstScreen()
    .then(() => import('@/features/forms/components/forms-to-do-count.tsx'))
    .then(({ FormsToDoCount: Count }) => ({ default: Count })),
);

function isNoticesTile(tile: TileSetting): boolean {
  return /^\/notices\/?$/.test(tile.url);
}

function isFormsTile(tile: TileSetting): boolean {
  return /^\/forms\/?$/.test(tile.url);
}

type TileBadges = Record<string, TileBadge>;

/** Only mounted when the school has a notices tile: otherwise home loads no notices at all. */
function TilesWithUnreadCount({ tiles, badges }: { tiles: readonly TileSetting[]; badges: TileBadges }) {
  const count = useUnreadNoticeCount(useReadPostIds());
  const all = { ...badges };
  if (count) for (const tile of tiles) if (isNoticesTile(tile)) all[tile.url] = { count, of: 'unread' };
  return <TileGrid tiles={tiles} badges={all} />;
}

/**
 * Home: the school's tiles for this person (the BFF leaves out those for other user types).
 * The reader guard has already loaded the settings. The notices tile carries the number of
 * unread notices, and, once the screen is shown, the Forms tile the number of forms to do. In
 * Safari on iPhone and iPad, a card above them says how to install the portal, until
 * dismissed. Below them, once the screen is shown, the offer of alerts.
 */
export default function DashboardRoute() {
  const { t } = useLingui();
  const { data: settings } = useSettings();
  const { deviceAnswer } = useAuth();
  const alertsAtOnce = alertStateAtOnce(deviceAnswer);
  const mayOfferAlerts = alertsAtOnce === null || alertsAtOnce === 'denied';
  const tiles = settings?.tile_settings ?? [];
  const [formsToDo, setFormsToDo] = useState(0);
  const badges: TileBadges = {};
  if (formsToDo) for (const tile of tiles) if (isFormsTile(tile)) badges[tile.url] = { count: formsToDo, of: 'to-do' };
  return (
    <Screen title={t`Dashboard`}>
      {isIosSafari() && !isStandalone() ? (
        <Suspense fallback={null}>
          <InstallHint />
        </Suspense>
      ) : null}
      {tiles.some(isNoticesTile) ? (
        <TilesWithUnreadCount tiles={tiles} badges={badges} />
      ) : (
        <TileGrid tiles={tiles} badges={badges} />
      )}
      {tiles.some(isFormsTile) ? (
        <Suspense fallback={null}>
          <FormsToDoCount onCount={setFormsToDo} />
        </Suspense>
      ) : null}
      {mayOfferAlerts ? (
        <Suspense fallback={null}>
          <AlertsOffer deviceAnswer={deviceAnswer} />
        </Suspense>
      ) : null}
    </Screen>
  );
}
