import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { callArmidale } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { currentCmsPid } from '../../test/cms-process.ts';
import { cmsCreate, cmsDelete } from '../../test/cms-records.ts';
import { inParallel, messagesOf, waitForSend } from './email-sending-test-helpers.ts';

const RECIPIENTS = 2000;
/** The plugin's default EMAIL_SENDS_IN_FLIGHT: the SES calls that can be under way when the process dies. */
const IN_FLIGHT = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a digest when the CMS is killed mid-send', () => {
  const tag = randomUUID().slice(0, 8);
  const domain = `kill-${tag}.example.com`;
  let people: string[] = [];

  afterAll(async () => {
    await inParallel(people, 8, (id) => cmsDelete('portal-users', id).catch(() => undefined));
  }, 300_000);

  it(`is taken up again when the CMS is back: each of ${RECIPIENTS} people has one message, duplicates only from the calls in flight`, { timeout: 400_000 }, async () => {
    people = await inParallel(
      Array.from({ length: RECIPIENTS }, (_, index) => index),
      8,
      (index) => cmsCreate('portal-users', { username: `kill-${tag}-${index}`, type: 'affiliate', is_carer: true, campus: 'armidale', email: `family${index}@${domain}` }),
    );

    const answer = await callArmidale('send-emails/', { username: 'admin1', method: 'POST', body: { type: 'Weekly', email_testing: false } });
    expect(answer.status).toBe(201);
    const started = answerOf('POST send-emails', answer);
    expect(started.total).toBeGreaterThanOrEqual(RECIPIENTS);

    // Kill it once a few hundred have gone out, well before the end.
    const pid = currentCmsPid();
    for (let progress = 0; progress < 200; ) {
      await sleep(100);
      const [send] = answerOf('GET send-emails/:id', await callArmidale(`send-emails/${started.emailsendUid}`, { username: 'admin1' }));
      expect(send!.status, 'the send finished before the kill: nothing was interrupted').not.toBe('Sent');
      progress = send!.sent;
    }
    process.kill(pid, 'SIGKILL');

    // The launcher starts the CMS again; the job's lease (JOBS_LEASE_SECONDS in the test stack) runs out and the new process resumes it.
    await expect.poll(currentCmsPid, { timeout: 120_000, interval: 500 }).not.toBe(pid);
    const done = await waitForSend('armidale', started.emailsendUid, 300_000);
    expect(done).toMatchObject({ status: 'Sent', failed: 0 });
    expect(done.sent).toBe(done.total);

    const perAddress = new Map<string, number>();
    for (const message of await messagesOf(started.emailsendUid)) {
      const to = message.destination.to[0]!;
      if (to.endsWith(`@${domain}`)) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
    }
    expect(perAddress.size, 'every generated person got the digest').toBe(RECIPIENTS);
    const repeated = [...perAddress.values()].filter((count) => count > 1);
    expect(repeated.length, 'only calls in flight at the kill may repeat').toBeLessThanOrEqual(IN_FLIGHT);
    expect(Math.max(...perAddress.values())).toBeLessThanOrEqual(2);
  });
});
