import { signInThroughProvider, type ProviderTokens } from '@portal/stack/sign-in-flow';

/** Signs a demo account in through the dev identity provider, as the PWA does, and returns its tokens. */
export async function signIn(options: Parameters<typeof signInThroughProvider>[0]): Promise<ProviderTokens> {
  return (await signInThroughProvider(options)).tokens;
}
