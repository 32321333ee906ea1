import type { Core } from '@strapi/strapi';

/**
 * What an operator runs the CMS with (src/operations): Prometheus metrics on a port of their own,
 * loopback by default (METRICS_PORT `0` or `off` turns them off; a second CMS process on the same
 * machine needs another port), the level of the JSON log lines (LOG_LEVEL), and how long a SIGTERM
 * waits for the requests in flight and the running job (SHUTDOWN_TIMEOUT_MS; the jobs plugin's
 * stopTimeoutMs in plugins.ts is the same setting).
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  metricsPort: env('METRICS_PORT', '9465'),
  metricsHost: env('METRICS_HOST', '127.0.0.1'),
  logLevel: env('LOG_LEVEL', 'info'),
  shutdownTimeoutMs: env('SHUTDOWN_TIMEOUT_MS', '10000'),
});
