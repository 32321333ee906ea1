import type { AddressInfo } from 'node:net';
import { configFromEnv } from './config.ts';
import { createApp } from './app.ts';
import { createAbuseLimits } from './middleware/abuse-limits.ts';
import { createLogger } from './operations/logger.ts';
import { startMetricsServer } from './operations/metrics-server.ts';
import { shutDownGracefully, stopOnSignals } from './operations/graceful-shutdown.ts';

const config = configFromEnv();
const log = createLogger({ level: config.logLevel });
const limits = createAbuseLimits(config, { log });
const app = createApp({ config, limits, log });
const server = app.listen(config.port, config.host, () => {
  log.info({ url: `http://${config.host}:${(server.address() as AddressInfo).port}` }, 'BFF listening');
});
const metricsServer = config.metrics && (await startMetricsServer({ registry: app.metrics, ...config.metrics }));
if (metricsServer) log.info({ url: metricsServer.url }, 'Metrics served');

// The metrics stay up while requests drain, so that the scrape in between sees the stop.
stopOnSignals(async () => {
  await shutDownGracefully({ stopping: app.stopping, server, timeoutMs: config.shutdownTimeoutMs, log });
  await Promise.all([limits.close(), app.changeEvents.close(), metricsServer?.close()]);
}, log);
