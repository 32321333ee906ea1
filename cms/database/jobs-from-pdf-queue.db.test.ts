import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, onPostgresServer, POSTGRES_SERVER, postgresDatabase, sqliteDatabase } from '../src/importer/run-import-command';

// The migration database/migrations/2026.12.06T00.00.00.jobs-from-pdf-queue.js, run by the
// compiled CMS as an operator's upgrade runs it, on a database the pdf-queue plugin left: the
// fixture (database/fixtures/README.md), on SQLite, or with TEST_DATABASE=postgres (as the BFF's
// suite) on a PostgreSQL database made and dropped here. Needs `npm run build --workspace cms`
// (and the plugins' builds) first.

const cmsDir = path.resolve(__dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-from-pdf-queue-test-'));
const usePostgres = process.env.TEST_DATABASE === 'postgres';
const MIGRATION = '2026.12.06T00.00.00.jobs-from-pdf-queue.js';

/** A database of its own per test (the upgraded one, and a new one to compare its tables with). */
const databaseNamed = (name: string) => {
  const postgresName = `${name.replace(/-/g, '_')}_${process.pid}`;
  const file = path.join(work, `${name}.db`);
  return {
    settings: usePostgres ? postgresDatabase(postgresName) : sqliteDatabase(file),
    async create(sql?: string) {
      if (!usePostgres) {
        const db = new Database(file);
        if (sql) db.exec(sql);
        db.close();
        return;
      }
      await onPostgresServer(`CREATE DATABASE ${postgresName}`);
      if (sql) await this.query(sql);
    },
    async query<Row>(sql: string, values: unknown[] = []): Promise<Row[]> {
      if (!usePostgres) {
        const db = new Database(file);
        try {
          const statement = db.prepare(sql);
          return statement.reader ? (statement.all(...values) as Row[]) : (statement.run(...values), []);
        } finally {
          db.close();
        }
      }
      const client = new pg.Client({ ...POSTGRES_SERVER, database: postgresName });
      await client.connect();
      try {
        return (await client.query(sql.replace(/\?/g, (_, offset: number) => `$${sql.slice(0, offset).split('?').length}`), values)).rows as Row[];
      } finally {
        await client.end();
      }
    },
    drop: () => (usePostgres ? onPostgresServer(`DROP DATABASE IF EXISTS ${postgresName} WITH (FORCE)`) : Promise.resolve()),
  };
};

/**
 * Loads the CMS (the migration, the schema sync, every bootstrap, the worker), waits until no job
 * that is due is left queued or running, and prints what is stored as JSON on its last line.
 */
const SCRIPT = `
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');
(async () => {
  const strapi = await createStrapi({ appDir: process.cwd(), distDir: path.join(process.cwd(), 'dist') }).load();
  const knex = strapi.db.connection;
  const postgres = process.env.DATABASE_CLIENT === 'postgres';
  const result = {};
  try {
    const deadline = Date.now() + 120000;
    for (;;) {
      const [{ n }] = await knex('jobs').where((due) => due.where('status', 'queued').andWhere('run_at', '<=', Date.now())).orWhere('status', 'running').count({ n: '*' });
      if (Number(n) === 0) break;
      if (Date.now() > deadline) throw new Error('Jobs are still due after two minutes');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    result.jobs = (await knex('jobs').select('id', 'kind', 'dedupe_key', 'status', 'attempts', 'finished_at', 'last_error').orderBy('id'))
      .map((job) => ({ ...job, id: Number(job.id), finished_at: job.finished_at === null ? null : Number(job.finished_at) }));
    result.pdfs = await strapi.db.query('api::connections-pdf.connections-pdf').findMany({ select: ['title', 'status', 'pdf_file', 'error'], orderBy: { id: 'asc' } });
    result.requests = await strapi.db.query('api::queue-statistic.queue-statistic').findMany({ select: ['queue_status', 'is_error', 'message'] });
    result.sends = await strapi.db.query('plugin::email-sends.send').findMany({ select: ['status'] });
    result.oldTable = await knex.schema.hasTable('pdf_queue_jobs');
    result.schemaNames = postgres
      ? [
          ...(await knex.raw("SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'jobs'")).rows,
          ...(await knex.raw("SELECT conname AS name FROM pg_constraint WHERE conrelid = to_regclass('jobs')")).rows,
          { name: (await knex.raw("SELECT pg_get_serial_sequence('jobs', 'id') AS name")).rows[0].name },
        ].map((row) => row.name).sort()
      : (await knex.raw("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'jobs' AND sql IS NOT NULL")).map((row) => row.name).sort();
    result.columns = Object.keys(await knex('jobs').columnInfo()).sort();
    result.pdfQueueLeft = [
      ...(await knex('strapi_core_store_settings').where('key', 'like', '%pdf-queue%').orWhere('value', 'like', '%plugin::pdf-queue%').select('key')).map((row) => row.key),
      ...(await knex('admin_permissions').where('subject', 'like', '%pdf-queue%').orWhere('action', 'like', '%pdf-queue%').select('subject')).map((row) => row.subject),
      ...(await knex('strapi_api_token_permissions').where('action', 'like', '%pdf-queue%').select('action')).map((row) => row.action),
    ];
    result.bffTokenActions = (await knex('strapi_api_token_permissions').where('action', 'like', 'plugin::pdfs.%').orWhere('action', 'like', 'plugin::email-sends.connections-pdf-emails.%').select('action')).map((row) => row.action).sort();
  } finally {
    await strapi.destroy();
  }
  process.stdout.write('\\n' + JSON.stringify(result) + '\\n');
  process.exit(0);
})().catch((error) => { console.error(error); process.exit(1); });`;

interface JobRow {
  id: number;
  kind: string;
  dedupe_key: string;
  status: string;
  attempts: number;
  finished_at: number | null;
  last_error: string | null;
}

interface Outcome {
  jobs: JobRow[];
  pdfs: Array<{ title: string; status: string; pdf_file: string | null; error: string | null }>;
  requests: Array<{ queue_status: string; is_error: boolean | number; message: string | null }>;
  sends: Array<{ status: string }>;
  oldTable: boolean;
  schemaNames: string[];
  columns: string[];
  pdfQueueLeft: string[];
  bffTokenActions: string[];
}

const startCms = (database: Record<string, string>) =>
  new Promise<Outcome>((resolve, reject) => {
    const env = {
      ...loadEnv,
      ...process.env,
      ...database,
      PORTAL_SEED: 'off',
      STRAPI_TELEMETRY_DISABLED: 'true',
      PORTAL_BFF_API_TOKEN: 'jobs-from-pdf-queue-test-token',
      PRIVATE_FILES_DIR: path.join(work, 'private-files'),
      JOBS_POLL_MS: '100',
    };
    execFile(process.execPath, ['-e', SCRIPT], { cwd: cmsDir, env, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`${error.message}\n${stdout}\n${stderr}`));
      resolve(JSON.parse(stdout.trim().split('\n').at(-1)!) as Outcome);
    });
  });

