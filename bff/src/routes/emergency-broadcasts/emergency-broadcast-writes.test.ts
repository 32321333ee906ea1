import { describe, expect, it } from 'vitest';
import { callApi, callArmidale, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsFind } from '../../test/cms-records.ts';

type ErrorBody = { responceObject: { error: { id: string; message: string } } };

/** What the chrome's banner shows: the newest broadcast when its status is on (reader spec 2.4). */
async function bannerFor(username: string): Promise<string | null> {
  const [first] = answerOf('GET emergencybroadcast', await callApi('emergencybroadcast/', { token: await tokenFor(username) }));
  return first?.status ? first.message : null;
}

describe('emergency broadcast writes', () => {
  it.each(['carer1', 'student1', 'teacher1'])('answer 403 to %s for raise, update and clear', async (username) => {
    const token = await tokenFor(username);
    const [existing] = await cmsFind('emergency-broadcasts', {});
    const answers = await Promise.all([
      callApi<ErrorBody>('emergencybroadcast/', { method: 'POST', token, body: { data: { message: 'x', status: true } } }),
      callApi<ErrorBody>(`emergencybroadcast/${existing!.documentId}`, { method: 'PUT', token, body: { data: { message: 'x', status: false } } }),
      callApi<ErrorBody>(`emergencybroadcast/${existing!.documentId}`, { method: 'DELETE', token }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403]);
  });

  it("is raised by an admin and in every reader's banner at once, updated, cleared, then deleted", async () => {
    const admin = await tokenFor('admin1');
    const raised = await callApi('emergencybroadcast/', { method: 'POST', token: admin, body: { data: { message: 'Gas leak: evacuate to the oval.', status: true } } });
    expect(raised.status).toBe(201);
    const broadcast = answerOf('POST emergencybroadcast', raised);
    expect(await bannerFor('carer1')).toBe('Gas leak: evacuate to the oval.');
    expect(await bannerFor('student1')).toBe('Gas leak: evacuate to the oval.');

    const id = broadcast.emergencybroadcastUid;
    await callApi(`emergencybroadcast/${id}`, { method: 'PUT', token: admin, body: { data: { message: 'Gas leak fixed: return to class.', status: true } } });
    expect(await bannerFor('carer1')).toBe('Gas leak fixed: return to class.');

    const cleared = await callApi(`emergencybroadcast/${id}`, { method: 'PUT', token: admin, body: { data: { message: 'Gas leak fixed: return to class.', status: false } } });
    expect(answerOf('PUT emergencybroadcast/:id', cleared).status).toBe(false);
    expect(await bannerFor('carer1')).toBeNull();

    expect(answerOf('DELETE emergencybroadcast/:id', await callApi(`emergencybroadcast/${id}`, { method: 'DELETE', token: admin })).emergencybroadcastUid).toBe(id);
    expect(await cmsFind('emergency-broadcasts', { documentId: { $eq: id } })).toHaveLength(0);
  });

  it("stays on the admin's campus: Armidale's readers do not see it, and Armidale's admin cannot change it", async () => {
    const admin = await tokenFor('admin1');
    const broadcast = answerOf('POST emergencybroadcast', await callApi('emergencybroadcast/', { method: 'POST', token: admin, body: { data: { message: 'Sydney only', status: false } } }));
    const armidale = answerOf('GET emergencybroadcast', await callArmidale('emergencybroadcast/', { username: 'carer1' }));
    expect(armidale.map((one) => one.emergencybroadcastUid)).not.toContain(broadcast.emergencybroadcastUid);
    expect((await callArmidale(`emergencybroadcast/${broadcast.emergencybroadcastUid}`, { username: 'admin1', method: 'DELETE' })).status).toBe(404);
    await callApi(`emergencybroadcast/${broadcast.emergencybroadcastUid}`, { method: 'DELETE', token: admin });
  });

  it('needs a message', async () => {
    const answer = await callApi<ErrorBody>('emergencybroadcast/', { method: 'POST', token: await tokenFor('admin1'), body: { data: { message: ' ', status: true } } });
    expect(answer.status).toBe(400);
    expect(answer.body.responceObject.error.message).toBe('Please enter the broadcast message.');
  });
});
