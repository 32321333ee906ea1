import type http from 'node:http';
import type { Core } from '@strapi/strapi';
import type { Jobs } from '@portal/strapi-plugin-jobs/types';
import { stopCleanlyOnSignals } from './clean-stop';
import { createLogger } from './logger';
import { createMetrics } from './metrics';
import { closeMetricsServer, startMetricsServer } from './metrics-server';
import { followPluginReports } from './plugin-reports';
import { readinessCheck } from './readiness';
import { operationsMiddleware } from './request-middleware';
import { operationsSettings } from './settings';

/** Strapi's registry of middlewares (its `global::` namespace is what config/middlewares.ts names). */
type MiddlewareRegistry = { add(namespace: string, middlewares: Record<string, Core.MiddlewareFactory>): void };

type Running = { stopFollowing: () => void; metricsServer: http.Server | null };

const running = new WeakMap<Core.Strapi, Running>();

/**
 * In the CMS's register phase (before its middlewares are set up and before the job worker
 * starts): the `global::operations` middleware (probes, request lines and metrics), the job and
 * email reports of the plugins, and, once the CMS listens (`strapi start`; never in a command
 * such as `npm run seed`, which loads the CMS without serving), the metrics server and the clean
 * stop on SIGTERM. The readiness query reads Strapi's own record of its schema: a row from the
 * database's pages, so that a damaged SQLite file shows, where `select 1` would be answered by the
 * engine alone.
 */
export function registerOperations(strapi: Core.Strapi): void {
  const settings = operationsSettings(strapi);
  const log = createLogger(settings.logLevel);
  const metrics = createMetrics({ readQueue: () => strapi.plugin('jobs').service<Jobs>('jobs').queueByKind() });
  let stopping = false;
  const isStopping = () => stopping;
  const readiness = readinessCheck({
    queryDatabase: () => strapi.db.getConnection('strapi_database_schema').first('id'),
    isStopping,
  });
  strapi
    .get<MiddlewareRegistry>('middlewares')
    .add('global::', { operations: operationsMiddleware({ log, metrics, readiness, isStopping }) });
  const state: Running = { stopFollowing: followPluginReports({ log, metrics }), metricsServer: null };
  running.set(strapi, state);

  const server = strapi.server.httpServer;
  server.once('listening', () => {
    stopCleanlyOnSignals(strapi, { server, timeoutMs: settings.shutdownTimeoutMs, setStopping: () => (stopping = true), log });
    if (!settings.metrics) return;
    const { port, host } = settings.metrics;
    startMetricsServer(metrics.registry, settings.metrics).then(
      (metricsServer) => {
        state.metricsServer = metricsServer;
        log.info({ metrics: `http://${host}:${port}/metrics` }, 'metrics served');
      },
      // The CMS serves on without them; Prometheus shows the target down.
      (error: Error) =>
        log.error({ error: error.message, port, host }, 'metrics not served: set METRICS_PORT to a free port, or off'),
    );
  });
}

/** In the CMS's destroy: the metrics server closes and the plugins' reports are no longer followed. */
export async function stopOperations(strapi: Core.Strapi): Promise<void> {
  const state = running.get(strapi);
  if (!state) return;
  running.delete(strapi);
  state.stopFollowing();
  if (state.metricsServer) await closeMetricsServer(state.metricsServer);
}
