import { describe, expect, it } from 'vitest';
import type { UserRecord } from '@portal/contract';
import { callApi, tokenFor } from '../../test/api.ts';

type Users = { responceObject: { records: UserRecord[] } };

describe('GET users/{username}', () => {
  it('gives the signed-in carer their own record, with an empty country name', async () => {
    const answer = await callApi<Users>('users/carer1', { token: await tokenFor('carer1') });
    expect(answer.status).toBe(200);
    const [user] = answer.body.responceObject.records;
    expect(user).toMatchObject({ username: 'carer1', type: 'affiliate', is_carer: true, is_admin: false, country_name: '', campus: 'sydney' });
    expect(user?.schoolUid).toEqual(expect.any(String));
  });

  it("refuses someone else's record to a carer", async () => {
    const answer = await callApi('users/admin1', { token: await tokenFor('carer1') });
    expect(answer.status).toBe(403);
  });

  it("lets an administrator read another person's record", async () => {
    const answer = await callApi<Users>('users/student1', { token: await tokenFor('admin1') });
    expect(answer.status).toBe(200);
    expect(answer.body.responceObject.records[0]).toMatchObject({ username: 'student1', type: 'student' });
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
