/**
 * What the launcher (`tools/stack`) and the BFF's own tests need to run this BFF inside their
 * process: the app, its configuration, the change-event path the CMS posts to, the abuse
 * limits, and how it is operated (its log, its metrics server, its stop). `server.ts` is the
 * production entry.
 */
export { createApp } from './app.ts';
export { configFromEnv, type BffConfig } from './config.ts';
export { CACHE_EVENTS_PATH, type ChangeEvents } from './read-cache/change-events.ts';
export { createAbuseLimits } from './middleware/abuse-limits.ts';
export { createLogger, type Logger } from './operations/logger.ts';
export { startMetricsServer, type MetricsServer } from './operations/metrics-server.ts';
export { shutDownGracefully } from './operations/graceful-shutdown.ts';
