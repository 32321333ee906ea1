import { eSignaturePaths } from '@portal/contract';
import { useLocation } from 'react-router';
import { Screen } from '@/components/layout/screen.tsx';

/**
 * Public e-signature routes (spec 2.1). Opened from a link the school emails; they work
 * without sign-in and make no data calls of their own.
 */
export default function ESignatureRoute() {
  const { pathname } = useLocation();
  const interview = pathname.startsWith(eSignaturePaths.docusignInterview.href());
  return (
    <Screen title="Sign documents">
      <p>
        {interview
          ? 'Review and sign the documents for your interview with the school.'
          : 'Review and sign the documents the school has sent you.'}
      </p>
      <p>Open this page from the link in the school&apos;s email. You do not need to sign in to the portal to sign.</p>
    </Screen>
  );
}
