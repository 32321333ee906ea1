import type { Core } from '@strapi/strapi';

// No return type: without APP_KEYS, app.keys must stay undefined so that Strapi names it on start.
const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  // Loopback by default: only the BFF on the same machine talks to the CMS.
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: {
    keys: env.array('APP_KEYS'),
  },
  logger: {
    // The update check calls out to the internet on every start; versions are pinned here.
    updates: { enabled: false },
  },
});

export default config;
