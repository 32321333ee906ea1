import { execFile } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

const cmsDir = path.resolve(__dirname, '..', '..');

/** What the CMS needs to load at all (the launcher writes these into cms/.env in development). */
export const loadEnv = {
  UNSUBSCRIBE_SECRET: 'importer-run-unsubscribe-secret',
  APP_KEYS: 'importer-run-a,importer-run-b',
  API_TOKEN_SALT: 'importer-run',
  ADMIN_JWT_SECRET: 'importer-run',
  TRANSFER_TOKEN_SALT: 'importer-run',
  JWT_SECRET: 'importer-run',
  ENCRYPTION_KEY: 'importer-run-encryption-key',
};

/** The CMS's settings for a SQLite database file. */
export const sqliteDatabase = (filename: string) => ({ DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: filename });

/** The CMS's settings for a database of the shared PostgreSQL server (127.0.0.1:5432, trust). */
export const postgresDatabase = (name: string) => ({
  DATABASE_CLIENT: 'postgres',
  DATABASE_HOST: '127.0.0.1',
  DATABASE_PORT: '5432',
  DATABASE_USERNAME: 'postgres',
  DATABASE_NAME: name,
});

/** The shared PostgreSQL server the tests make their own databases on. */
export const POSTGRES_SERVER = { host: '127.0.0.1', port: 5432, user: 'postgres' };

/** Runs a statement on the server's maintenance database (to make or drop a test's own). */
export async function onPostgresServer(sql: string): Promise<void> {
  const client = new pg.Client({ ...POSTGRES_SERVER, database: 'postgres' });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Runs the real command (`npm run import -- <folder>`, as an operator does) in a process of
 * its own against a database (sqliteDatabase or postgresDatabase), for the importer's tests
 * and benchmark, with `env` on top of its own (ONEROSTER_CAMPUS_ORGS, say), and `--dry-run` when
 * asked. Needs the compiled CMS (`npm run build --workspace cms`).
 */
export const runImportCommand = (
  folder: string,
  database: Record<string, string>,
  { timeoutMs = 0, env = {}, dryRun = false }: { timeoutMs?: number; env?: Record<string, string>; dryRun?: boolean } = {},
) =>
  new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      // As `npm run import` runs it (cms/package.json: a small young generation, see scripts/import.ts).
      ['--max-semi-space-size=2', '--import', 'tsx', 'scripts/import.ts', ...(dryRun ? ['--dry-run'] : []), folder],
      {
        cwd: cmsDir,
        env: { ...loadEnv, ...process.env, ...database, ...env, INIT_CWD: cmsDir },
        timeout: timeoutMs,
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: `${stdout}\n${stderr}` }),
    );
  });
