import type { BffConfig } from '../config.ts';
import type { CmsClient } from '../cms/cms-client.ts';
import type { PortalUser, PortalUsers } from '../auth/portal-users.ts';
import type { CountryLookup } from './web-logs/country-lookup.ts';
import type { Campus } from '@portal/contract';
import type { Identity } from '../auth/token-verifier.ts';
import type { AbuseLimits } from '../middleware/abuse-limits.ts';
import type { ReadCache } from '../read-cache/read-cache.ts';
import type { SharedReads } from '../read-cache/shared-reads.ts';
import type { PersonalReads } from '../read-cache/personal-reads.ts';
import type { Models } from '../models/models.ts';

/** What every route module is built from. */
export type RouteDeps = {
  config: BffConfig;
  cms: CmsClient;
  /** The records, one model each (bff/src/models): routes read and write through them. */
  models: Models;
  /** The read cache: shared entries below, people's records and marks under their own keys. */
  cache: ReadCache;
  /** What every reader of a campus shares, cached until a change event drops it. */
  shared: SharedReads;
  /** A person's own marks, cached for them alone. */
  personal: PersonalReads;
  users: PortalUsers;
  countryOf: CountryLookup;
  now: () => Date;
  /** Declared per route: a route without one is not limited. */
  limits: AbuseLimits;
};

/** What campusAuth leaves on `ctx.state` for the handlers. */
export type SignedInState = { user: PortalUser; identity: Identity; campus: Campus };
