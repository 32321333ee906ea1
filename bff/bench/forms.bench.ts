import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { unwrapRecords, type ConsentFormRecord, type FormMatrixRecord, type FormReminderRecord } from '@portal/contract';
import { startStack } from '@portal/stack';
import { signIn } from '../src/test/sign-in.ts';
import { median, pgQuery, postgresEnv, progress, timedAdminGet } from './bench-support.ts';

/**
 * Permission forms at a 2,000-student school (issue 30): an every-carer form for all of them,
 * 4,000 carers. Goals: the form's requests (on publishing) and an admin's "remind everyone
 * pending" reach the configured SES rate (achieved ÷ configured ≥ 0.8), and the staff matrix of
 * the 4,000 signers answers through the BFF in under 300 ms (p95 of warm requests) on PostgreSQL.
 *
 * A fresh PostgreSQL database is made and the stack started on it (the demo school seeded, the
 * SES emulator, EMAIL_SENDS_PER_SECOND set); the Sydney students (years 7 to 12, each with a
 * portal account in their year's group) and two linked carers each are added with bulk SQL
 * (bench set-up only), half of the carers having signed in to the portal (they get its link),
 * half not (they get a signing link, an invitation each). admin1 then works through the BFF as
 * the PWA does: creates the form for years 7 to 12, publishes it, and, once a quarter of the
 * carers have answered (rows added by SQL), reminds everyone pending; after a quarter more
 * have opened it (view events added by SQL), the matrix is timed. The demo's own Sydney
 * students of those years are in the audience too, and counted.
 *
 * A send's rate is the messages SES took (the email plugin's statistics rows of the send) over
 * the time from the first SES answer to the last: (sent − 1) ÷ seconds. Beside it, to tell the
 * machine's load from the code's cost: the CMS process's CPU time per message, its share of one
 * core, and how busy the machine's cores were while it sent (another helper's build shows
 * there), and the gaps between sends against the pacer's 1000/rate ms. The matrix is also timed
 * straight from the CMS's route (what the BFF asks), so that the BFF's share shows.
 *
 * BENCH_FORMS_STUDENTS (2000), BENCH_FORMS_RATE (50 messages a second), BENCH_RUNS (20 timed
 * matrix requests after two warm-ups). PostgreSQL at 127.0.0.1:5432 as user postgres (trust).
 */
const STUDENTS = Number(process.env.BENCH_FORMS_STUDENTS ?? 2000);
const RATE = Number(process.env.BENCH_FORMS_RATE ?? 50);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const GOALS = { rateRatio: 0.8, matrixP95Ms: 300 };
const PORTS = { port: 3700, cmsPort: 1910, idpPort: 4700, sesPort: 8905 };
const YEARS = [7, 8, 9, 10, 11, 12];
const DAY_MS = 24 * 60 * 60 * 1000;

const database = `portal_bench_forms_${process.pid}`;

/** Rows of one query on the bench's database. */
async function pgRows<T>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}
const run = (sql: string, values: unknown[] = []) => pgQuery(database, sql, values);

/**
 * The bench's documentIds: 24 characters like Strapi's, a prefix per kind (u student account,
 * s student, c carer, l carer link, r response, e event) and the row's number.
 */
const ID = (prefix: string, number: string) => `'bf${prefix}' || lpad((${number})::text, 21, '0')`;

