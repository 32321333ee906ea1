import path from 'node:path';
import { parseCommandLine, resolveFromCaller, runCommand } from './command-line.ts';
import { createBackup } from './create-backup.ts';
import { REPO_ROOT } from './installation.ts';
import { passphraseFor } from './passphrase.ts';

/** `npm run backup [-- --out <folder>]`: one dated archive of the installation (README: Backups). */
const USAGE = 'Usage: npm run backup [-- --out <folder>] [--cms-dir <folder>]';

runCommand('backup', async () => {
  const { values } = parseCommandLine({ out: { type: 'string' }, 'cms-dir': { type: 'string' } }, USAGE);
  const passphrase = await passphraseFor('seal');
  await createBackup({
    outDir: values.out ? resolveFromCaller(values.out) : path.join(REPO_ROOT, 'backups'),
    cmsDir: values['cms-dir'] ? resolveFromCaller(values['cms-dir']) : undefined,
    passphrase,
  });
});
