import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { AlertPush } from '@portal/contract';
import { startPushServiceFake, type PushDevice, type PushServiceFake } from '@portal/stack/push-service-fake';
import { callApi, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { currentCmsPid } from '../../test/cms-process.ts';
import { eventually } from '../../test/eventually.ts';
import { inParallel } from '../email-sending/email-sending-test-helpers.ts';

/** Sydney's demo people, each with many devices (under the per-person write limit of a minute). */
const PEOPLE = ['carer1', 'carer2', 'student1', 'teacher1', 'admin1', 'editor1'];
const DEVICES_EACH = 150;
/** The CMS's default PUSH_SENDS_IN_FLIGHT: the hand-overs under way when the process dies. */
const IN_FLIGHT = 100;

describe('an emergency alert when the CMS is killed mid-send', () => {
  let pushService: PushServiceFake;
  const devices: PushDevice[] = [];
  let raised: string | undefined;

  afterAll(async () => {
    // The push service says every one of them is gone: the next alert removes them, as it would a browser's.
    for (const device of devices) device.gone();
    const admin = await tokenFor('admin1');
    const broadcastId = answerOf(
      'POST emergencybroadcast',
      await callApi('emergencybroadcast/', {
        method: 'POST',
        token: admin,
        body: { data: { message: 'Clean-up', status: true } },
      }),
    ).emergencybroadcastUid;
    const ours = new Set(devices.map((device) => device.subscription.endpoint));
    for (const username of PEOPLE) {
      const token = await tokenFor(username);
      const left = async () =>
        answerOf('GET push-subscriptions', await callApi('push-subscriptions', { token })).filter((one) => ours.has(one.endpoint))
          .length;
      await eventually(left, (count) => count === 0, 120_000);
    }
    // Only now, so that their all-clears go to no device of this push service.
    for (const id of [broadcastId, raised]) if (id) await callApi(`emergencybroadcast/${id}`, { method: 'DELETE', token: admin });
    await pushService.stop();
  }, 180_000);

  it(
    `reaches each of ${PEOPLE.length * DEVICES_EACH} devices once it is back: repeats only from the hand-overs in flight, each replacing the first on its device`,
    { timeout: 400_000 },
    async () => {
      // Each answer takes a second, as a far push service's might: the send lasts long enough to be killed in the middle.
      pushService = await startPushServiceFake({ scheme: 'http', latencyMs: 1000 });
      for (const username of PEOPLE) {
        const token = await tokenFor(username);
        const made = Array.from({ length: DEVICES_EACH }, () => pushService.newDevice());
        await inParallel(made, 8, async (device) => {
          const answer = await callApi('push-subscriptions', { method: 'POST', token, body: { data: device.subscription } });
          expect(answer.status).toBe(201);
        });
        devices.push(...made);
      }

      const text = `Evacuate ${randomUUID().slice(0, 8)}: assemble on the oval.`;
      const ours = (message: { json: unknown }) => (message.json as AlertPush | null)?.body === text;
      raised = answerOf(
        'POST emergencybroadcast',
        await callApi('emergencybroadcast/', {
          method: 'POST',
          token: await tokenFor('admin1'),
          body: { data: { message: text, status: true } },
        }),
      ).emergencybroadcastUid;

      const pid = currentCmsPid();
      await pushService.waitFor((_, received) => received.filter(ours).length >= 2 * IN_FLIGHT, 120_000);
      expect(pushService.received.filter(ours).length, 'the send finished before the kill: nothing was interrupted').toBeLessThan(
        devices.length,
      );
      process.kill(pid, 'SIGKILL');

      // The launcher starts the CMS again; the job's lease (JOBS_LEASE_SECONDS in the test stack) runs out and the new process resumes it.
      await expect.poll(currentCmsPid, { timeout: 120_000, interval: 500 }).not.toBe(pid);
      const reachedEvery = (received: readonly { deviceId: string; json: unknown }[]) =>
        new Set(received.filter(ours).map((message) => message.deviceId)).size === devices.length;
      await pushService.waitFor((_, received) => reachedEvery(received), 300_000);

      const perDevice = new Map<string, number>();
      for (const message of pushService.received.filter(ours))
        perDevice.set(message.deviceId, (perDevice.get(message.deviceId) ?? 0) + 1);
      const repeated = [...perDevice.values()].filter((count) => count > 1);
      expect(repeated.length, 'only hand-overs in flight at the kill may repeat').toBeLessThanOrEqual(IN_FLIGHT);
      expect(Math.max(...perDevice.values())).toBeLessThanOrEqual(2);
      // A repeat carries the first's topic: the push service, and the device, keep one of them.
      for (const device of devices) expect(pushService.held(device).filter(ours)).toHaveLength(1);
    },
  );
});