/** The students, their accounts in their year's group, and two carers each, straight into the CMS's tables (columns as Strapi names the attributes). */
async function addSchool(domain: string): Promise<void> {
  const names = `(ARRAY['Olivia','Jack','Charlotte','Noah','Amelia','William','Isla','Oliver','Mia','Leo','Ava','Henry','Grace','Lucas','Chloe','Thomas'])`;
  const surnames = `(ARRAY['Smith','Jones','Williams','Brown','Wilson','Taylor','Nguyen','Johnson','Martin','White','Anderson','Walker','Kelly','Chen','Singh','Patel','Murphy'])`;
  const firstname = (i: string) => `${names}[1 + ${i} % 16]`;
  const surname = (i: string) => `${surnames}[1 + (${i} / 16) % 17]`;
  const year = (i: string) => `(7 + ${i} % 6)`;
  await run(
    `INSERT INTO portal_users (document_id, username, firstname, surname, type, is_carer, is_admin, email, campus, active, bulk_email_opt_out, language_chosen, created_at, updated_at, published_at)
     SELECT ${ID('u', 'i')}, 'bench-student-' || i, ${firstname('i')}, ${surname('i')}, 'student', false, false,
       'bench-student-' || i || '@' || $2, 'sydney', true, false, false, now(), now(), now()
     FROM generate_series(1, $1::int) AS i`,
    [STUDENTS, domain],
  );
  await run(
    `INSERT INTO students (document_id, student_number, username, student, form_run, campus, created_at, updated_at, published_at)
     SELECT ${ID('s', 'i')}, '9' || lpad(i::text, 6, '0'), 'bench-student-' || i, ${firstname('i')} || ' ' || ${surname('i')}, ${year('i')},
       'sydney', now(), now(), now()
     FROM generate_series(1, $1::int) AS i`,
    [STUDENTS],
  );
  await run(
    `INSERT INTO students_portal_user_lnk (student_id, portal_user_id)
     SELECT s.id, u.id FROM generate_series(1, $1::int) AS i
     JOIN students s ON s.document_id = ${ID('s', 'i')} JOIN portal_users u ON u.document_id = ${ID('u', 'i')}`,
    [STUDENTS],
  );
  await run(
    `INSERT INTO portal_users_groups_lnk (portal_user_id, group_id, group_ord, portal_user_ord)
     SELECT u.id, g.id, 1, 1000 + i FROM generate_series(1, $1::int) AS i
     JOIN portal_users u ON u.document_id = ${ID('u', 'i')}
     JOIN LATERAL (SELECT id FROM groups WHERE groupname = 'Year ' || ${year('i')} ORDER BY id LIMIT 1) AS g ON true`,
    [STUDENTS],
  );
  // Carers 2k−1 and 2k are student k's; the odd ones have signed in to the portal (an issuer's subject).
  await run(
    `INSERT INTO portal_users (document_id, username, firstname, surname, type, is_carer, is_admin, email, campus, active, issuer, subject,
       bulk_email_opt_out, language_chosen, created_at, updated_at, published_at)
     SELECT ${ID('c', 'i')}, 'bench-carer-' || i, ${names}[1 + (i * 7) % 16], ${surname('((i + 1) / 2)')}, 'affiliate', true, false,
       'bench-carer-' || i || '@' || $2, 'sydney', true,
       CASE WHEN i % 2 = 1 THEN 'http://bench-issuer' END, CASE WHEN i % 2 = 1 THEN 'bench-subject-' || i END,
       false, false, now(), now(), now()
     FROM generate_series(1, $1::int) AS i`,
    [STUDENTS * 2, domain],
  );
  await run(
    `INSERT INTO carer_students (document_id, relationship, created_at, updated_at, published_at)
     SELECT ${ID('l', 'i')}, CASE WHEN i % 2 = 1 THEN 'Mother' ELSE 'Father' END, now(), now(), now()
     FROM generate_series(1, $1::int) AS i`,
    [STUDENTS * 2],
  );
  await run(
    `INSERT INTO carer_students_carer_lnk (carer_student_id, portal_user_id)
     SELECT l.id, c.id FROM generate_series(1, $1::int) AS i
     JOIN carer_students l ON l.document_id = ${ID('l', 'i')} JOIN portal_users c ON c.document_id = ${ID('c', 'i')}`,
    [STUDENTS * 2],
  );
  await run(
    `INSERT INTO carer_students_student_lnk (carer_student_id, student_id)
     SELECT l.id, s.id FROM generate_series(1, $1::int) AS i
     JOIN carer_students l ON l.document_id = ${ID('l', 'i')} JOIN students s ON s.document_id = ${ID('s', '(i + 1) / 2')}`,
    [STUDENTS * 2],
  );
  for (const table of [
    'portal_users',
    'students',
    'carer_students',
    'students_portal_user_lnk',
    'portal_users_groups_lnk',
    'carer_students_carer_lnk',
    'carer_students_student_lnk',
  ])
    await run(`VACUUM ANALYZE ${table}`);
}

