import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from '@portal/stack';
import { createCmsSetupToken } from '@portal/stack/cms-setup-token';

/**
 * One stack for the whole browser suite, started as `npm start` starts it (on a fresh
 * temporary database and its own ports), shared by every journey through the environment.
 */
const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const workDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
const cmsLogFile = path.join(workDir, 'cms.log');
const only = process.argv.slice(2);
const files = readdirSync(path.join(e2eDir, 'tests'))
  .filter((file) => file.endsWith('.spec.ts'))
  .filter((file) => only.length === 0 || only.some((wanted) => file.includes(wanted)))
  .map((file) => path.join('tests', file));
/**
 * The screenshot journey runs on its own before the others (node's runner orders the files it
 * is given by name), on the demo school as seeded: the others add notices, absences, places'
 * pages and visits, which its pictures would show.
 */
const RUNS_FIRST = 'every-screen-fits-and-looks-as-agreed';
const batches = [files.filter((file) => file.includes(RUNS_FIRST)), files.filter((file) => !file.includes(RUNS_FIRST))].filter(
  (batch) => batch.length > 0,
);

// The school's times never depend on the server's zone: the BFF (in this process) and the CMS
// (a child, which inherits it) run in UTC, far from the school's Australia/Sydney, so every
// journey proves it (family-sees-school-times-from-another-zone runs its browser in New York).
process.env.TZ = 'UTC';

const started = Date.now();
// Ports can be moved (TEST_PORT_OFFSET) so that two suites can run side by side.
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
const stack = await startStack({
  port: 3300 + offset,
  cmsPort: 1540 + offset,
  idpPort: 4300 + offset,
  sesPort: 8205 + offset,
  cmsEnv: { DATABASE_FILENAME: path.join(workDir, 'cms.db'), PRIVATE_FILES_DIR: path.join(workDir, 'private-files') },
  cmsLogFile,
  log: (line) => console.log(`[stack] ${line}`),
});
const cmsSetupToken = await createCmsSetupToken(stack.cmsUrl, 'e2e').catch(async (error: unknown) => {
  await stack.stop();
  throw error;
});
console.log(`[stack] ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ${stack.url} (CMS log: ${cmsLogFile})`);

/** Runs journey files one after the other against the stack; the runner's exit code. */
function runJourneys(batch: string[]): Promise<number> {
  return new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...batch], {
      cwd: e2eDir,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_APP_URL: stack.url,
        E2E_CMS_URL: stack.cmsUrl,
        E2E_IDP_URL: stack.idpUrl ?? '',
        E2E_CMS_SETUP_TOKEN: cmsSetupToken,
        E2E_SES_URL: stack.sesUrl ?? '',
        E2E_CMS_DATABASE: path.join(workDir, 'cms.db'),
      },
    });
    child.once('exit', (exitCode) => resolve(exitCode ?? 1));
  });
}

let code = 0;
for (const batch of batches) code = (await runJourneys(batch)) || code;
await stack.stop();
process.exit(code);
