import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSqliteInstallation, runBackupCommand, type CommandRun } from './test-installation.ts';

/**
 * `npm run backup` and `npm run restore` as an operator runs them, on a small installation of real
 * files, SQLite and the machine's PostgreSQL: the consistency rule for files written after the
 * snapshot, and what they refuse, said in words (no stack trace), leaving nothing behind.
 */

const PG = { host: '127.0.0.1', port: 5432, user: 'postgres' };
const postgresEnv = (database: string, port = PG.port) => ({
  DATABASE_CLIENT: 'postgres',
  DATABASE_HOST: PG.host,
  DATABASE_PORT: String(port),
  DATABASE_NAME: database,
  DATABASE_USERNAME: PG.user,
  DATABASE_PASSWORD: '',
});

async function sql(database: string, text: string): Promise<void> {
  const client = new pg.Client({ ...PG, database });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Said in words: one line of its own per fact, and nothing of a stack trace. */
function expectWords(run: CommandRun, code: number, words: string | RegExp) {
  expect(run.code, run.stderr).toBe(code);
  expect(run.stderr).toMatch(words);
  expect(run.stderr).not.toMatch(/^\s+at /m);
}

let work: string;
let source: string;
let archive: string;
const secret = randomBytes(24).toString('base64url');
/** Every folder a test restores into, under the work folder. */
const target = (name: string) => path.join(work, name);
const restoreEnv = { DATABASE_FILENAME: undefined, PRIVATE_FILES_DIR: undefined, DATABASE_CLIENT: undefined };

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'portal-backup-refusals-'));
  source = path.join(work, 'source');
  makeSqliteInstallation(source, secret);
  const made = await runBackupCommand('backup', ['--cms-dir', source, '--out', path.join(work, 'backups')], restoreEnv);
  expect(made.code, made.stderr).toBe(0);
  archive = path.join(
    work,
    'backups',
    readdirSync(path.join(work, 'backups')).find((name) => name.endsWith('.tar.gz'))!,
  );
}, 60_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the command lines', () => {
  it('answer an option they do not know with how to write them, exit code 2', async () => {
    expectWords(
      await runBackupCommand('backup', ['--output', 'x']),
      2,
      /Unknown option '--output'\.\nUsage: npm run backup \[-- --out <folder>\]/,
    );
    expectWords(await runBackupCommand('restore', []), 2, /Which archive\?\nUsage: npm run restore -- <archive> \[--force\]/);
  });

  it('refuse to run without a passphrase when nobody is at a terminal to be asked', async () => {
    const run = await runBackupCommand('backup', ['--cms-dir', source, '--out', path.join(work, 'no-passphrase')], {
      ...restoreEnv,
      BACKUP_PASSPHRASE: undefined,
    });
    expectWords(run, 1, /No passphrase: set BACKUP_PASSPHRASE/);
    expect(existsSync(path.join(work, 'no-passphrase'))).toBe(false);
  });
});