/**
 * A quarter of the carers (4, 8, 12, …) answered the form in the portal, one in ten of them
 * declining: response rows as the CMS writes them, with made-up hashes (the bench verifies no chain).
 */
async function addAnswers(formId: string, contentHash: string): Promise<void> {
  await run(
    `INSERT INTO form_responses (document_id, campus, form, version, content_hash, shown_hash, statement, student, student_number, signer,
       signer_name, answers, declined, method, signed_at, device_time, ip, user_agent, client_key, response_hash, created_at, updated_at, published_at)
     SELECT ${ID('r', 'i')}, 'sydney', $2::text, 1, $3::text, $3::text, 'I agree to the form for ' || s.student || '.', s.document_id, s.student_number,
       c.document_id, c.firstname || ' ' || c.surname,
       jsonb_build_object('consent', CASE WHEN i % 40 = 0 THEN 'no' ELSE 'yes' END, 'health', CASE WHEN i % 12 = 0 THEN 'Nut allergy' ELSE '' END),
       i % 40 = 0, 'campus-sign-in', now(), now(), '127.0.0.1', 'Bench', 'bench-' || $2::text || '-' || i, md5(i::text) || md5($2::text || i), now(), now(), now()
     FROM generate_series(4, $1::int, 4) AS i
     JOIN portal_users c ON c.document_id = ${ID('c', 'i')} JOIN students s ON s.document_id = ${ID('s', '(i + 1) / 2')}`,
    [STUDENTS * 2, formId, contentHash],
  );
  await run('VACUUM ANALYZE form_responses');
}

/** Another quarter (1, 5, 9, …) opened the form without answering: `viewed` events after the chain's head (made-up hashes). */
async function addViews(formId: string): Promise<void> {
  await run(
    `INSERT INTO form_events (document_id, form, seq, kind, at, actor, details, previous_hash, hash, created_at, updated_at, published_at)
     SELECT ${ID('e', 'i')}, $2::text, head.seq + i, 'viewed', now(), c.document_id,
       jsonb_build_object('student', ${ID('s', '(i + 1) / 2')}, 'method', 'campus-sign-in'), md5(i::text) || md5(i::text), md5($2::text || i) || md5(i::text), now(), now(), now()
     FROM generate_series(1, $1::int, 4) AS i
     JOIN portal_users c ON c.document_id = ${ID('c', 'i')}
     CROSS JOIN (SELECT coalesce(max(seq), 0) AS seq FROM form_events WHERE form = $2::text) AS head`,
    [STUDENTS * 2, formId],
  );
  await run('VACUUM ANALYZE form_events');
}

/** CPU time so far: the machine's (busy and total, all cores, /proc/stat) and one process's (/proc/<pid>/stat), in clock ticks. */
type CpuTicks = { busy: number; total: number; process: number };
function cpuTicks(pid: number): CpuTicks {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = fields.map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  // The process's fields after its name (which may hold spaces): utime and stime are the 12th and 13th.
  const after = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { busy: total - idle, total, process: Number(after[11]) + Number(after[12]) };
}
/** Linux's clock ticks a second (USER_HZ). */
const TICKS_PER_SECOND = 100;

type SendFigures = {
  name: string;
  sent: number;
  seconds: number;
  achieved: number;
  ratio: number;
  /** From the BFF's answer to the admin's write to SES's first answer. */
  firstAfterMs: number;
  cmsCpuMsPerMessage: number;
  cmsCoreShare: number;
  machineBusy: number;
  gapP50Ms: number;
  gapP95Ms: number;
  gapMaxMs: number;
};

/** Where a send's measures start: the CPU counters just before the admin's write, and the wall clock when the BFF answered it. */
type SendStart = { cmsPid: number; cpu: CpuTicks; writeAnsweredAt: number };

/**
 * Waits for a send (its statistics rows, by `send_id`) to reach `expected` messages SES took, or
 * for its job to end, then measures it.
 */
