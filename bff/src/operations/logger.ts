import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';
import { currentRequestId } from './request-context.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type Logger = PinoLogger;

/**
 * The BFF's logger: one JSON object a line on stdout (or `destination`, which tests read),
 * with the level's name, an ISO time, and the id of the request it was written for, so that
 * an operator follows one request through the BFF's lines and the CMS's. Nothing personal goes
 * in: person ids only, never tokens, names or emails.
 */
export function createLogger({ level, destination }: { level: LogLevel; destination?: DestinationStream }): Logger {
  const options = {
    name: 'portal-bff',
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    mixin() {
      const requestId = currentRequestId();
      return requestId === undefined ? {} : { request_id: requestId };
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
