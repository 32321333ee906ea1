import { Screen } from '@/components/layout/screen.tsx';
import { TileGrid } from '@/features/dashboard/components/tile-grid.tsx';
import { useSettings } from '@/features/settings/api/get-settings.ts';

/** Home: the school's tiles. The reader guard has already loaded the settings. */
export default function DashboardRoute() {
  const { data: settings } = useSettings();
  return (
    <Screen title="Dashboard">
      <TileGrid tiles={settings?.tile_settings ?? []} />
    </Screen>
  );
}