async function measureSend(
  name: string,
  sendIdLike: string,
  jobKeyLike: string,
  expected: number | null,
  start: SendStart,
): Promise<SendFigures> {
  let reported = 0;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [counted] = await pgRows<{ sent: string }>(
      `SELECT count(*) AS sent FROM email_statistics WHERE send_id LIKE $1 AND ses_send_time IS NOT NULL`,
      [sendIdLike],
    );
    const sent = Number(counted!.sent);
    const jobs = await pgRows<{ status: string; last_error: string | null }>(
      `SELECT status, last_error FROM jobs WHERE dedupe_key LIKE $1 AND (payload->>'manual' IS NULL OR payload->>'manual' = 'true')`,
      [jobKeyLike],
    );
    if (jobs.some((job) => job.status === 'failed'))
      throw new Error(`${name}: the job failed: ${jobs.map((job) => job.last_error).join('; ')}`);
    if (sent >= reported + 500) {
      reported = sent;
      progress(`${name}: ${sent.toLocaleString('en-AU')} sent`);
    }
    const done = expected !== null ? sent >= expected : jobs.length > 0 && jobs.every((job) => job.status === 'completed');
    if (done) break;
  }
  const after = cpuTicks(start.cmsPid);
  const before = start.cpu;
  const [span] = await pgRows<{ sent: string; first: Date; last: Date }>(
    `SELECT count(*) AS sent, min(ses_send_time) AS first, max(ses_send_time) AS last FROM email_statistics WHERE send_id LIKE $1 AND ses_send_time IS NOT NULL`,
    [sendIdLike],
  );
  const times = (
    await pgRows<{ at: Date }>(
      `SELECT ses_send_time AS at FROM email_statistics WHERE send_id LIKE $1 AND ses_send_time IS NOT NULL ORDER BY 1`,
      [sendIdLike],
    )
  ).map((row) => row.at.getTime());
  const gaps = times
    .slice(1)
    .map((at, index) => at - times[index]!)
    .sort((a, b) => a - b);
  const sent = Number(span!.sent);
  const seconds = (span!.last.getTime() - span!.first.getTime()) / 1000;
  const achieved = (sent - 1) / seconds;
  // The send's window on the CPU counters: from the admin's write (the job starts at once) to the poll that saw it end.
  const cmsSeconds = (after.process - before.process) / TICKS_PER_SECOND;
  const wallSeconds = (after.total - before.total) / TICKS_PER_SECOND / os.cpus().length;
  return {
    name,
    sent,
    seconds,
    achieved,
    ratio: achieved / RATE,
    // The CMS stamps the send time with its clock, the same machine's as the bench's.
    firstAfterMs: span!.first.getTime() - start.writeAnsweredAt,
    cmsCpuMsPerMessage: (cmsSeconds * 1000) / sent,
    cmsCoreShare: cmsSeconds / wallSeconds,
    machineBusy: (after.busy - before.busy) / (after.total - before.total),
    gapP50Ms: median(gaps),
    gapP95Ms: gaps[Math.floor(gaps.length * 0.95)] ?? NaN,
    gapMaxMs: gaps.at(-1) ?? NaN,
  };
}

/**
 * What held a send's rate, from the CPU figures: the CMS sends from one JavaScript thread, so the
 * configured rate needs (CPU per message × rate) of one core. Below that share while the machine's
 * cores were busy, the CMS was waiting for a core (the machine's load); needing a whole core or
 * more, the code costs too much per message; neither, the send loop waited on something else.
 */
function whyOf(send: SendFigures): string {
  const needed = (send.cmsCpuMsPerMessage * RATE) / 1000;
  const figures = `${send.cmsCpuMsPerMessage.toFixed(1)} ms of CMS CPU a message, so ${RATE}/s needs ${(needed * 100).toFixed(0)} % of a core; the CMS had ${(send.cmsCoreShare * 100).toFixed(0)} % while the cores were ${(send.machineBusy * 100).toFixed(0)} % busy`;
  if (needed >= 1) return `${figures}: the code's cost per message is above what one core gives at this rate.`;
  if (send.machineBusy >= 0.9 && send.cmsCoreShare < 0.9 * needed)
    return `${figures}: the machine's load (the CMS waited for a core).`;
  if (send.ratio >= GOALS.rateRatio) return `${figures}.`;
  return `${figures}: not the CPU; the send loop waited on the database or SES.`;
}

