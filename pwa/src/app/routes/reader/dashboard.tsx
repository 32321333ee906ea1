import type { TileSetting } from '@portal/contract';
import { Screen } from '@/components/layout/screen.tsx';
import { TileGrid } from '@/features/dashboard/components/tile-grid.tsx';
import { useReadPostIds } from '@/data/marks/api/get-read-posts.ts';
import { useUnreadNoticeCount } from '@/features/notices/hooks/use-unread-notice-count.ts';
import { useSettings } from '@/features/settings/api/get-settings.ts';

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
 * unread notices.
 */
export default function DashboardRoute() {
  const { data: settings } = useSettings();
  const tiles = settings?.tile_settings ?? [];
  return (
    <Screen title="Dashboard">
      {tiles.some(isNoticesTile) ? <TilesWithUnreadCount tiles={tiles} /> : <TileGrid tiles={tiles} />}
    </Screen>
  );
}
