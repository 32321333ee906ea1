import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { API_MESSAGES, LANGUAGE_CHOICE_MESSAGES, type UserRecord } from '@portal/contract';
import { callApi, tokenFor, type ApiAnswer } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsCreate, cmsDelete, cmsFind } from '../../test/cms-records.ts';
import { forgeToken } from '../../test/forge-token.ts';
import { stackBffConfig, startOwnBff, type OwnBff } from '../../test/own-bff.ts';

type Users = { responceObject: { records: UserRecord[] } };
type ErrorBody = { responceObject: { error: { id: string; message: string } } };

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

/**
 * Someone new at Sydney, as the campus's provider signs them in: each call is a new sign-in (a
 * token issued now) of the same person; call `signIn` again a second later for a later sign-in.
 */
const newcomers = new Set<string>();
function newcomer() {
  const sub = `newcomer-${randomUUID()}`;
  const username = `lang.${sub.slice(-12)}`;
  newcomers.add(username);
  const signIn = () =>
    forgeToken(
      { sub, username, preferred_username: username, role: 'affiliate', given_name: 'Lan', family_name: 'Nguyen' },
      { issuer: inject('stack').idpUrl, audience: 'urn:school-portal:bff' },
    );
  return { username, signIn };
}

/** The person's record as a call with these headers answers it (a newcomer is removed after the file). */
async function ownRecord(username: string, token: string, headers: Record<string, string> = {}): Promise<UserRecord> {
  const [user] = answerOf('GET users/:username', await callApi<Users>(`users/${username}`, { token, headers }));
  if (newcomers.has(username) && !created.includes(user.userUid)) created.push(user.userUid);
  return user;
}

const storedLanguageOf = async (username: string) => (await cmsFind<{ language: string | null }>('portal-users', { username: { $eq: username } }))[0]?.language;

/** Tokens carry whole seconds: a later sign-in needs a token issued in a later second. */
const aSecondLater = () => new Promise((resolve) => setTimeout(resolve, 1100));

const chooseLanguage = (username: string, token: string, body: unknown) => callApi<ErrorBody>(`users/${username}/language`, { method: 'PUT', token, body });

