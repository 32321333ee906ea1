import { Trans } from '@lingui/react/macro';
import { AlertReach } from '@/features/admin/emergency-alerts/components/alert-reach.tsx';
import { EmergencyBroadcasts } from '@/features/admin/emergency-broadcasts/components/emergency-broadcasts.tsx';

/** Admin spec 2 leaves the Dashboard empty; the emergency broadcasts are managed here, with the reach of each alert under them (issue 29). */
export default function DashboardTab() {
  return (
    <section className="admin-panel" aria-labelledby="dashboard-tab-title">
      <h2 id="dashboard-tab-title">
        <Trans>Dashboard</Trans>
      </h2>
      <EmergencyBroadcasts />
      <AlertReach />
    </section>
  );
}
