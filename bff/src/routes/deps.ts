import type { BffConfig } from '../config.ts';
import type { CmsClient } from '../cms/cms-client.ts';
import type { PortalUser, PortalUsers } from '../auth/portal-users.ts';
import type { CountryLookup } from '../visits/country-lookup.ts';
import type { Campus } from '@portal/contract';
import type { Identity } from '../auth/token-verifier.ts';

/** What every route module is built from. */
export type RouteDeps = {
  config: BffConfig;
  cms: CmsClient;
  users: PortalUsers;
  countryOf: CountryLookup;
  now: () => Date;
};

/** What campusAuth leaves on `ctx.state` for the handlers. */
export type SignedInState = { user: PortalUser; identity: Identity; campus: Campus };
