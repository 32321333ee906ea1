import { Trans, useLingui } from '@lingui/react/macro';
import { readerPaths } from '@portal/contract';
import { useOnlineStatus } from '@/offline/use-online-status.ts';
import './auth-provider.css';

/**
 * Where sign-out ends: the identity provider's end-session endpoint sends the person back to
 * this public page (`post_logout_redirect_uri`), in the school's look (the public shell). "Sign
 * in again" loads the portal's home in full, whose first script sends a signed-out visitor to
 * the identity provider. Nothing here calls the server, so it shows offline too (from the
 * precached app shell).
 */
export function SignedOutScreen() {
  const { t } = useLingui();
  const online = useOnlineStatus();
  return (
    <section className="status-screen status-screen--card" aria-labelledby="screen-title">
      <h1 className="page-title" id="screen-title">
        <Trans>You are signed out</Trans>
      </h1>
      <p>
        <Trans>What the portal kept for you on this device has been removed.</Trans>
      </p>
      <p role="status">{online ? null : t`You are offline. Connect to the internet to sign in again.`}</p>
      <p>
        <a className="button" href={readerPaths.home.href()}>
          <Trans>Sign in again</Trans>
        </a>
      </p>
    </section>
  );
}
