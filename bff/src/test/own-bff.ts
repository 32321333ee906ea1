import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { createApp } from '../app.ts';
import type { CmsClient } from '../cms/cms-client.ts';
import { configFromEnv, type BffConfig } from '../config.ts';
import { createAbuseLimits } from '../middleware/abuse-limits.ts';
import { createLogger, type Logger } from '../operations/logger.ts';
import { ensureCmsSecrets } from '@portal/stack/secrets';
import { devIssuersEnv, REPO_ROOT } from '@portal/stack';

const CMS_ENV_FILE = path.join(REPO_ROOT, 'cms', '.env');

/**
 * The stack's BFF settings as environment variables, with some changed, for a test that runs
 * BFFs of its own against the stack's CMS and identity providers (tokens from `tokenFor` and
 * feed URLs from the stack's BFF work on them too). They log nothing unless a test asks
 * (LOG_LEVEL, or a logger of its own: test/log-lines.ts).
 */
export function stackBffEnv(overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  const stack = inject('stack');
  const secrets = ensureCmsSecrets(CMS_ENV_FILE);
  return {
    LOG_LEVEL: 'silent',
    CMS_URL: stack.cmsUrl,
    CMS_API_TOKEN: stack.cmsApiToken,
    CALENDAR_FEED_SECRET: process.env.CALENDAR_FEED_SECRET ?? secrets.PORTAL_CALENDAR_FEED_SECRET,
    CACHE_EVENTS_SECRET: secrets.PORTAL_CACHE_EVENTS_SECRET,
    ...devIssuersEnv(stack.idpUrl, stack.armidaleIdpUrl),
    // Links made here lead to the stack's BFF, which holds the same keys.
    PORTAL_URL_SYDNEY: stack.portalUrls.sydney,
    PORTAL_URL_ARMIDALE: stack.portalUrls.armidale,
    ...overrides,
  };
}

/** `stackBffEnv` read as the BFF reads its environment. */
export function stackBffConfig(overrides: Record<string, string> = {}): BffConfig {
  return configFromEnv(stackBffEnv(overrides));
}

export type OwnBff = { url: string; app: ReturnType<typeof createApp>; server: Server; close(): Promise<void> };

/**
 * A BFF process of the test's own (API only) on a free port, subscribed to change events; `close`
 * also ends its Redis connections. `waitForRedis: false` answers as soon as it listens, before the
 * first subscription (which ioredis gives up on a Redis that is away only after its retries).
 * Its lines go to `log` (a test reading them gives one: test/log-lines.ts), else by its LOG_LEVEL to stdout.
 */
export async function startOwnBff(
  config: BffConfig,
  { cms, waitForRedis = true, log = createLogger({ level: config.logLevel }) }: { cms?: CmsClient; waitForRedis?: boolean; log?: Logger } = {},
): Promise<OwnBff> {
  const limits = createAbuseLimits(config, { log });
  const app = createApp({ config, servePwa: false, limits, cms, log });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  if (waitForRedis) await app.changeEvents.ready;
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    app,
    server,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await limits.close();
      await app.changeEvents.close();
    },
  };
}
