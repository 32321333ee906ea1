import { Trans } from '@lingui/react/macro';
import { EmergencyBroadcasts } from '@/features/admin/emergency-broadcasts/components/emergency-broadcasts.tsx';

/** Admin spec 2 leaves the Dashboard empty; the emergency broadcasts are managed here. */
export default function DashboardTab() {
  return (
    <section className="admin-panel" aria-labelledby="dashboard-tab-title">
      <h2 id="dashboard-tab-title">
        <Trans>Dashboard</Trans>
      </h2>
      <EmergencyBroadcasts />
    </section>
  );
}
