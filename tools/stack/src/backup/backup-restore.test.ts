import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCHOOL_TIME_ZONE, addDays, parseAnswer, schoolDayOf } from '@portal/contract';
import { startStack, type Stack } from '../stack.ts';
import { signInThroughProvider } from '../dev-identity-provider/sign-in-flow.ts';
import { REPO_ROOT } from './installation.ts';
import { runBackupCommand, type CommandRun } from './test-installation.ts';

/**
 * `npm run backup` and `npm run restore` against the real product: the demo school's stack, some
 * records written through the BFF, an online backup while it runs, a restore into a fresh
 * database and empty folders, and the stack started again on what was restored (same ports, so
 * the same public addresses), where a carer and an administrator must find the same notices,
 * absences, calendar feed (whose URL is keyed by a restored secret) and private file bytes.
 * On SQLite, and on PostgreSQL (a source database and a fresh `portal_restore_test_*` one, both
 * made and dropped here).
 */

const PG = { host: '127.0.0.1', port: 5432, user: 'postgres' };
/** carer1's daughter Mia in the demo school. */
const MIA = '20230141';

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** A free port outside `taken` (with the next one free too when `pair`). */
async function freePortBeside(taken: number[], pair = false): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    if (taken.includes(port) || (pair && taken.includes(port + 1))) continue;
    if ((await isFree(port)) && (!pair || (await isFree(port + 1)))) return port;
  }
}

/** Ports for the source stack, used again for the restored one so that its public addresses are the same; the identity providers take idpPort and the next. */
async function stackPorts() {
  const port = await freePortBeside([]);
  const cmsPort = await freePortBeside([port]);
  const idpPort = await freePortBeside([port, cmsPort], true);
  const sesPort = await freePortBeside([port, cmsPort, idpPort, idpPort + 1]);
  return { port, cmsPort, idpPort, sesPort };
}

async function pgAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ ...PG, database: 'postgres' });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const postgresEnv = (database: string) => ({
  DATABASE_CLIENT: 'postgres',
  DATABASE_HOST: PG.host,
  DATABASE_PORT: String(PG.port),
  DATABASE_NAME: database,
  DATABASE_USERNAME: PG.user,
  DATABASE_PASSWORD: '',
});

async function api<T>(
  stack: Stack,
  call: Parameters<typeof parseAnswer>[0],
  route: string,
  token: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${stack.url}/api/${route}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`${call} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return parseAnswer(call, body) as T;
}

const signIn = async (stack: Stack, username: string) =>
  (await signInThroughProvider({ idpUrl: stack.idpUrl!, appUrl: stack.url, username })).tokens.access_token;

/** What a person notices of the portal: the records they read, the feed their calendar app reads, a private file's bytes. */
type Observed = {
  notices: string[];
  absences: string[];
  feedUrl: string;
  feedStatus: number;
  /** The feed's events, without the time it was made (DTSTAMP). */
  feedEvents: string[];
  pdf: Buffer | null;
};

async function connectionsPdfBytes(stack: Stack, admin: string, id: string): Promise<Buffer> {
  const link = await api<string>(stack, 'GET connections-pdf/:id', `connections-pdf/${id}/?generate_pdf_signed_url=yes`, admin);
  const response = await fetch(link);
  if (response.status !== 200) throw new Error(`The Connections PDF's link answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function observe(stack: Stack, pdfId: string | null): Promise<Observed> {
  const carer = await signIn(stack, 'carer1');
  const notices = await api<Array<{ postUid: string; title: string }>>(stack, 'GET posts', 'posts/?types=notice', carer);
  const absences = await api<Array<{ DAILY_ATTENDANCE_ID: string; absence_date: string; reason: string | null }>>(
    stack,
    'GET absences',
    `absences/?STUDENT_NUMBER=${MIA}`,
    carer,
  );
  const { url: feedUrl } = await api<{ url: string }>(stack, 'GET calendar/feed', 'calendar/feed', carer);
  const feed = await fetch(feedUrl);
  const feedEvents = (await feed.text())
    .split(/\r\n(?![ \t])/)
    .filter((line) => /^(UID|SUMMARY|DTSTART|DTEND|LOCATION)[:;]/.test(line));
  return {
    notices: notices.map((post) => `${post.postUid} ${post.title}`),
    absences: absences.map((absence) => `${absence.DAILY_ATTENDANCE_ID} ${absence.absence_date} ${absence.reason ?? ''}`),
    feedUrl,
    feedStatus: feed.status,
    feedEvents,
    pdf: pdfId ? await connectionsPdfBytes(stack, await signIn(stack, 'admin1'), pdfId) : null,
  };
}