/** A call to a BFF of the test's own, as callApi makes it to the stack's. */
async function callOwn(bff: OwnBff, path: string, { token, method = 'GET', body }: { token: string; method?: string; body?: unknown }): Promise<ApiAnswer> {
  const response = await fetch(`${bff.url}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

describe('PUT users/{username}/language', () => {
  it("saves the person's own choice, answers their record, and their next call reads it at once", async () => {
    // A BFF of the test's own hears no change event from the CMS (only the stack's BFF is sent
    // them): the choice reaches the next call through the drop of the person's cached record.
    const bff = await startOwnBff(stackBffConfig());
    try {
      const person = newcomer();
      const token = await person.signIn();
      const recordNow = async () => answerOf('GET users/:username', await callOwn(bff, `users/${person.username}`, { token }))[0];
      const languageNow = async () => (await recordNow()).language;
      const signedIn = await recordNow();
      created.push(signedIn.userUid);
      expect(signedIn.language).toBe('en');

      const chosen = await callOwn(bff, `users/${person.username}/language`, { token, method: 'PUT', body: { data: { language: 'ar' } } });
      expect(chosen.status).toBe(200);
      expect(answerOf('PUT users/:username/language', chosen)[0]).toMatchObject({ username: person.username, language: 'ar', is_admin: false });
      // The same token, whose record is otherwise kept for 30 s.
      expect(await languageNow()).toBe('ar');

      expect((await callOwn(bff, `users/${person.username}/language`, { token, method: 'PUT', body: { data: { language: 'zh-Hans' } } })).status).toBe(200);
      expect(await languageNow()).toBe('zh-Hans');
      expect(await storedLanguageOf(person.username)).toBe('zh-Hans');
    } finally {
      await bff.close();
    }
  });

  it("keeps a person's choice when they sign in again from a browser in another language", async () => {
    const person = newcomer();
    const token = await person.signIn();
    await ownRecord(person.username, token, { 'accept-language': 'ar' });
    expect((await chooseLanguage(person.username, token, { data: { language: 'vi' } })).status).toBe(200);
    await aSecondLater();
    expect((await ownRecord(person.username, await person.signIn(), { 'accept-language': 'zh-CN,zh;q=0.9' })).language).toBe('vi');
  });

  it("refuses (403) anyone else's record, an administrator's choice for someone of their campus included, and changes nothing", async () => {
    const carer = await tokenFor('carer1');
    const admin = await tokenFor('admin1');
    const before = (await ownRecord('carer1', carer)).language;
    const refused = [
      await chooseLanguage('admin1', carer, { data: { language: 'ar' } }),
      await chooseLanguage('nobody.by.this.name', carer, { data: { language: 'ar' } }),
      await chooseLanguage('carer1', admin, { data: { language: 'ar' } }),
    ];
    expect(refused.map((answer) => [answer.status, answer.body.responceObject.error.id])).toEqual([
      [403, 'forbidden'],
      [403, 'forbidden'],
      [403, 'forbidden'],
    ]);
    expect((await ownRecord('carer1', carer)).language).toBe(before);
    expect((await ownRecord('admin1', admin)).language).toBe('en');
  });

  it('answers 400 with the reason to a body that is not one language of the portal', async () => {
    const person = newcomer();
    const token = await person.signIn();
    const cases: Array<[unknown, string]> = [
      [{ data: { language: 'fr' } }, 'Not a language of the portal.'],
      [{ data: { language: 'zh-CN' } }, 'Not a language of the portal.'],
      [{ data: {} }, 'Not a language of the portal.'],
      [{ data: { language: 'ar', is_admin: true } }, LANGUAGE_CHOICE_MESSAGES.onlyLanguage(['is_admin'])],
      [{ data: { language: 'ar' }, username: 'admin1' }, LANGUAGE_CHOICE_MESSAGES.onlyLanguage(['username'])],
      [{}, LANGUAGE_CHOICE_MESSAGES.shape],
      [{ data: 'ar' }, LANGUAGE_CHOICE_MESSAGES.shape],
    ];
    for (const [body, message] of cases) {
      const answer = await chooseLanguage(person.username, token, body);
      expect({ body, status: answer.status, message: answer.body.responceObject.error.message }).toEqual({ body, status: 400, message });
    }
    const empty = await callApi<ErrorBody>(`users/${person.username}/language`, { method: 'PUT', token });
    expect([empty.status, empty.body.responceObject.error.message]).toEqual([400, API_MESSAGES.bodyMissing]);
    const badName = await chooseLanguage('bad%20name', token, { data: { language: 'ar' } });
    expect([badName.status, badName.body.responceObject.error.message]).toEqual([400, 'Not a valid username.']);
    expect((await ownRecord(person.username, token)).language).toBe('en');
  });
});

describe("a person's language at sign-in", () => {
  it("takes the browser's language at the first sign-in, and keeps it at later ones", async () => {
    const person = newcomer();
    expect((await ownRecord(person.username, await person.signIn(), { 'accept-language': 'vi-VN,vi;q=0.9' })).language).toBe('vi');
    expect(await storedLanguageOf(person.username)).toBe('vi');
    await aSecondLater();
    expect((await ownRecord(person.username, await person.signIn(), { 'accept-language': 'ar-AU,ar;q=0.9,en;q=0.8' })).language).toBe('vi');
    expect(await storedLanguageOf(person.username)).toBe('vi');
  });

  it('stores none for a browser whose languages the portal does not have, and presents English', async () => {
    const person = newcomer();
    expect((await ownRecord(person.username, await person.signIn(), { 'accept-language': 'fr-FR,zh-TW;q=0.8' })).language).toBe('en');
    expect(await storedLanguageOf(person.username)).toBeNull();
  });
});