describe('npm run backup', () => {
  it('keeps a file written after the database snapshot, lists it as such, and the restore puts it back', async () => {
    const installation = target('late-file');
    makeSqliteInstallation(installation, secret);
    // A file whose time is after the snapshot began, as one an editor uploads while the backup runs.
    const late = path.join(installation, 'public', 'uploads', 'uploaded-meanwhile.jpg');
    writeFileSync(late, 'uploaded while the backup ran');
    const inAnHour = new Date(Date.now() + 3_600_000);
    utimesSync(late, inAnHour, inAnHour);
    const out = path.join(work, 'late-backups');
    const made = await runBackupCommand('backup', ['--cms-dir', installation, '--out', out], restoreEnv);
    expect(made.stdout).toMatch(/2\/5 Files: uploads folder .+, 2 files of \d+ B, 1 written after the snapshot/);
    const lateArchive = path.join(out, readdirSync(out)[0]!);
    const unpacked = path.join(work, 'late-unpacked');
    mkdirSync(unpacked);
    await tar.x({ file: lateArchive, cwd: unpacked });
    const manifest = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8')) as { writtenAfterSnapshot: string[] };
    expect(manifest.writtenAfterSnapshot).toEqual(['files/uploads/uploaded-meanwhile.jpg']);

    const restored = target('late-restored');
    const restore = await runBackupCommand('restore', [lateArchive, '--cms-dir', restored], restoreEnv);
    expect(restore.stdout).toContain('1 file had been written after the database snapshot: restored as well');
    expect(readFileSync(path.join(restored, 'public', 'uploads', 'uploaded-meanwhile.jpg'), 'utf8')).toBe(
      'uploaded while the backup ran',
    );
  });

  it('says when the PostgreSQL database cannot be reached, and leaves no archive or working folder', async () => {
    const out = path.join(work, 'unreachable');
    const run = await runBackupCommand('backup', ['--cms-dir', source, '--out', out], postgresEnv('portal_cms', 1));
    expectWords(run, 1, /Cannot reach the PostgreSQL database "portal_cms" on 127\.0\.0\.1:1 .*the connection was refused/);
    expect(readdirSync(out)).toEqual([]);
  });

  it('says when pg_dump is not installed', async () => {
    const database = `portal_backup_nodump_${randomBytes(4).toString('hex')}`;
    await sql('postgres', `CREATE DATABASE ${database}`);
    try {
      const out = path.join(work, 'no-pg-dump');
      // Node itself is started by its full path; pg_dump is looked up on PATH, which holds nothing.
      const run = await runBackupCommand('backup', ['--cms-dir', source, '--out', out], {
        ...postgresEnv(database),
        PATH: '/nonexistent',
      });
      expectWords(run, 1, /pg_dump was not found: install PostgreSQL's client programs/);
      expect(readdirSync(out)).toEqual([]);
    } finally {
      await sql('postgres', `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    }
  });
});

describe('npm run restore', () => {
  it('refuses what is not a backup', async () => {
    const notAnArchive = path.join(work, 'notes.tar.gz');
    writeFileSync(notAnArchive, 'not an archive');
    expectWords(
      await runBackupCommand('restore', [notAnArchive, '--cms-dir', target('not-a-backup')], restoreEnv),
      1,
      /cannot be read as a backup/,
    );
    expectWords(
      await runBackupCommand('restore', [path.join(work, 'missing.tar.gz'), '--cms-dir', target('missing')], restoreEnv),
      1,
      /There is no archive at/,
    );
  });

  /** The archive unpacked, changed by `change`, and packed again as another archive. */
  async function alteredArchive(name: string, change: (dir: string) => void): Promise<string> {
    const dir = path.join(work, `${name}-unpacked`);
    mkdirSync(dir);
    await tar.x({ file: archive, cwd: dir });
    change(dir);
    const altered = path.join(work, `${name}.tar.gz`);
    await tar.c({ file: altered, gzip: true, cwd: dir }, readdirSync(dir));
    return altered;
  }

  it('refuses an archive of a later format than it reads, before asking for anything', async () => {
    const later = await alteredArchive('later-format', (dir) => {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as { formatVersion: number };
      writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ ...manifest, formatVersion: manifest.formatVersion + 1 }));
    });
    const run = await runBackupCommand('restore', [later, '--cms-dir', target('later-format')], {
      ...restoreEnv,
      BACKUP_PASSPHRASE: undefined,
    });
    expectWords(run, 1, /This archive is in backup format 2; this version of the portal restores format 1 and older/);
    expect(existsSync(path.join(target('later-format'), '.env'))).toBe(false);
  });

  it('refuses a damaged archive (a file that does not match its checksum) and writes nothing', async () => {
    const damaged = await alteredArchive('damaged', (dir) =>
      writeFileSync(path.join(dir, 'files', 'private-files', 'connections-1.pdf'), '%PDF- something else'),
    );
    const run = await runBackupCommand('restore', [damaged, '--cms-dir', target('damaged')], restoreEnv);
    expectWords(
      run,
      1,
      /The archive is damaged: files\/private-files\/connections-1\.pdf does not match its checksum\. Nothing was written\./,
    );
    expect(readdirSync(target('damaged'))).toEqual([]);
  });

  it('refuses a database of another kind than the installation is set up for', async () => {
    const run = await runBackupCommand('restore', [archive, '--cms-dir', target('other-kind')], {
      ...restoreEnv,
      ...postgresEnv('portal_cms'),
    });
    expectWords(run, 1, /The archive holds a sqlite database, and this installation is set up for postgres \(DATABASE_CLIENT\)/);
    expect(existsSync(path.join(target('other-kind'), '.env'))).toBe(false);
  });

  it('restores all or nothing: when the database step fails under --force, the files and cms/.env written before it are taken out and the earlier ones put back', async () => {
    const sourceDatabase = `portal_backup_source_${randomBytes(4).toString('hex')}`;
    const targetDatabase = `portal_restore_test_${randomBytes(4).toString('hex')}`;
    await sql('postgres', `CREATE DATABASE ${sourceDatabase}`);
    await sql('postgres', `CREATE DATABASE ${targetDatabase}`);
    try {
      await sql(
        sourceDatabase,
        "CREATE TABLE strapi_migrations (name text); INSERT INTO strapi_migrations VALUES ('from the backup')",
      );
      const out = path.join(work, 'pg-backups');
      const made = await runBackupCommand('backup', ['--cms-dir', source, '--out', out], postgresEnv(sourceDatabase));
      expect(made.code, made.stderr).toBe(0);
      expect(made.stdout).toMatch(
        /^1\/5 Database: PostgreSQL database "portal_backup_source_\w+" on 127\.0\.0\.1:5432 \(user postgres\), snapshot of/m,
      );
      const pgArchive = path.join(out, readdirSync(out)[0]!);

      const missing = await runBackupCommand('restore', [pgArchive, '--cms-dir', target('missing-database')], {
        ...restoreEnv,
        ...postgresEnv(`${targetDatabase}_missing`),
      });
      expectWords(
        missing,
        1,
        /Cannot reach the PostgreSQL database "portal_restore_test_\w+_missing" .*that database does not exist: create it \(empty\)/,
      );

      // An installation already in use, whose database a restore cannot replace: a view depends on the table it would drop.
      const installed = target('in-use');
      makeSqliteInstallation(installed, 'the installed secret');
      await sql(
        targetDatabase,
        "CREATE TABLE strapi_migrations (name text); INSERT INTO strapi_migrations VALUES ('installed'); CREATE VIEW depends_on_it AS SELECT * FROM strapi_migrations",
      );
      const env = { ...restoreEnv, ...postgresEnv(targetDatabase) };

      const refused = await runBackupCommand('restore', [pgArchive, '--cms-dir', installed], env);
      expectWords(
        refused,
        1,
        /This installation is not empty[\s\S]*PostgreSQL database "portal_restore_test_\w+" on 127\.0\.0\.1:5432 \(user postgres\) has 1 table[\s\S]*uploads folder .+ holds 1 file[\s\S]*--force/,
      );

      const forced = await runBackupCommand('restore', [pgArchive, '--cms-dir', installed, '--force'], env);
      expect(forced.stdout).toMatch(
        /--force: the PostgreSQL database .+ has 1 table in schema public: its tables of the same names dropped and restored, in one transaction/,
      );
      expectWords(
        forced,
        1,
        /The restore stopped: pg_restore failed .*depends_on_it depends on table public\.strapi_migrations[\s\S]*What it had written was taken out again and the earlier content moved back\./,
      );
      expect(readFileSync(path.join(installed, '.env'), 'utf8')).toBe('ENCRYPTION_KEY=the installed secret\n');
      expect(readdirSync(path.join(installed, 'public', 'uploads'))).toEqual(['assembly.jpg']);
      const client = new pg.Client({ ...PG, database: targetDatabase });
      await client.connect();
      const { rows } = await client.query<{ name: string }>('SELECT name FROM strapi_migrations');
      await client.end();
      expect(rows).toEqual([{ name: 'installed' }]);
    } finally {
      await sql('postgres', `DROP DATABASE IF EXISTS ${sourceDatabase} WITH (FORCE)`);
      await sql('postgres', `DROP DATABASE IF EXISTS ${targetDatabase} WITH (FORCE)`);
    }
  }, 60_000);
});
