import { Trans } from '@lingui/react/macro';
import { ConnectionsPdf } from '@/features/admin/connections-pdf/components/connections-pdf.tsx';
import { Subscribers } from '@/features/admin/subscribers/components/subscribers.tsx';

/** Admin spec 2: the Subscribed tab, the subscribers who receive the Connections PDF, and the PDF itself. */
export default function SubscribedTab() {
  return (
    <section className="admin-panel" aria-labelledby="subscribed-tab-title">
      <h2 id="subscribed-tab-title">
        <Trans>Subscribed</Trans>
      </h2>
      <Subscribers />
      <ConnectionsPdf />
    </section>
  );
}
