import { createDevIdentityProvider } from './provider.ts';
import { DEV_IDENTITY_PROVIDERS_ENV, devIdentityProvidersSpec } from './spec.ts';

/**
 * The dev identity providers as a process of their own, which the launcher starts and
 * restarts like the CMS (tools/stack/src/stack.ts). They are kept out of the BFF's process
 * because oidc-provider keeps its request context in AsyncLocalStorage, whose promise hooks
 * (on Node 20) tax every promise of the process it runs in: with them inside, the BFF answered
 * about a third fewer requests, a cost production (a real provider elsewhere) never pays.
 */
// The launcher holds an IPC channel to this process: when the launcher ends, however it ends
// (a SIGKILL included), the channel closes and the providers end with it, freeing their ports.
process.on('disconnect', () => process.exit(0));

const spec = devIdentityProvidersSpec.parse(JSON.parse(process.env[DEV_IDENTITY_PROVIDERS_ENV] ?? 'null'));
for (const { campus, issuer, port, appOrigins } of spec.providers) {
  const provider = await createDevIdentityProvider({ campus, issuer, clientId: spec.clientId, audience: spec.audience, appOrigins, stateDir: spec.stateDir });
  await provider.listen(port);
}
