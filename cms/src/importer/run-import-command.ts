import { execFile } from 'node:child_process';
import path from 'node:path';

const cmsDir = path.resolve(__dirname, '..', '..');

/** What the CMS needs to load at all (the launcher writes these into cms/.env in development). */
const loadEnv = {
  UNSUBSCRIBE_SECRET: 'importer-run-unsubscribe-secret',
  APP_KEYS: 'importer-run-a,importer-run-b',
  API_TOKEN_SALT: 'importer-run',
  ADMIN_JWT_SECRET: 'importer-run',
  TRANSFER_TOKEN_SALT: 'importer-run',
  JWT_SECRET: 'importer-run',
  ENCRYPTION_KEY: 'importer-run-encryption-key',
};

/**
 * Runs the real command (`npm run import -- <folder>`, as an operator does) in a process of
 * its own against a SQLite database file, for the importer's tests and benchmark. Needs the
 * compiled CMS (`npm run build --workspace cms`).
 */
export const runImportCommand = (folder: string, databaseFile: string, { timeoutMs = 0 } = {}) =>
  new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/import.ts', folder],
      {
        cwd: cmsDir,
        env: { ...loadEnv, ...process.env, DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: databaseFile, INIT_CWD: cmsDir },
        timeout: timeoutMs,
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: `${stdout}\n${stderr}` }),
    );
  });
