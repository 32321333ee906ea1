import { useLingui } from '@lingui/react/macro';
import { Screen } from '@/components/layout/screen.tsx';
import { EmailSending } from '@/features/admin/email-sending/components/email-sending.tsx';
import './blueprint-styles.ts';

/** Admin spec 2: the Email tab's sending form on its own address (the spec shows no content), with the Principals Message chosen. */
export default function SendPrincipalEmailsRoute() {
  const { t } = useLingui();
  return (
    <Screen title={t`Send principal emails`}>
      <EmailSending initialType="Principal" />
    </Screen>
  );
}
