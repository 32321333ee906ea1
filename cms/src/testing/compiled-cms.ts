import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEnv, onPostgresServer, postgresDatabase, sqliteDatabase } from '../importer/run-import-command';

const cmsDir = path.resolve(__dirname, '..', '..');

/**
 * A script for `run`: loads the CMS (its schema sync and bootstrap run, migrations among them),
 * runs `body` with `strapi` and an empty `result` in scope, stops the CMS again and prints
 * `result` as JSON on its last line. `prelude` (requires, constants) comes before; `path` is there.
 * `distDir`: another build of the CMS to load (an earlier version's, for an upgrade test).
 */
export const cmsScript = (body: string, prelude = '', { distDir }: { distDir?: string } = {}) => `
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');
${prelude}
(async () => {
  const strapi = await createStrapi({ appDir: process.cwd(), distDir: ${distDir ? JSON.stringify(distDir) : "path.join(process.cwd(), 'dist')"} }).load();
  const result = {};
  try {
${body}
  } finally {
    await strapi.destroy();
  }
  // Exits once the result is written: a pipe takes writes asynchronously, and exiting at once cut long results short.
  process.stdout.write('\\n' + JSON.stringify(result) + '\\n', () => process.exit(0));
})().catch((error) => { console.error(error); process.exit(1); });`;

/** Loads the CMS and stops it again. */
const START_AND_STOP = cmsScript('');

/**
 * A database test of the compiled CMS (`npm run build --workspace cms` first): a database of the
 * test's own, SQLite in a temporary folder or, with TEST_DATABASE=postgres (as the BFF's suite)
 * and `postgres` allowed, a PostgreSQL database made by `setUp` and dropped by `tearDown`; and
 * the CMS run on it in processes of their own, as an operator's start or command would.
 */
export function compiledCmsTest(name: string, { postgres = true }: { postgres?: boolean } = {}) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-db-test-`));
  const usePostgres = postgres && process.env.TEST_DATABASE === 'postgres';
  const postgresName = `${name.replace(/-/g, '_')}_test_${process.pid}`;
  const databaseFile = path.join(work, 'cms.db');
  /** The CMS's settings for the test's database, with its private file store in the test's folder. */
  const database = { ...(usePostgres ? postgresDatabase(postgresName) : sqliteDatabase(databaseFile)), PRIVATE_FILES_DIR: path.join(work, 'private-files') };
  const env = { ...loadEnv, ...process.env, ...database, PORTAL_SEED: 'off', STRAPI_TELEMETRY_DISABLED: 'true' };

  /**
   * Runs a script (`node -e`) in the CMS's folder on the test's database, with `extraEnv` besides
   * the test's settings: all it printed, and its last line of output (where a script prints its JSON).
   */
  const run = (script: string, extraEnv: Record<string, string> = {}) =>
    new Promise<{ output: string; last: string }>((resolve, reject) => {
      execFile(process.execPath, ['-e', script], { cwd: cmsDir, env: { ...env, ...extraEnv }, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
        if (error) return reject(new Error(`${error.message}\n${stdout}\n${stderr}`));
        resolve({ output: `${stdout}\n${stderr}`, last: stdout.trim().split('\n').at(-1)! });
      });
    });

  return {
    /** The test's temporary folder (removed by `tearDown`). */
    work,
    usePostgres,
    postgresName,
    /** The SQLite file, when not on PostgreSQL. */
    databaseFile,
    database,
    run,

    /** Starts the CMS and stops it again: what it logged. */
    startAndStop: async () => (await run(START_AND_STOP)).output,

    /** The same start in a process of its own, printing nothing, to be killed half way. */
    spawnStartAndStop: () => spawn(process.execPath, ['-e', START_AND_STOP], { cwd: cmsDir, env, stdio: 'ignore' }),

    /** Before the tests: the compiled CMS holds `builtFile` (under dist/src), and the PostgreSQL database is made. */
    async setUp(builtFile: string): Promise<void> {
      if (!fs.existsSync(path.join(cmsDir, 'dist', 'src', builtFile))) throw new Error('Build the CMS first: npm run build --workspace cms');
      if (usePostgres) await onPostgresServer(`CREATE DATABASE ${postgresName}`);
    },

    async tearDown(): Promise<void> {
      fs.rmSync(work, { recursive: true, force: true });
      if (usePostgres) await onPostgresServer(`DROP DATABASE IF EXISTS ${postgresName} WITH (FORCE)`);
    },
  };
}
