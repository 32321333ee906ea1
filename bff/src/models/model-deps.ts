import type { BffConfig } from '../config.ts';
import type { CmsClient } from '../cms/cms-client.ts';
import type { ReadCache } from '../read-cache/read-cache.ts';
import type { SharedReads } from '../read-cache/shared-reads.ts';
import type { PersonalReads } from '../read-cache/personal-reads.ts';
import type { PortalUsers } from '../auth/portal-users.ts';
import type { Logger } from '../operations/logger.ts';

/** What models are built from: the CMS client (theirs alone), the read cache, the clock and the log. */
export type ModelDeps = {
  config: BffConfig;
  cms: CmsClient;
  cache: ReadCache;
  shared: SharedReads;
  personal: PersonalReads;
  users: PortalUsers;
  now: () => Date;
  log: Logger;
};
