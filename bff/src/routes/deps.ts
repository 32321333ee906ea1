import type { BffConfig } from '../config.ts';
import type { PortalUser } from '../auth/portal-users.ts';
import type { CountryLookup } from './web-logs/country-lookup.ts';
import type { Campus } from '@portal/contract';
import type { Identity } from '../auth/token-verifier.ts';
import type { AbuseLimits } from '../middleware/abuse-limits.ts';
import type { Models } from '../models/models.ts';
import type { Logger } from '../operations/logger.ts';

/** What every route module is built from: no CMS client, no read cache (the models own both). */
export type RouteDeps = {
  config: BffConfig;
  /** The records, one model each (bff/src/models): routes read and write through them, never the CMS client or the read cache. */
  models: Models;
  countryOf: CountryLookup;
  now: () => Date;
  /** Declared per route: a route without one is not limited. */
  limits: AbuseLimits;
  /** For what goes wrong after an answer has begun (a download cut short); anything else ends in the request's own log line. */
  log: Logger;
};

/** What campusAuth leaves on `ctx.state` for the handlers. */
export type SignedInState = { user: PortalUser; identity: Identity; campus: Campus };
