import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, describe, it } from 'node:test';
import pg from 'pg';
import { cmsCreate, cmsDelete } from '../support/cms.ts';
import { sentEmails } from '../support/ses-inbox.ts';
import {
  accessTokenOf,
  processes,
  scaledEnv,
  signal,
  sleep,
  throughNginx,
  waitUntil,
  type StackProcess,
} from '../support/scaled.ts';

const RECIPIENTS = 1000;
/** The email plugin's EMAIL_SENDS_IN_FLIGHT: the SES calls that can be under way when a process dies. */
const IN_FLIGHT = 8;

type Send = { emailsendUid: string; status: string; sent: number; total: number; failed: number };

/** The records of a `responceObject` envelope. */
function recordsOf<T>(body: string): T {
  return (JSON.parse(body) as { responceObject: { records: T } }).responceObject.records;
}

/** Which CMS process holds the running send: the job's `locked_by` names its host and pid. */
async function cmsRunningTheSend(): Promise<StackProcess | null> {
  const client = new pg.Client({ connectionString: scaledEnv.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ locked_by: string }>(
      "SELECT locked_by FROM jobs WHERE kind = 'email-sending' AND status = 'running'",
    );
    const pid = Number(rows[0]?.locked_by.split(':')[1]);
    const running = Object.entries(await processes()).find(([, processPid]) => processPid === pid);
    return (running?.[0] as StackProcess | undefined) ?? null;
  } finally {
    await client.end();
  }
}

/**
 * Both CMS processes run jobs. The one sending the weekly digest dies (the machine is lost): the
 * other takes the send over once its lease runs out, and every family gets the digest once, but
 * for the few emails that were being handed to SES at that moment.
 */
describe('the weekly digest when the CMS sending it is killed', () => {
  const tag = randomUUID().slice(0, 8);
  const domain = `scaled-${tag}.example.com`;
  const people: string[] = [];
  after(async () => {
    for (const id of people) await cmsDelete('portal-users', id).catch(() => undefined);
  });

  it(
    `is finished by the other CMS: each of ${RECIPIENTS} people emailed, repeats only from the calls in flight`,
    { timeout: 300_000 },
    async () => {
      for (let index = 0; index < RECIPIENTS; index += 10) {
        const batch = await Promise.all(
          Array.from({ length: 10 }, (_, offset) =>
            cmsCreate('portal-users', {
              username: `scaled-${tag}-${index + offset}`,
              type: 'affiliate',
              is_carer: true,
              campus: 'sydney',
              email: `family${index + offset}@${domain}`,
            }),
          ),
        );
        people.push(...batch.map((person) => person.documentId));
      }

      const admin = await accessTokenOf('admin1');
      const started = await throughNginx('POST', '/api/send-emails/', {
        token: admin,
        body: { type: 'Weekly', email_testing: false },
      });
      assert.equal(started.status, 201, started.body);
      const { emailsendUid, total } = recordsOf<Send>(started.body);
      assert.ok(total >= RECIPIENTS);

      const progress = async () =>
        recordsOf<Send[]>((await throughNginx('GET', `/api/send-emails/${emailsendUid}`, { token: admin })).body)[0]!;
      let holder: StackProcess | null = null;
      for (let sent = 0; sent < 100 || !holder;) {
        await sleep(50);
        const send = await progress();
        assert.notEqual(send.status, 'Sent', 'the send finished before the kill: nothing was interrupted');
        sent = send.sent;
        holder = await cmsRunningTheSend();
      }
      await signal(holder, 'SIGKILL');

      let done: Send | undefined;
      await waitUntil(
        'the send is finished by the other CMS',
        async () => {
          done = await progress();
          return done.status === 'Sent' || done.status === 'Failed';
        },
        180_000,
      );
      assert.equal(done!.status, 'Sent');
      assert.equal(done!.failed, 0);

      const perAddress = new Map<string, number>();
      for (const email of await sentEmails()) {
        const to = email.destination.to[0]!;
        if (to.endsWith(`@${domain}`)) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
      }
      assert.equal(perAddress.size, RECIPIENTS, 'every family got the digest');
      const repeated = [...perAddress.values()].filter((count) => count > 1);
      assert.ok(repeated.length <= IN_FLIGHT, `only calls in flight at the kill may repeat (${repeated.length})`);
      assert.ok(Math.max(...perAddress.values()) <= 2);
      await waitUntil(`${holder} is started again`, async () => (await processes())[holder!] !== null);
    },
  );
});
