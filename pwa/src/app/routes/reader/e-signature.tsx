import { Trans, useLingui } from '@lingui/react/macro';
import { eSignaturePaths } from '@portal/contract';
import { useLocation, useSearchParams } from 'react-router';
import { Screen } from '@/components/layout/screen.tsx';
import { publicSigningCallOf } from '@/features/forms/api/public-signing.ts';
import { PublicSigning } from '@/features/forms/components/public-signing.tsx';

/**
 * Public e-signature routes (spec 2.1), usable without sign-in. A link the school emails
 * carries its signing token (`?t=`): the page shows that form for that child (issue 30). Opened
 * without one, it says where the link is.
 */
export default function ESignatureRoute() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const token = params.get('t');
  const interview = pathname.startsWith(eSignaturePaths.docusignInterview.href());
  return (
    <Screen title={t`Sign documents`}>
      {token ? (
        <PublicSigning key={token} call={publicSigningCallOf(pathname)} token={token} />
      ) : (
        <>
          <p>
            {interview ? (
              <Trans>Review and sign the documents for your interview with the school.</Trans>
            ) : (
              <Trans>Review and sign the documents the school has sent you.</Trans>
            )}
          </p>
          <p>
            <Trans>
              Open this page from the link in the school&apos;s email. You do not need to sign in to the portal to sign.
            </Trans>
          </p>
        </>
      )}
    </Screen>
  );
}
