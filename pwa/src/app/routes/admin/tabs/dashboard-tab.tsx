import { Classes } from '@blueprintjs/core';
import { Trans } from '@lingui/react/macro';
import { adminFormPaths } from '@portal/contract';
import { Link } from '@/components/ui/link.tsx';
import { AlertReach } from '@/features/admin/emergency-alerts/components/alert-reach.tsx';
import { EmergencyBroadcasts } from '@/features/admin/emergency-broadcasts/components/emergency-broadcasts.tsx';

/**
 * Admin spec 2 leaves the Dashboard empty; the emergency broadcasts are managed here, with the
 * reach of each alert under them (issue 29), and the way to the permission forms (issue 30),
 * which are not one of the spec's tabs.
 */
export default function DashboardTab() {
  return (
    <section className="admin-panel" aria-labelledby="dashboard-tab-title">
      <h2 id="dashboard-tab-title">
        <Trans>Dashboard</Trans>
      </h2>
      <EmergencyBroadcasts />
      <AlertReach />
      <section aria-labelledby="dashboard-forms-title">
        <h3 id="dashboard-forms-title">
          <Trans>Permission forms</Trans>
        </h3>
        <p>
          <Trans>Consent forms carers sign on their phones: write one, publish it, and follow who has answered.</Trans>
        </p>
        <Link className={Classes.BUTTON} to={adminFormPaths.forms.href()}>
          <Trans>Open the permission forms</Trans>
        </Link>
      </section>
    </section>
  );
}
