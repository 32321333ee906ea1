import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '@portal/stack';

/** How many times a bench measures each figure; it reports the median. */
export const RUNS = Number(process.env.BENCH_RUNS ?? 5);

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * The real stack on a bench's own ports, with a fresh CMS database in a temporary folder and no log.
 * TEST_PORT_OFFSET moves every port, as in the tests, so a bench can run beside another stack.
 */
export function startBenchStack(name: string, ports: { port: number; cmsPort: number; idpPort: number; sesPort: number }, frontOrigins: string[] = []) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), `portal-${name}-bench-`));
  const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
  return startStack({
    port: ports.port + offset,
    cmsPort: ports.cmsPort + offset,
    idpPort: ports.idpPort + offset,
    sesPort: ports.sesPort + offset,
    cmsEnv: { DATABASE_FILENAME: path.join(workDir, 'cms.db') },
    cmsLogFile: path.join(workDir, 'cms.log'),
    frontOrigins,
    log: () => {},
  });
}
