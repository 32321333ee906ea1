import type { Core } from '@strapi/strapi';

/**
 * The origins whose pages may call the CMS from a browser: its own admin panel only, at the
 * address it is reached by (PUBLIC_URL behind a proxy) or its loopback port. Strapi's default
 * echoes any Origin with credentials allowed; only the BFF (no browser) needs the API.
 */
function adminOrigins(env: Core.Config.Shared.ConfigParams['env']): string[] {
  const port = env.int('PORT', 1337);
  const publicUrl = env('PUBLIC_URL', '');
  return [...(publicUrl ? [new URL(publicUrl).origin] : []), `http://127.0.0.1:${port}`, `http://localhost:${port}`];
}

// Strapi's usual stack (Strapi 5 requires each of these but strapi::session, which we keep),
// without strapi::poweredBy: its X-Powered-By names the product to a prober. global::operations
// takes strapi::logger's place, first: registered by src/operations (not a file in src/middlewares),
// it answers /healthz and /readyz before any other middleware or auth, and writes one JSON line and
// the metrics of every request, keeping the X-Request-Id it came with (strapi::logger would log it twice).
// strapi::favicon serves cms/favicon.png for the admin panel. global::audit-failures
// (src/middlewares) answers a write its audit entry failed as 503 with what failed, and
// global::database-outage a request that could not reach the database as 503, not 500.
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'global::operations',
  'strapi::errors',
  'global::audit-failures',
  'global::database-outage',
  'strapi::security',
  { name: 'strapi::cors', config: { origin: adminOrigins(env) } },
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
