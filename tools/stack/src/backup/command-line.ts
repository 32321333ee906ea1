import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { OperatorError } from './operator-error.ts';

/** npm runs a script from the package's folder; INIT_CWD is where the operator typed the command. */
export const resolveFromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

/** The command's arguments, or a usage error that shows how to write them. */
export function parseCommandLine<T extends ParseArgsConfig['options']>(options: T, usage: string, allowPositionals = false) {
  try {
    return parseArgs({ args: process.argv.slice(2), options, allowPositionals, strict: true });
  } catch (error) {
    const said = (error as Error).message.split('. ')[0];
    throw new OperatorError(`${said}.\n${usage}\n(With npm run, options go after --, as shown.)`, 2);
  }
}

/**
 * Runs a command's work and ends the process with its outcome: an operator's error as its
 * message alone, anything unexpected as its message too (a stack trace helps nobody at 3 a.m.,
 * and may print paths or values that do not belong in a log).
 */
export function runCommand(name: string, work: () => Promise<void>): void {
  work().then(
    () => process.exit(0),
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`${name} failed: ${message}\n`);
      process.exit(error instanceof OperatorError ? error.exitCode : 1);
    },
  );
}
