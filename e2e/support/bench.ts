import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack } from '@portal/bff/stack';

/** How many times a bench measures each figure; it reports the median. */
export const RUNS = Number(process.env.BENCH_RUNS ?? 5);

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The real stack on a bench's own ports, with a fresh CMS database in a temporary folder and no log. */
export function startBenchStack(name: string, ports: { port: number; cmsPort: number; idpPort: number; sesPort: number }) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), `portal-${name}-bench-`));
  return startStack({
    ...ports,
    cmsEnv: { DATABASE_FILENAME: path.join(workDir, 'cms.db') },
    cmsLogFile: path.join(workDir, 'cms.log'),
    log: () => {},
  });
}
