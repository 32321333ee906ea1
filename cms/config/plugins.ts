import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

// The local upload provider refuses to start without public/uploads, and it is checked
// while plugins register, before any hook of ours runs. Config files load first, so the
// folder is created here rather than committed (uploads are git-ignored).
fs.mkdirSync(path.resolve(__dirname, '..', '..', 'public', 'uploads'), { recursive: true });

// Our plugins are workspaces under cms-plugins/ and dependencies of this package, so Strapi
// finds them in node_modules; here they are switched on and given their settings.
const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  // Change events for the BFF's read cache (cms-plugins/cache-events): one machine posts them
  // to the BFF, signed; with REDIS_URL they are published for every BFF replica instead.
  'cache-events': {
    enabled: true,
    config: {
      url: env('CACHE_EVENTS_URL'),
      secret: env('CACHE_EVENTS_SECRET'),
      redisUrl: env('REDIS_URL'),
      channel: env('CACHE_EVENTS_CHANNEL'),
    },
  },
});

export default config;
