import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stackEnv } from './stack-env.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The part of better-sqlite3 (the CMS's SQLite driver, which e2e has no types of) used to tamper with a row. */
type Sqlite = {
  prepare(sql: string): { run(...values: unknown[]): { changes: number }; get(...values: unknown[]): unknown };
  close(): void;
};
const SqliteDatabase = createRequire(import.meta.url)('better-sqlite3') as new (
  file: string,
  options?: { readonly?: boolean },
) => Sqlite;

/** `npm run verify-forms -- <form> [--receipt …]` on the stack's database, as an operator runs it: its exit code and what it printed. */
export function verifyForms(formId: string, receipts: readonly string[] = []): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const args = ['run', '--silent', 'verify-forms', '--', formId, ...receipts.flatMap((receipt) => ['--receipt', receipt])];
    const child = spawn('npm', args, {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_FILENAME: stackEnv.cmsDatabase },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** What someone with write access to the database could do: change a signed answer in place. */
export function changeStoredAnswers(responseHash: string, answers: Record<string, string>): void {
  const database = new SqliteDatabase(stackEnv.cmsDatabase);
  try {
    const changed = database
      .prepare('UPDATE form_responses SET answers = ? WHERE response_hash = ?')
      .run(JSON.stringify(answers), responseHash);
    if (changed.changes !== 1) throw new Error(`No stored answer has the hash ${responseHash}`);
  } finally {
    database.close();
  }
}

/**
 * How many answers the CMS holds for a form and a student signed in this name: every row, a
 * superseded or withdrawn one too, so that an answer stored twice cannot hide.
 */
export function storedAnswerCount(formId: string, studentId: string, signerName: string): number {
  const database = new SqliteDatabase(stackEnv.cmsDatabase, { readonly: true });
  try {
    const row = database
      .prepare('SELECT count(*) AS count FROM form_responses WHERE form = ? AND student = ? AND signer_name = ?')
      .get(formId, studentId, signerName) as { count: number };
    return row.count;
  } finally {
    database.close();
  }
}
