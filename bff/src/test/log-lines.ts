import { createLogger, type LogLevel, type Logger } from '../operations/logger.ts';

export type LogLine = { level: string; msg: string; [field: string]: unknown };

/**
 * A logger whose lines a test reads, exactly as they would reach stdout: `text()` is the whole
 * output, `lines()` each line parsed.
 */
export function capturedLog(level: LogLevel = 'info'): { log: Logger; text(): string; lines(): LogLine[] } {
  let written = '';
  const log = createLogger({ level, destination: { write: (chunk: string) => void (written += chunk) } });
  return {
    log,
    text: () => written,
    lines: () =>
      written
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as LogLine),
  };
}
