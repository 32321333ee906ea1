import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { UserRecord } from '@portal/contract';
import { callApi, getWithHost, requestWithHost, signInAt, tokenFor } from '../test/api.ts';
import { cmsFind, cmsUpdate } from '../test/cms-records.ts';
import { createPortalUsers, USER_RECORD_TTL_MS } from '../auth/portal-users.ts';
import { createCmsClient } from '../cms/cms-client.ts';
import { createReadCache } from '../read-cache/read-cache.ts';
import { claimsOf, DEMO_ACCOUNTS, subjectOf } from '@portal/stack/demo-accounts';
import { forgeToken } from '../test/forge-token.ts';
import { stackBffConfig, startOwnBff, type OwnBff } from '../test/own-bff.ts';

type Users = { responceObject: { records: UserRecord[] } };
type ErrorBody = { responceObject: { records: null; error: { id: string; message: string } } };

const stack = inject('stack');
const AUDIENCE = 'urn:school-portal:bff';

describe('a person is their issuer and subject, never their username', () => {
  it('treats carer1 of Sydney and carer1 of Armidale as two people', async () => {
    const sydney = await getWithHost<Users>('users/carer1', 'localhost', await tokenFor('carer1', 'sydney'));
    const armidale = await getWithHost<Users>('users/carer1', 'armidale.localhost', await tokenFor('carer1', 'armidale'));
    expect(sydney.status).toBe(200);
    expect(armidale.status).toBe(200);
    const [sydneyCarer] = sydney.body.responceObject.records;
    const [armidaleCarer] = armidale.body.responceObject.records;
    expect(sydneyCarer).toMatchObject({ username: 'carer1', firstname: 'Jordan', campus: 'sydney' });
    expect(armidaleCarer).toMatchObject({ username: 'carer1', firstname: 'Amira', campus: 'armidale' });
    expect(armidaleCarer!.userUid).not.toBe(sydneyCarer!.userUid);
  });

  it("gives a newcomer who calls themself admin1 none of admin1's rights", async () => {
    // A validly signed Armidale token for someone new whose (editable) username is admin1.
    const token = await forgeToken(
      { sub: `newcomer-${randomUUID()}`, username: 'admin1', preferred_username: 'admin1', role: 'faculty', given_name: 'New' },
      { issuer: stack.armidaleIdpUrl, audience: AUDIENCE, campus: 'armidale' },
    );
    const own = await getWithHost<Users>('users/admin1', 'armidale.localhost', token);
    expect(own.status).toBe(200);
    expect(own.body.responceObject.records[0]).toMatchObject({ username: 'admin1', firstname: 'New', is_admin: false, campus: 'armidale' });
    // Reading someone else is an admin's right, which this person does not have.
    expect((await getWithHost('users/carer1', 'armidale.localhost', token)).status).toBe(403);
  });

  it("links a first sign-in to the directory record by the issuer's directory claim, not by username", async () => {
    const [record] = await cmsFind<{ documentId: string; directory_id: string }>('portal-users', {
      username: { $eq: 'teacher1' },
      campus: { $eq: 'sydney' },
    });
    const answer = await callApi<Users>('users/teacher1', { token: await tokenFor('teacher1') });
    expect(answer.body.responceObject.records[0]?.userUid).toBe(record!.documentId);
    expect(record!.directory_id).toBe('syd-teacher1');
  });
});

describe('roles come from the portal record', () => {
  it('takes admin rights away at the next sign-in once they are revoked in the CMS', async () => {
    const [admin] = await cmsFind<{ documentId: string }>('portal-users', { username: { $eq: 'admin1' }, campus: { $eq: 'sydney' } });
    const asAdmin = await signInAt('sydney', 'admin1');
    expect((await callApi('users/carer1', { token: asAdmin.access_token })).status).toBe(200);
    await cmsUpdate('portal-users', admin!.documentId, { is_admin: false });
    try {
      // A token issued after the change is a new sign-in: the record is read again.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const afterRevoke = await signInAt('sydney', 'admin1');
      expect((await callApi('users/carer1', { token: afterRevoke.access_token })).status).toBe(403);
      const own = await callApi<Users>('users/admin1', { token: afterRevoke.access_token });
      expect(own.body.responceObject.records[0]?.is_admin).toBe(false);
    } finally {
      await cmsUpdate('portal-users', admin!.documentId, { is_admin: true });
    }
  });

  it('takes them away within the cache lifetime even without a new sign-in', async () => {
    const [admin] = await cmsFind<{ documentId: string }>('portal-users', { username: { $eq: 'admin1' }, campus: { $eq: 'sydney' } });
    const demo = DEMO_ACCOUNTS.find((account) => account.campus === 'sydney' && account.username === 'admin1')!;
    let clock = Date.now();
    const cache = createReadCache({ staleForMs: 0, hangMs: 1000, maxAgeMs: 600_000, maxEntries: 100, now: () => clock });
    const users = createPortalUsers(createCmsClient({ baseUrl: stack.cmsUrl, apiToken: stack.cmsApiToken, timeoutMs: 5000, maxRecords: 100 }), cache);
    const identity = {
      issuer: stack.idpUrl,
      sub: subjectOf(demo),
      issuedAt: Math.floor(clock / 1000),
      expiresAt: Math.floor(clock / 1000) + 300,
      username: 'admin1',
      email: demo.email,
      role: demo.role,
      orgUnit: demo.orgUnit,
      carerNumber: null,
      givenName: demo.given_name,
      familyName: demo.family_name,
      directoryId: 'syd-admin1',
    };
    expect((await users.forIdentity(identity, 'sydney')).value.is_admin).toBe(true);
    await cmsUpdate('portal-users', admin!.documentId, { is_admin: false });
    try {
      clock += USER_RECORD_TTL_MS + 1;
      expect(USER_RECORD_TTL_MS).toBeLessThanOrEqual(60_000);
      expect((await users.forIdentity(identity, 'sydney')).value.is_admin).toBe(false);
    } finally {
      await cmsUpdate('portal-users', admin!.documentId, { is_admin: true });
    }
  });

  it('never takes a role or admin right from the token', async () => {
    const [student] = await cmsFind<{ documentId: string }>('portal-users', { username: { $eq: 'student1' }, campus: { $eq: 'sydney' } });
    const demo = DEMO_ACCOUNTS.find((account) => account.campus === 'sydney' && account.username === 'student1')!;
    // Validly signed for student1, but the provider now says faculty and admin.
    const token = await forgeToken({ ...claimsOf(demo), role: 'faculty', is_admin: true }, { issuer: stack.idpUrl, audience: AUDIENCE });
    const answer = await callApi<Users>('users/student1', { token });
    expect(answer.body.responceObject.records[0]).toMatchObject({ userUid: student!.documentId, type: 'student', is_admin: false });
    expect((await callApi('users/carer1', { token })).status).toBe(403);
  });
});

