import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from './installation.ts';

/** What the tests of backup and restore share: running the commands as npm runs them, and a small installation to back up. */

export const TEST_PASSPHRASE = 'correct horse battery staple';
const HERE = path.dirname(fileURLToPath(import.meta.url));

export type CommandRun = { code: number | null; stdout: string; stderr: string; ms: number };

/**
 * `npm run backup` or `npm run restore` with these arguments, in a process of its own, with the
 * test passphrase in its environment unless `env` says otherwise (a variable given as undefined
 * is left out).
 */
export function runBackupCommand(
  command: 'backup' | 'restore',
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<CommandRun> {
  const started = performance.now();
  const merged: Record<string, string | undefined> = { ...process.env, BACKUP_PASSPHRASE: TEST_PASSPHRASE, ...env };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, `${command}-cli.ts`), ...args], {
      cwd: REPO_ROOT,
      env: merged,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr, ms: performance.now() - started }));
  });
}

type Sqlite = { exec(sql: string): void; close(): void };
const SqliteDatabase = createRequire(import.meta.url)('better-sqlite3') as new (file: string) => Sqlite;

/**
 * A CMS folder as a small installation has it: cms/.env with a secret, a SQLite database with one
 * of Strapi's tables, an image in public/uploads and a file in private-files.
 */
export function makeSqliteInstallation(cmsDir: string, secret: string): void {
  mkdirSync(path.join(cmsDir, '.tmp'), { recursive: true });
  mkdirSync(path.join(cmsDir, 'public', 'uploads'), { recursive: true });
  mkdirSync(path.join(cmsDir, 'private-files'), { recursive: true, mode: 0o700 });
  writeFileSync(path.join(cmsDir, '.env'), `ENCRYPTION_KEY=${secret}\n`, { mode: 0o600 });
  writeFileSync(path.join(cmsDir, 'public', 'uploads', 'assembly.jpg'), 'an image');
  writeFileSync(path.join(cmsDir, 'private-files', 'connections-1.pdf'), '%PDF- about a person', { mode: 0o600 });
  const db = new SqliteDatabase(path.join(cmsDir, '.tmp', 'data.db'));
  db.exec("CREATE TABLE strapi_migrations (name TEXT); INSERT INTO strapi_migrations VALUES ('first')");
  db.close();
}
