import { OperatorError } from './operator-error.ts';
import { parseCommandLine, resolveFromCaller, runCommand } from './command-line.ts';
import { passphraseFor } from './passphrase.ts';
import { restoreBackup } from './restore-backup.ts';

/** `npm run restore -- <archive> [--force]`: an archive of `npm run backup` into an empty installation (README: Backups). */
const USAGE = 'Usage: npm run restore -- <archive> [--force] [--cms-dir <folder>]';

runCommand('restore', async () => {
  const { values, positionals } = parseCommandLine({ force: { type: 'boolean' }, 'cms-dir': { type: 'string' } }, USAGE, true);
  if (positionals.length !== 1)
    throw new OperatorError(`${positionals.length === 0 ? 'Which archive?' : 'One archive at a time.'}\n${USAGE}`, 2);
  await restoreBackup({
    archive: resolveFromCaller(positionals[0]!),
    force: values.force ?? false,
    cmsDir: values['cms-dir'] ? resolveFromCaller(values['cms-dir']) : undefined,
    passphrase: () => passphraseFor('open'),
  });
});