describe('each account belongs to one campus', () => {
  it("refuses a Sydney token on Armidale's host, and an Armidale token on Sydney's", async () => {
    const sydneyOnArmidale = await getWithHost<ErrorBody>('settings/', 'armidale.localhost', await tokenFor('carer1', 'sydney'));
    expect(sydneyOnArmidale.status).toBe(401);
    expect(sydneyOnArmidale.body.responceObject.error.id).toBe('unauthorized');
    const armidaleOnSydney = await getWithHost<ErrorBody>('settings/', 'localhost', await tokenFor('carer1', 'armidale'));
    expect(armidaleOnSydney.status).toBe(401);
  });

  it('ignores X-Forwarded-Host when no proxy is trusted', async () => {
    const token = await tokenFor('carer1', 'sydney');
    const answer = await requestWithHost<{ responceObject: { records: Array<{ campus: string }> } }>('settings/', 'localhost', {
      token,
      headers: { 'x-forwarded-host': 'armidale.localhost' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.responceObject.records[0]?.campus).toBe('sydney');
  });

  it('answers 421 to a host name the portal does not serve, API and pages alike, with the security headers', async () => {
    for (const path of ['settings/', 'campus-config', '/', '/notices']) {
      const answer = await requestWithHost(path, 'evil.example', { token: await tokenFor('carer1') });
      expect(answer.status, path).toBe(421);
      expect(answer.headers.get('content-security-policy'), path).toContain("default-src 'self'");
    }
  });
});

describe('behind a trusted proxy', () => {
  let bff: OwnBff;

  beforeAll(async () => {
    bff = await startOwnBff(
      stackBffConfig({ SYDNEY_HOSTS: 'portal.example.edu.au', ARMIDALE_HOSTS: 'armidale.example.edu.au', TRUST_PROXY: '1' }),
    );
  });

  afterAll(() => bff.close());

  const viaProxy = (path: string, forwarded: Record<string, string>, init: RequestInit = {}) =>
    fetch(`${bff.url}/api/${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), ...forwarded } });

  it('believes only the entry the proxy appended, for host, protocol and client address', async () => {
    const token = await tokenFor('carer1', 'sydney');
    // The client wrote the first entries; the one proxy appended the last.
    const forwarded = {
      'x-forwarded-host': 'armidale.example.edu.au, portal.example.edu.au',
      'x-forwarded-proto': 'http, https',
      'x-forwarded-for': '203.0.113.66, 198.51.100.7',
    };
    const settings = await viaProxy('settings/', forwarded, { headers: { authorization: `Bearer ${token}` } });
    expect(settings.status).toBe(200);
    expect(((await settings.json()) as { responceObject: { records: Array<{ campus: string }> } }).responceObject.records[0]?.campus).toBe('sydney');
    expect(settings.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);

    const clientVisitId = randomUUID();
    const visit = await viaProxy('weblogs/', forwarded, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { pageId: '/', title: 'Home', pageType: 'reader', clientVisitId } }),
    });
    expect(visit.status).toBe(201);
    const [stored] = await cmsFind<{ ip_address: string }>('web-logs', { client_visit_id: { $eq: clientVisitId } });
    expect(stored?.ip_address).toBe('198.51.100.7');
  });

  it('sends no HSTS over plain HTTP', async () => {
    const answer = await viaProxy('campus-config', { 'x-forwarded-host': 'portal.example.edu.au', 'x-forwarded-proto': 'http' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });

  it('answers 421 when the forwarded host is not served, whatever the client put first', async () => {
    const answer = await viaProxy('campus-config', { 'x-forwarded-host': 'portal.example.edu.au, evil.example' });
    expect(answer.status).toBe(421);
  });
});

describe('web logs', () => {
  it("answers a visit id replayed by someone else with nothing of the first person's visit", async () => {
    const clientVisitId = randomUUID();
    const send = async (username: string) =>
      callApi<{ responceObject: { records: Record<string, unknown> | null; error?: { id: string } } }>('weblogs/', {
        token: await tokenFor(username),
        method: 'POST',
        body: { data: { pageId: '/absences', title: 'Absences', pageType: 'reader', clientVisitId } },
      });
    expect((await send('student1')).status).toBe(201);
    const replay = await send('carer1');
    expect(replay.status).toBe(409);
    expect(replay.body.responceObject.records).toBeNull();
    expect(JSON.stringify(replay.body)).not.toContain('student1');
  });
});