/** Timed GETs: two to warm up, then `RUNS`, each from request to parsed answer. */
async function timeRequests(
  name: string,
  get: () => Promise<unknown>,
): Promise<{ name: string; medianMs: number; p95Ms: number; maxMs: number }> {
  await get();
  await get();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    await get();
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const result = { name, medianMs: median(times), p95Ms: sorted[Math.ceil(sorted.length * 0.95) - 1]!, maxMs: sorted.at(-1)! };
  progress(`${name}: median ${result.medianMs.toFixed(0)} ms, p95 ${result.p95Ms.toFixed(0)} ms`);
  return result;
}

/** The stack on the bench's database, the school added, the sends and the matrix measured, the summary printed. */
async function benchForms() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-forms-'));
  progress(`starting the stack on PostgreSQL database ${database}, EMAIL_SENDS_PER_SECOND=${RATE} (CMS log in ${workDir})...`);
  const stack = await startStack({
    ...PORTS,
    cmsEnv: { ...postgresEnv(database), PORTAL_SEED: 'demo', EMAIL_SENDS_PER_SECOND: String(RATE) },
    cmsLogFile: path.join(workDir, 'cms.log'),
    log: () => {},
  });
  try {
    const domain = `forms-bench-${process.pid}.example.com`;
    const started = performance.now();
    progress(`adding ${STUDENTS.toLocaleString('en-AU')} students and ${(STUDENTS * 2).toLocaleString('en-AU')} carers...`);
    await addSchool(domain);
    progress(`added in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const { access_token: token } = await signIn({ idpUrl: stack.idpUrl!, appUrl: stack.url, username: 'admin1' });
    const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${stack.url}/api/${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer: unknown = await response.json();
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
      return unwrapRecords<T>(answer as never);
    };

    const form = await call<ConsentFormRecord>('POST', 'consent-forms', {
      data: {
        title: 'Whole-school athletics carnival',
        body: '<p>The athletics carnival is at the regional sports centre. Buses leave at 8:30 am and return by 3 pm.</p>',
        questions: [
          { id: 'consent', kind: 'consent', label: 'May your child attend the carnival?', required: true },
          { id: 'health', kind: 'health', label: 'Medical or dietary needs we should know of', required: false },
        ],
        audience: { years: YEARS, groups: [], students: [] },
        due_at: new Date(Date.now() + 14 * DAY_MS).toISOString(),
        signers: 'every_carer',
        student_from_year: null,
        changes_allowed: true,
        reminder_days: [3, 1],
      },
    });
    const formId = form.formUid;
    const [audience] = await pgRows<{ students: string }>(
      `SELECT count(*) AS students FROM students WHERE campus = 'sydney' AND form_run = ANY($1::int[])`,
      [YEARS],
    );
    progress(
      `form ${formId} drafted for ${Number(audience!.students).toLocaleString('en-AU')} students; publishing (EMAIL_SENDS_PER_SECOND=${RATE})...`,
    );

    const cmsPid = stack.cmsPid()!;
    const loadBefore = os.loadavg()[0]!;
    let cpu = cpuTicks(cmsPid);
    const published = await call<ConsentFormRecord>('POST', `consent-forms/${formId}/publication`);
    const requests = await measureSend('form requests', `form-request-${formId}`, `form-requests:${formId}`, null, {
      cmsPid,
      cpu,
      writeAnsweredAt: Date.now(),
    });

    await addAnswers(formId, published.content_hash!);
    progress('a quarter of the carers answered; reminding everyone pending...');
    cpu = cpuTicks(cmsPid);
    const reminder = await call<FormReminderRecord>('POST', `consent-forms/${formId}/reminders`);
    const remindAnsweredAt = Date.now();
    progress(
      `${reminder.queued.toLocaleString('en-AU')} pending signers to remind (${reminder.skipped_today} reminded today already)`,
    );
    const reminders = await measureSend('reminders', `form-reminder-${formId}-%`, `form-reminders:${formId}:%`, reminder.queued, {
      cmsPid,
      cpu,
      writeAnsweredAt: remindAnsweredAt,
    });
    const loadAfter = os.loadavg()[0]!;

    await addViews(formId);
    const getMatrix = timedAdminGet<FormMatrixRecord>(stack.url, `consent-forms/${formId}/matrix`, token);
    const { records: matrix } = await getMatrix('');
    progress(
      `matrix: ${matrix.students.toLocaleString('en-AU')} students, ${matrix.signers.toLocaleString('en-AU')} signers ${JSON.stringify(matrix.counts)}`,
    );
    const throughBff = await timeRequests('matrix through the BFF', () => getMatrix(''));
    const fromCms = await timeRequests("matrix from the CMS's route", async () => {
      const response = await fetch(`${stack.cmsUrl}/api/consent-forms/${formId}/matrix`, {
        headers: { authorization: `Bearer ${stack.cmsApiToken}` },
      });
      if (!response.ok) throw new Error(`the CMS's matrix answered ${response.status}`);
      return response.json();
    });
    const matrixBytes = JSON.stringify(matrix).length;

    const sends = [requests, reminders];
    const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
    console.log(
      `\nPermission forms: an every-carer form for ${matrix.students.toLocaleString('en-AU')} students, ${matrix.signers.toLocaleString('en-AU')} signers (PostgreSQL, through the BFF; SES emulator at EMAIL_SENDS_PER_SECOND=${RATE})\n`,
    );
    console.log(
      'send           messages  first→last   achieved   ÷ configured  first after  gap p50/p95/max    CMS CPU/msg  CMS core  machine busy  result',
    );
    for (const send of sends) {
      console.log(
        [
          send.name.padEnd(13),
          send.sent.toLocaleString('en-AU').padStart(8),
          `${send.seconds.toFixed(1)} s`.padStart(11),
          `${send.achieved.toFixed(1)}/s`.padStart(9),
          send.ratio.toFixed(3).padStart(13),
          `${(send.firstAfterMs / 1000).toFixed(1)} s`.padStart(11),
          `${send.gapP50Ms.toFixed(0)}/${send.gapP95Ms.toFixed(0)}/${send.gapMaxMs.toFixed(0)} ms`.padStart(16),
          `${send.cmsCpuMsPerMessage.toFixed(1)} ms`.padStart(11),
          `${(send.cmsCoreShare * 100).toFixed(0)} %`.padStart(9),
          `${(send.machineBusy * 100).toFixed(0)} %`.padStart(13),
          `  ${pass(send.ratio >= GOALS.rateRatio)} (goal ≥ ${GOALS.rateRatio})`,
        ].join('  '),
      );
    }
    console.log(
      `\n(pacer gap ${(1000 / RATE).toFixed(0)} ms; machine: ${os.cpus().length} cores, load average ${loadBefore.toFixed(2)} before the sends, ${loadAfter.toFixed(2)} after)`,
    );
    for (const send of sends) console.log(`${send.name}: ${whyOf(send)}`);
    console.log(`\nstaff matrix (${(matrixBytes / 1024 / 1024).toFixed(1)} MB of JSON)  median    p95   slowest  result`);
    for (const timing of [throughBff, fromCms]) {
      const goal =
        timing === throughBff
          ? `  ${pass(timing.p95Ms < GOALS.matrixP95Ms)} (goal p95 < ${GOALS.matrixP95Ms} ms)`
          : '  (what the BFF waits for)';
      console.log(
        `${timing.name.padEnd(30)}  ${`${timing.medianMs.toFixed(0)} ms`.padStart(6)}  ${`${timing.p95Ms.toFixed(0)} ms`.padStart(6)}  ${`${timing.maxMs.toFixed(0)} ms`.padStart(7)}${goal}`,
      );
    }
    if (sends.some((send) => send.ratio < GOALS.rateRatio) || throughBff.p95Ms >= GOALS.matrixP95Ms) process.exitCode = 1;
  } finally {
    await stack.stop();
  }
}

async function main() {
  await pgQuery('postgres', `CREATE DATABASE ${database}`);
  try {
    await benchForms();
  } finally {
    await pgQuery('postgres', `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
