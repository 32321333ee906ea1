import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

/**
 * The CMS process now: the one the stack started, or the last one the launcher brought back
 * after a test killed it (tests that kill the CMS may run in any order).
 */
export function currentCmsPid(): number {
  const { cmsPid, launcherLogFile } = inject('stack');
  const restarts = [...readFileSync(launcherLogFile, 'utf8').matchAll(/\[launcher\] cms is back \(pid (\d+)\)/g)];
  return restarts.length > 0 ? Number(restarts.at(-1)![1]) : cmsPid;
}
