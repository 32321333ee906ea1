import { Trans, useLingui } from '@lingui/react/macro';
import { eSignaturePaths } from '@portal/contract';
import { useLocation } from 'react-router';
import { Screen } from '@/components/layout/screen.tsx';

/**
 * Public e-signature routes (spec 2.1). Opened from a link the school emails; they work
 * without sign-in and make no data calls of their own.
 */
export default function ESignatureRoute() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const interview = pathname.startsWith(eSignaturePaths.docusignInterview.href());
  return (
    <Screen title={t`Sign documents`}>
      <p>
        {interview ? (
          <Trans>Review and sign the documents for your interview with the school.</Trans>
        ) : (
          <Trans>Review and sign the documents the school has sent you.</Trans>
        )}
      </p>
      <p>
        <Trans>Open this page from the link in the school&apos;s email. You do not need to sign in to the portal to sign.</Trans>
      </p>
    </Screen>
  );
}
