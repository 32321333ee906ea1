import os from 'node:os';
import pino, { type LevelWithSilent, type Logger } from 'pino';

/**
 * The CMS's JSON lines (one per request, one per job run): on stdout beside Strapi's own start-up
 * and warning lines, each with its level by name and an ISO time. Written synchronously: Strapi's
 * destroy removes every process listener, the exit hook that would flush a buffer among them, so a
 * buffered line could be lost when a SIGTERM stops the process.
 */
export function createLogger(level: LevelWithSilent): Logger {
  return pino(
    {
      level,
      base: { service: 'cms', pid: process.pid, hostname: os.hostname() },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    pino.destination({ dest: 1, sync: true }),
  );
}
