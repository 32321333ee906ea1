import { OperatorError } from './operator-error.ts';

/** Shorter passphrases fall to guessing even at scrypt's cost. */
export const MIN_PASSPHRASE_LENGTH = 12;

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  const { stdin, stderr } = process;
  return new Promise((resolve, reject) => {
    let typed = '';
    stderr.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const finish = (error: Error | null) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') return finish(null);
        if (character === '\u0003') return finish(new OperatorError('Stopped at the passphrase question: nothing was done.'));
        if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1);
        else typed += character;
      }
    };
    stdin.on('data', onData);
  });
}

/**
 * The passphrase the secrets are sealed or opened with: BACKUP_PASSPHRASE, else asked at the
 * terminal (twice when sealing, so that a typing slip cannot make an archive nobody can open).
 */
export async function passphraseFor(purpose: 'seal' | 'open', env: NodeJS.ProcessEnv = process.env): Promise<string> {
  let passphrase = env.BACKUP_PASSPHRASE;
  if (!passphrase) {
    if (!process.stdin.isTTY) {
      throw new OperatorError(
        `No passphrase: set BACKUP_PASSPHRASE (for example from your password manager or secret store) or run this at a terminal to be asked. The archive's secrets ${purpose === 'seal' ? 'are encrypted' : 'were encrypted'} with it.`,
      );
    }
    passphrase = await askHidden(
      purpose === 'seal' ? 'Passphrase for the secrets in this backup: ' : "Passphrase of the backup's secrets: ",
    );
    if (
      purpose === 'seal' &&
      passphrase.length >= MIN_PASSPHRASE_LENGTH &&
      (await askHidden('The same passphrase again: ')) !== passphrase
    ) {
      throw new OperatorError('The two passphrases differ: nothing was written.');
    }
  }
  if (purpose === 'seal' && passphrase.length < MIN_PASSPHRASE_LENGTH) {
    throw new OperatorError(
      `The passphrase is too short: use at least ${MIN_PASSPHRASE_LENGTH} characters (several words are easiest to keep).`,
    );
  }
  return passphrase;
}
