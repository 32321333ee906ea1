import type { Core } from '@strapi/strapi';
import type { LevelWithSilent } from 'pino';

/** config/operations.ts as read: the environment's values, as text. */
type OperationsConfig = { metricsPort?: string; metricsHost?: string; logLevel?: string; shutdownTimeoutMs?: string };

export type OperationsSettings = {
  /** Where `GET /metrics` is served; null when METRICS_PORT is `0` or `off`. */
  metrics: { port: number; host: string } | null;
  logLevel: LevelWithSilent;
  /** How long a SIGTERM waits for the requests in flight (and the running job) before the CMS stops regardless. */
  shutdownTimeoutMs: number;
};

const LOG_LEVELS: readonly LevelWithSilent[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

const isLogLevel = (value: string): value is LevelWithSilent => (LOG_LEVELS as readonly string[]).includes(value);

/** The operations settings; one that cannot be what the operator meant stops the start, naming the variable. */
export function operationsSettings(strapi: Core.Strapi): OperationsSettings {
  const config = (strapi.config.get('operations') ?? {}) as OperationsConfig;
  const port = (config.metricsPort ?? '9465').trim().toLowerCase();
  const host = (config.metricsHost ?? '').trim() || '127.0.0.1';
  const logLevel = (config.logLevel ?? '').trim().toLowerCase() || 'info';
  const shutdownTimeoutMs = Number(config.shutdownTimeoutMs ?? 10_000);

  const metricsOff = port === '0' || port === 'off';
  if (!metricsOff && !(/^\d+$/.test(port) && Number(port) <= 65_535))
    throw new Error(`Operations: METRICS_PORT must be a port number (1-65535), or 0 or off for no metrics, not "${port}".`);
  if (!isLogLevel(logLevel)) throw new Error(`Operations: LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${logLevel}".`);
  if (!(Number.isInteger(shutdownTimeoutMs) && shutdownTimeoutMs > 0))
    throw new Error(
      `Operations: SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds above 0, not "${config.shutdownTimeoutMs}".`,
    );

  return { metrics: metricsOff ? null : { port: Number(port), host }, logLevel, shutdownTimeoutMs };
}