/** Writes made through the BFF before the backup: a carer's notice of an absence, and (asked for) a Connections PDF in the private store. */
async function writeRecords(stack: Stack, { withPdf }: { withPdf: boolean }): Promise<{ pdfId: string | null }> {
  const carer = await signIn(stack, 'carer1');
  const notice = {
    clientNoticeId: randomUUID(),
    STUDENT_NUMBER: MIA,
    absence_type: 'whole_day',
    absence_date: addDays(schoolDayOf(new Date(), DEFAULT_SCHOOL_TIME_ZONE), 1),
    reason: 'Restored after a backup',
  };
  await api(stack, 'POST absences', 'absences/', carer, { method: 'POST', body: { data: notice } });
  if (!withPdf) return { pdfId: null };
  const admin = await signIn(stack, 'admin1');
  const { connections_pdfUid: id } = await api<{ connections_pdfUid: string }>(
    stack,
    'POST connections-pdf',
    'connections-pdf',
    admin,
    { method: 'POST', body: { title: 'Connections before the backup' } },
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    const [record] = await api<Array<{ status: string; error: string | null }>>(
      stack,
      'GET connections-pdf/:id',
      `connections-pdf/${id}/`,
      admin,
    );
    if (record!.status === 'Completed') return { pdfId: id };
    if (record!.error || Date.now() > deadline)
      throw new Error(`The Connections PDF did not complete: ${JSON.stringify(record)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The values of a restored cms/.env, as the CMS is given them (the launcher would read them from cms/.env itself). */
const restoredSecrets = (envFile: string) => parseEnv(readFileSync(envFile, 'utf8')) as Record<string, string>;

type Leg = {
  before: Observed;
  after: Observed;
  backup: CommandRun;
  restore: CommandRun;
  archive: string;
  target: string;
  sourceFeedSecret: string;
};

/**
 * One whole round: the source stack, records written, a backup while it runs, the stack stopped,
 * the restore into `target` and a stack started on it with the restored secrets. The feed key
 * comes from the environment (CALENDAR_FEED_SECRET, as in production) and differs from
 * cms/.env's, so only a restore that brought it back shows the same feed URL.
 */
async function backUpAndRestore(options: {
  work: string;
  sourceEnv: Record<string, string>;
  targetEnv: (target: string) => Record<string, string>;
  withPdf: boolean;
}): Promise<Leg> {
  const ports = await stackPorts();
  const sourceFeedSecret = randomBytes(32).toString('base64url');
  const savedFeedSecret = process.env.CALENDAR_FEED_SECRET;
  const run = async <T>(
    cmsEnv: Record<string, string>,
    feedSecret: string,
    logName: string,
    use: (stack: Stack) => Promise<T>,
  ): Promise<T> => {
    process.env.CALENDAR_FEED_SECRET = feedSecret;
    const cmsLogFile = path.join(options.work, logName);
    // The launcher's progress lines are left out: a start that fails says why in its error.
    const stack = await startStack({ ...ports, cmsEnv, cmsLogFile, log: () => undefined }).catch((error: Error) => {
      // The work folder goes when the suite ends: the end of the CMS's log goes with the error.
      const tail = existsSync(cmsLogFile) ? readFileSync(cmsLogFile, 'utf8').split('\n').slice(-30).join('\n') : '';
      throw new Error(`${error.message}; the end of ${logName}:\n${tail}`);
    });
    try {
      return await use(stack);
    } finally {
      await stack.stop();
      if (savedFeedSecret === undefined) delete process.env.CALENDAR_FEED_SECRET;
      else process.env.CALENDAR_FEED_SECRET = savedFeedSecret;
    }
  };

  const outDir = path.join(options.work, 'backups');
  const { before, pdfId, backup } = await run(
    { PORTAL_SEED: 'demo', ...options.sourceEnv },
    sourceFeedSecret,
    'source-cms.log',
    async (stack) => {
      const { pdfId } = await writeRecords(stack, { withPdf: options.withPdf });
      const seen = await observe(stack, pdfId);
      // Online, while the CMS runs, as an operator's nightly job would.
      return {
        before: seen,
        pdfId,
        backup: await runBackupCommand('backup', ['--out', outDir], {
          ...options.sourceEnv,
          CALENDAR_FEED_SECRET: sourceFeedSecret,
        }),
      };
    },
  );
  if (backup.code !== 0) throw new Error(`npm run backup failed: ${backup.stderr}`);
  const [archiveName] = (await readdir(outDir)).filter((name) => name.endsWith('.tar.gz'));
  const archive = path.join(outDir, archiveName!);

  const target = path.join(options.work, 'target');
  const restore = await runBackupCommand('restore', [archive, '--cms-dir', target], {
    DATABASE_FILENAME: undefined,
    PRIVATE_FILES_DIR: undefined,
    ...options.targetEnv(target),
  });
  if (restore.code !== 0) throw new Error(`npm run restore failed: ${restore.stderr}`);

  const secrets = restoredSecrets(path.join(target, '.env'));
  const after = await run(
    { ...secrets, ...options.targetEnv(target) },
    secrets.CALENDAR_FEED_SECRET ?? '',
    'restored-cms.log',
    (stack) => observe(stack, pdfId),
  );
  return { before, after, backup, restore, archive, target, sourceFeedSecret };
}

/** The figures of a round in the test's output: how long an operator waits for each command on the demo school. */
function reportTimings(database: string, { backup, restore, archive }: Leg) {
  console.info(
    `${database}: npm run backup ${(backup.ms / 1000).toFixed(1)} s, npm run restore ${(restore.ms / 1000).toFixed(1)} s, archive ${(statSync(archive).size / 1e6).toFixed(1)} MB`,
  );
}

function expectSamePortal({ before, after }: Leg) {
  expect(before.notices.length, 'the demo school has notices for carer1').toBeGreaterThan(0);
  expect(after.notices).toEqual(before.notices);
  expect(
    before.absences.some((line) => line.endsWith('Restored after a backup')),
    "the carer's notice written before the backup",
  ).toBe(true);
  expect(after.absences).toEqual(before.absences);
  expect(before.feedStatus).toBe(200);
  expect(after.feedUrl, 'the same feed URL: its token is keyed by the restored CALENDAR_FEED_SECRET').toBe(before.feedUrl);
  expect(after.feedStatus, 'the feed URL a calendar app keeps still answers').toBe(200);
  expect(before.feedEvents.length, 'the feed has events').toBeGreaterThan(0);
  expect(after.feedEvents).toEqual(before.feedEvents);
}

describe('a backup of the SQLite installation, restored into a fresh one', () => {
  let work: string;
  let leg: Leg;
  const sourceDb = () => path.join(work, 'source.db');
  const sourcePrivate = () => path.join(work, 'source-private-files');

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'portal-backup-test-'));
    leg = await backUpAndRestore({
      work,
      sourceEnv: { DATABASE_FILENAME: sourceDb(), PRIVATE_FILES_DIR: sourcePrivate() },
      // The defaults of the target CMS folder: <target>/.tmp/data.db and <target>/private-files.
      targetEnv: (target) => ({
        DATABASE_FILENAME: path.join(target, '.tmp', 'data.db'),
        PRIVATE_FILES_DIR: path.join(target, 'private-files'),
      }),
      withPdf: true,
    });
    reportTimings('SQLite', leg);
  }, 420_000);

  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('brings back the same notices, absences and calendar feed', () => {
    expectSamePortal(leg);
  });

  it("brings back the private file's bytes: the Connections PDF downloads the same after the restore", () => {
    expect(leg.before.pdf!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(leg.after.pdf!.equals(leg.before.pdf!)).toBe(true);
    expect(readdirSync(path.join(leg.target, 'private-files')).some((name) => name.endsWith('.pdf'))).toBe(true);
  });

  it("puts the media library's images (the demo school's pictures) into the restored uploads folder", () => {
    const restored = path.join(leg.target, 'public', 'uploads');
    const images = readdirSync(restored, { recursive: true, encoding: 'utf8' }).filter((name) =>
      statSync(path.join(restored, name)).isFile(),
    );
    expect(images.length).toBeGreaterThan(0);
    // The source CMS's uploads are Strapi's public folder of this checkout, which the backup read.
    for (const image of images)
      expect(
        readFileSync(path.join(restored, image)).equals(readFileSync(path.join(REPO_ROOT, 'cms', 'public', 'uploads', image))),
        image,
      ).toBe(true);
  });

  it('prints its progress and the archive it wrote, and the restore writes cms/.env for its owner only', () => {
    expect(leg.backup.stdout).toMatch(/^1\/5 Database: SQLite file .+, snapshot of [\d.]+ [kMG]?B in/m);
    expect(leg.backup.stdout).toContain(`Backup written: ${leg.archive} (`);
    expect(path.basename(leg.archive)).toMatch(/^portal-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    expect(leg.restore.stdout).toContain('Restore complete');
    expect(statSync(path.join(leg.target, '.env')).mode & 0o777).toBe(0o600);
  });

  it('holds no secret in clear: neither the feed key from the environment nor those of cms/.env', () => {
    const unpacked = gunzipSync(readFileSync(leg.archive));
    const envFileSecrets = parseEnv(readFileSync(path.join(REPO_ROOT, 'cms', '.env'), 'utf8'));
    for (const secret of [
      leg.sourceFeedSecret,
      envFileSecrets.ENCRYPTION_KEY!,
      envFileSecrets.PORTAL_BFF_API_TOKEN!,
      envFileSecrets.API_TOKEN_SALT!,
    ]) {
      expect(unpacked.includes(Buffer.from(secret))).toBe(false);
    }
    expect(restoredSecrets(path.join(leg.target, '.env')).CALENDAR_FEED_SECRET).toBe(leg.sourceFeedSecret);
  });

  it('refuses to restore into an installation that is not empty, and writes nothing', async () => {
    const envBefore = readFileSync(path.join(leg.target, '.env'), 'utf8');
    const again = await runBackupCommand('restore', [leg.archive, '--cms-dir', leg.target], {
      DATABASE_FILENAME: undefined,
      PRIVATE_FILES_DIR: undefined,
    });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('This installation is not empty');
    expect(again.stderr).toMatch(/SQLite file .+ has \d+ tables/);
    expect(again.stderr).toContain('--force');
    expect(readFileSync(path.join(leg.target, '.env'), 'utf8')).toBe(envBefore);
  });

  it('refuses a wrong passphrase before writing anything', async () => {
    const fresh = path.join(work, 'wrong-passphrase');
    const run = await runBackupCommand('restore', [leg.archive, '--cms-dir', fresh], {
      BACKUP_PASSPHRASE: 'not the passphrase at all',
      DATABASE_FILENAME: undefined,
      PRIVATE_FILES_DIR: undefined,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Wrong passphrase');
    expect(existsSync(path.join(fresh, '.env'))).toBe(false);
    expect(existsSync(path.join(fresh, '.tmp', 'data.db'))).toBe(false);
    expect(existsSync(path.join(fresh, 'private-files'))).toBe(false);
  });
});

describe('a backup of the PostgreSQL installation, restored into a fresh database', () => {
  const suffix = randomBytes(4).toString('hex');
  const sourceDatabase = `portal_backup_source_${suffix}`;
  const targetDatabase = `portal_restore_test_${suffix}`;
  let work: string;
  let leg: Leg;

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'portal-backup-test-pg-'));
    await pgAdmin(`CREATE DATABASE ${sourceDatabase}`);
    // The restore's target must exist and be empty: an operator makes it (createdb) as here.
    await pgAdmin(`CREATE DATABASE ${targetDatabase}`);
    leg = await backUpAndRestore({
      work,
      sourceEnv: { ...postgresEnv(sourceDatabase), PRIVATE_FILES_DIR: path.join(work, 'source-private-files') },
      targetEnv: (target) => ({ ...postgresEnv(targetDatabase), PRIVATE_FILES_DIR: path.join(target, 'private-files') }),
      withPdf: false,
    });
    reportTimings('PostgreSQL', leg);
  }, 420_000);

  afterAll(async () => {
    await pgAdmin(`DROP DATABASE IF EXISTS ${sourceDatabase} WITH (FORCE)`);
    await pgAdmin(`DROP DATABASE IF EXISTS ${targetDatabase} WITH (FORCE)`);
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('brings back the same notices, absences and calendar feed from a pg_dump', () => {
    expect(leg.backup.stdout).toMatch(/^1\/5 Database: PostgreSQL database "portal_backup_source_/m);
    expect(leg.restore.stdout).toContain(`restored into the PostgreSQL database "${targetDatabase}"`);
    expectSamePortal(leg);
  });
});
