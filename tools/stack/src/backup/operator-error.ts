/**
 * A failure the operator can act on: the message says what went wrong and what to do about it,
 * and the command line prints it alone, without a stack trace.
 */
export class OperatorError extends Error {
  constructor(
    message: string,
    /** 2 for a command line the tool cannot understand (as most Unix tools do), 1 otherwise. */
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
    this.name = 'OperatorError';
  }
}

/** Words for a disk that filled up (ENOSPC) or a quota reached (EDQUOT) while writing under `where`, else null. */
export function noSpaceError(error: unknown, where: string): OperatorError | null {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code !== 'ENOSPC' && code !== 'EDQUOT') return null;
  return new OperatorError(`No space left on the disk of ${where}: free some space or choose another place, then run it again.`);
}
