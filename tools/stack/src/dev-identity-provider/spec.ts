import { z } from 'zod';
import { CAMPUSES } from '@portal/contract';

/** What the launcher tells the dev identity providers' process (serve.ts) to run. */
export const devIdentityProvidersSpec = z.object({
  /** Where the signing keys and cookie secrets are kept, so sessions outlive a restart. */
  stateDir: z.string(),
  clientId: z.string(),
  audience: z.string(),
  providers: z.array(z.object({ campus: z.enum(CAMPUSES), issuer: z.url(), port: z.number().int(), appOrigins: z.array(z.string()) })),
});

export type DevIdentityProvidersSpec = z.infer<typeof devIdentityProvidersSpec>;

/** The environment variable that carries the spec (JSON). */
export const DEV_IDENTITY_PROVIDERS_ENV = 'PORTAL_DEV_IDENTITY_PROVIDERS';