/** The fixture: SQL that makes the database as main's pdf-queue plugin left it. */
const fixtureSql = () => gunzipSync(fs.readFileSync(path.join(__dirname, 'fixtures', `pdf-queue-${usePostgres ? 'postgres' : 'sqlite'}.sql.gz`))).toString('utf8');

const upgraded = databaseNamed('jobs-from-pdf-queue');
const fresh = databaseNamed('jobs-fresh');

beforeAll(async () => {
  if (!fs.existsSync(path.join(cmsDir, 'dist', 'src', 'index.js'))) throw new Error('Build the CMS first: npm run build --workspace cms');
  await upgraded.create(fixtureSql());
  await fresh.create();
});
afterAll(async () => {
  await upgraded.drop();
  await fresh.drop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('the jobs of the pdf-queue plugin, after the upgrade to the jobs plugin', { timeout: 600_000 }, () => {
  let before: Array<Omit<JobRow, 'kind'> & { type: string }>;
  let after: Outcome;
  beforeAll(async () => {
    before = (await upgraded.query<Omit<JobRow, 'kind'> & { type: string }>('SELECT id, type, dedupe_key, status, attempts, finished_at, last_error FROM pdf_queue_jobs ORDER BY id')).map((job) => ({
      ...job,
      id: Number(job.id),
      finished_at: job.finished_at === null ? null : Number(job.finished_at),
    }));
    after = await startCms(upgraded.settings);
  }, 300_000);

  const renamed = (name: string) => ({ 'learning-goals-pdfs': 'learning-virtues-goals-pdfs', 'email-bulk-send': 'email-sending' })[name] ?? name;
  const afterOf = (job: { id: number }) => after.jobs.find((moved) => moved.id === job.id)!;

  it('are all there, each with its id, under its kind, its dedupe key renamed with it', () => {
    expect(before.map((job) => job.type).sort()).toEqual([
      'connections-pdf',
      'connections-pdf',
      'connections-pdf',
      'connections-pdf',
      'connections-pdf-email',
      'email-bulk-send',
      'learning-goals-pdfs',
      'unverified-absence-emails',
    ]);
    for (const job of before) {
      expect(afterOf(job)).toMatchObject({ kind: renamed(job.type), dedupe_key: job.dedupe_key.replace(/^[^:]+:/, `${renamed(job.type)}:`) });
    }
    expect(after.oldTable).toBe(false);
  });

  it('runs each queued job once, and the job of a process that died once more; a finished job never again', () => {
    for (const job of before) {
      const moved = afterOf(job);
      if (job.status === 'completed' || job.status === 'failed') {
        expect(moved, job.dedupe_key).toMatchObject({ status: job.status, attempts: job.attempts, finished_at: job.finished_at, last_error: job.last_error });
      } else if (job.status === 'running') {
        expect(moved, job.dedupe_key).toMatchObject({ status: 'completed', attempts: job.attempts + 1 });
      } else if (job.type !== 'unverified-absence-emails') {
        expect(moved, job.dedupe_key).toMatchObject({ status: 'completed', attempts: 1, last_error: null });
      } else {
        // The next daily run: still waiting for its time, or run once when the test runs after it.
        expect(['queued', 'completed'], job.dedupe_key).toContain(moved.status);
      }
    }
    // What they were for is done: the PDFs made, the goals request answered, the send sent.
    expect(after.pdfs.map((pdf) => [pdf.title, pdf.status, pdf.pdf_file !== null, pdf.error])).toEqual([
      ['Queued before the upgrade', 'Completed', true, null],
      ['Running when its process died', 'Completed', true, null],
      ['Made before the upgrade', 'Completed', true, null],
      ['Failed before the upgrade', 'Generating', false, 'Image store unreachable'],
    ]);
    expect(after.requests).toEqual([{ queue_status: 'Complete', is_error: true, message: 'No goals are recorded for Year 9 in Term 1 2026.' }]);
    expect(after.sends).toEqual([{ status: 'Sent' }]);
  });

  it("leaves the table as Strapi makes it for plugin::jobs.job, and nothing that names the pdf-queue plugin", async () => {
    const made = await startCms(fresh.settings);
    expect(after.columns).toEqual(made.columns);
    expect(after.columns).toContain('kind');
    expect(after.schemaNames).toEqual(made.schemaNames);
    expect(after.schemaNames).toContain('jobs_dedupe_key_uq');
    expect(after.pdfQueueLeft).toEqual([]);
    // The BFF's token holds the actions at their new names (the old addresses call the same ones).
    expect(after.bffTokenActions).toEqual([
      'plugin::email-sends.connections-pdf-emails.create',
      'plugin::pdfs.connections-pdfs.remove',
      'plugin::pdfs.connections-pdfs.start',
      'plugin::pdfs.learning-virtues-goals-pdfs.remove',
      'plugin::pdfs.learning-virtues-goals-pdfs.start',
      'plugin::pdfs.post-pdfs.render',
      'plugin::pdfs.private-files.read',
    ]);
  });

  it('changes nothing when it runs again, as after a death between its commit and Strapi recording it', async () => {
    await upgraded.query('DELETE FROM strapi_migrations WHERE name = ?', [MIGRATION]);
    const again = await startCms(upgraded.settings);
    expect(again.jobs.filter((job) => before.some((old) => old.id === job.id))).toEqual(after.jobs.filter((job) => before.some((old) => old.id === job.id)));
    expect(await upgraded.query('SELECT name FROM strapi_migrations WHERE name = ?', [MIGRATION])).toHaveLength(1);
  });
});
