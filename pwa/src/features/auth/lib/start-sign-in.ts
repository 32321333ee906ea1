import { getCampusConfig } from '../api/get-campus-config.ts';
import { saveCampusConfig } from './saved-campus-config.ts';
import { takeSignInAttempt } from './sign-in-session.ts';
import { createSignInClient } from './sign-in-client.ts';

/**
 * A signed-out visit (spec 2.3's signIn state): straight to the campus identity provider,
 * before any screen's code or React has loaded. Resolves true once the browser is on its way
 * to the provider; false when the app should start instead and explain (the settings or the
 * provider cannot be reached, or too many attempts just now).
 */
export async function startSignIn(): Promise<boolean> {
  try {
    const config = await getCampusConfig();
    saveCampusConfig(config);
    if (!takeSignInAttempt()) return false;
    const { pathname, search, hash } = window.location;
    await createSignInClient(config, window.location.origin).signinRedirect({
      state: { returnTo: `${pathname}${search}${hash}` },
    });
    return true;
  } catch (error) {
    console.warn('Sign-in could not start before the app; the app takes over', error);
    return false;
  }
}
