import { Trans } from '@lingui/react/macro';
import { EmailSending } from '@/features/admin/email-sending/components/email-sending.tsx';

/** Admin spec 2: the Email tab, where the weekly digest, daily reminders and principal message are sent from. */
export default function EmailTab() {
  return (
    <section className="admin-panel" aria-labelledby="email-tab-title">
      <h2 id="email-tab-title">
        <Trans>Email</Trans>
      </h2>
      <EmailSending />
    </section>
  );
}
