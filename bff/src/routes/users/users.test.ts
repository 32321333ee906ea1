import { afterAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '@portal/contract';
import { callApi, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsCreate, cmsDelete } from '../../test/cms-records.ts';

type Users = { responceObject: { records: UserRecord[] } };

const created: string[] = [];
afterAll(async () => {
  for (const id of created) await cmsDelete('portal-users', id);
});

describe('GET users/{username}', () => {
  it('gives the signed-in carer their own record, with an empty country name', async () => {
    const answer = await callApi<Users>('users/carer1', { token: await tokenFor('carer1') });
    expect(answer.status).toBe(200);
    const [user] = answerOf('GET users/:username', answer);
    expect(user).toMatchObject({ username: 'carer1', type: 'affiliate', is_carer: true, is_admin: false, country_name: '', campus: 'sydney' });
    expect(user.schoolUid).toEqual(expect.any(String));
  });

  it("refuses someone else's record to a carer", async () => {
    const answer = await callApi('users/admin1', { token: await tokenFor('carer1') });
    expect(answer.status).toBe(403);
  });

  it("lets an administrator read another person's record", async () => {
    const answer = await callApi<Users>('users/student1', { token: await tokenFor('admin1') });
    expect(answer.status).toBe(200);
    expect(answerOf('GET users/:username', answer)[0]).toMatchObject({ username: 'student1', type: 'student' });
  });

  it('gives a person the school system knows without names or an email, who has not signed in yet', async () => {
    const username = `nameless${Date.now()}`;
    const id = await cmsCreate('portal-users', { username, type: 'student', campus: 'sydney' });
    created.push(id);
    const answer = await callApi<Users>(`users/${username}`, { token: await tokenFor('admin1') });
    expect(answerOf('GET users/:username', answer)[0]).toMatchObject({ username, firstname: null, surname: null, email: null });
  });

  it('answers 400 with a message for a malformed username', async () => {
    const answer = await callApi<{ responceObject: { error: { message: string } } }>('users/bad%20name%3Cx%3E', { token: await tokenFor('admin1') });
    expect(answer.status).toBe(400);
    expect(answer.body.responceObject.error.message).toBe('Not a valid username.');
  });

  it('refuses unknown query keys instead of passing them on', async () => {
    const answer = await callApi<{ responceObject: { error: { message: string } } }>('users/carer1?populate=*', { token: await tokenFor('carer1') });
    expect(answer.status).toBe(400);
    expect(answer.body.responceObject.error.message).toBe('Unknown query parameter: populate');
  });
});
