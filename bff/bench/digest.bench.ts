import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { unwrapRecords, type EmailSendRecord } from '@portal/contract';
import { startStack } from '@portal/stack';
import { signIn } from '../src/test/sign-in.ts';
import { idleRssMb, progress, rssMb, SqliteDatabase } from './bench-support.ts';

/**
 * A weekly digest to 10,000 people at a configured 50 messages a second (issue 14): the rate
 * achieved ÷ the rate configured (goal ≥ 0.8) and the CMS's peak memory above idle while it
 * sends (goal ≤ 100 MB: recipients are streamed in pages, never all held at once).
 *
 * The stack starts as `npm start` does on a fresh SQLite file, with its SES emulator; the people
 * (Armidale carers, no groups, so the campus's open newsletters and notices reach them) are
 * added with bulk SQL into that file; admin1 of Armidale sends the digest through the BFF, and
 * the send record is polled until Sent. The rate is the messages sent over the time from the
 * BFF's answer (the send queued) to the record saying Sent. Memory is the CMS process's
 * resident set (/proc/<pid>/status VmRSS), sampled every 100 ms, against the same just before.
 * BENCH_DIGEST_RECIPIENTS (10000), BENCH_DIGEST_RATE (50).
 */
const RECIPIENTS = Number(process.env.BENCH_DIGEST_RECIPIENTS ?? 10_000);
const RATE = Number(process.env.BENCH_DIGEST_RATE ?? 50);
const GOALS = { rateRatio: 0.8, rssMb: 100 };
const PORTS = { port: 3600, cmsPort: 1800, idpPort: 4600, sesPort: 8805 };

const documentId = () => `b${randomBytes(16).toString('hex').slice(0, 23)}`;

/** The people, straight into the CMS's SQLite file in one transaction (the CMS reads them like any other). */
function addPeople(file: string, count: number, domain: string): void {
  const db = new SqliteDatabase(file);
  db.pragma('busy_timeout = 10000');
  const insert = db.prepare(
    `INSERT INTO portal_users (document_id, username, firstname, type, is_carer, is_admin, email, campus, bulk_email_opt_out, created_at, updated_at, published_at)
     VALUES (?, ?, ?, 'affiliate', 1, 0, ?, 'armidale', 0, ?, ?, ?)`,
  );
  const now = Date.now();
  db.transaction(() => {
    for (let index = 0; index < count; index += 1) insert.run(documentId(), `bench-family-${index}`, `Family ${index}`, `family${index}@${domain}`, now, now, now);
  })();
  db.close();
}

async function main() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-digest-'));
  const databaseFile = path.join(workDir, 'cms.db');
  progress(`starting the stack (SQLite ${databaseFile}, EMAIL_SENDS_PER_SECOND=${RATE})...`);
  const stack = await startStack({
    ...PORTS,
    cmsEnv: { DATABASE_FILENAME: databaseFile, PORTAL_SEED: 'demo', EMAIL_SENDS_PER_SECOND: String(RATE) },
    cmsLogFile: path.join(workDir, 'cms.log'),
    log: () => {},
  });
  try {
    const domain = `digest-bench-${process.pid}.example.com`;
    addPeople(databaseFile, RECIPIENTS, domain);
    progress(`${RECIPIENTS.toLocaleString('en-AU')} people added`);

    const appUrl = new URL(stack.url);
    appUrl.hostname = 'armidale.localhost';
    const { access_token: token } = await signIn({ idpUrl: stack.armidaleIdpUrl!, appUrl: appUrl.origin, username: 'admin1' });
    // The BFF tells campuses apart by host name, which does not resolve here: the Host header says it.
    const call = async (apiPath: string, init: { method?: string; body?: unknown } = {}) => {
      const { request } = await import('node:http');
      const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
      return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        const req = request(
          {
            hostname: '127.0.0.1',
            port: PORTS.port,
            path: `/api/${apiPath}`,
            method: init.method ?? 'GET',
            headers: { host: appUrl.host, authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}) },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown }));
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    };

    const pid = stack.cmsPid()!;
    const idle = await idleRssMb(pid);
    let peak = idle;
    let now = idle;
    const sampler = setInterval(() => {
      now = rssMb(pid);
      peak = Math.max(peak, now);
    }, 100);
    // The resident set at each tenth of the send: a climb to the end is a leak, a plateau is the heap's headroom.
    const timeline: Array<{ sent: number; rssMb: number }> = [];

    const answer = await call('send-emails/', { method: 'POST', body: { type: 'Weekly', email_testing: false } });
    if (answer.status !== 201) throw new Error(`POST send-emails answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    const queuedAt = performance.now();
    const started = unwrapRecords<EmailSendRecord>(answer.body as never);
    progress(`send ${started.emailsendUid} queued for ${started.total.toLocaleString('en-AU')} people`);
    let send = started;
    while (send.status !== 'Sent' && send.status !== 'Failed') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      send = unwrapRecords<EmailSendRecord[]>((await call(`send-emails/${started.emailsendUid}`)).body as never)[0] ?? send;
      if (send.sent >= ((timeline.length + 1) * send.total) / 10) {
        timeline.push({ sent: send.sent, rssMb: Number(now.toFixed(1)) });
        progress(`${send.sent.toLocaleString('en-AU')} of ${send.total.toLocaleString('en-AU')} sent, CMS ${now.toFixed(0)} MB`);
      }
    }
    const seconds = (performance.now() - queuedAt) / 1000;
    clearInterval(sampler);
    if (send.status !== 'Sent') throw new Error(`the send ended ${send.status}: ${send.error}`);

    const achieved = send.sent / seconds;
    const result = {
      recipients: send.total,
      sent: send.sent,
      failed: send.failed,
      seconds: Number(seconds.toFixed(1)),
      configuredPerSecond: RATE,
      achievedPerSecond: Number(achieved.toFixed(2)),
      rateRatio: Number((achieved / RATE).toFixed(3)),
      cmsIdleRssMb: Number(idle.toFixed(1)),
      cmsPeakRssMb: Number(peak.toFixed(1)),
      cmsPeakAboveIdleMb: Number((peak - idle).toFixed(1)),
      cmsRssTimeline: timeline,
    };
    console.log(JSON.stringify(result, null, 2));
    console.log(`rate ratio ${result.rateRatio} (goal ≥ ${GOALS.rateRatio}): ${result.rateRatio >= GOALS.rateRatio ? 'met' : 'NOT met'}`);
    console.log(`CMS peak above idle ${result.cmsPeakAboveIdleMb} MB (goal ≤ ${GOALS.rssMb} MB): ${result.cmsPeakAboveIdleMb <= GOALS.rssMb ? 'met' : 'NOT met'}`);
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
