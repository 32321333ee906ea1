import { describe, expect, inject, it } from 'vitest';
import { createPublicKey, randomBytes } from 'node:crypto';
import http from 'node:http';
import { generateKeyPair, SignJWT, type JWK } from 'jose';
import { callApi, signInAt, tokenFor } from '../test/api.ts';
import { forgeToken } from '../test/forge-token.ts';
import { cmsCreate, cmsDelete, cmsUpdate } from '../test/cms-records.ts';
import { DEMO_DIRECTORY_CLAIM } from '@portal/stack/demo-accounts';

const stack = inject('stack');
const carerClaims = { sub: 'carer1', username: 'carer1', role: 'affiliate' };
const AUDIENCE = 'urn:school-portal:bff';
const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');

async function statusWith(token: string) {
  const answer = await callApi<{ responceObject: { error: { id: string } } }>('users/carer1', { token });
  return { status: answer.status, id: answer.body?.responceObject.error?.id };
}

describe('campus token check', () => {
  it('accepts a token from the identity provider and answers in the envelope', async () => {
    const answer = await callApi<{ responceObject: { records: Array<{ username: string }> } }>('users/carer1', { token: await tokenFor('carer1') });
    expect(answer.status).toBe(200);
    expect(answer.body.responceObject.records[0]?.username).toBe('carer1');
  });

  it('answers 401 in the envelope without a token', async () => {
    const answer = await callApi<{ responceObject: { records: null; error: { id: string; message: string } } }>('settings/');
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toBe('Bearer');
    expect(answer.body.responceObject).toEqual({ records: null, error: { id: 'unauthorized', message: expect.any(String) } });
  });

  it('refuses a garbage token', async () => {
    expect(await statusWith('not-a-jwt')).toEqual({ status: 401, id: 'unauthorized' });
  });

  it('refuses a token for another audience', async () => {
    const token = await forgeToken(carerClaims, { issuer: stack.idpUrl, audience: 'some-other-api' });
    expect((await statusWith(token)).status).toBe(401);
  });

  it('refuses a token from another issuer', async () => {
    const token = await forgeToken(carerClaims, { issuer: 'http://127.0.0.1:9/evil', audience: 'urn:school-portal:bff' });
    expect((await statusWith(token)).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const token = await forgeToken(carerClaims, { issuer: stack.idpUrl, audience: 'urn:school-portal:bff', expiresIn: Math.floor(Date.now() / 1000) - 3600 });
    expect((await statusWith(token)).status).toBe(401);
  });

  it('refuses a token signed with a key the issuer does not publish', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT(carerClaims)
      .setProtectedHeader({ alg: 'RS256', kid: 'not-the-issuers' })
      .setIssuer(stack.idpUrl)
      .setAudience('urn:school-portal:bff')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    expect((await statusWith(token)).status).toBe(401);
  });

  it('refuses an unsigned token (alg none)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...carerClaims, iss: stack.idpUrl, aud: 'urn:school-portal:bff', iat: now, exp: now + 300 })}.`;
    expect((await statusWith(token)).status).toBe(401);
  });

  it('refuses an ID token sent as a bearer', async () => {
    const { id_token: idToken } = await signInAt('sydney', 'carer1');
    expect(await statusWith(idToken)).toEqual({ status: 401, id: 'unauthorized' });
  });

  it('refuses HS256 signed with the issuer\'s public key', async () => {
    const { keys } = (await (await fetch(`${stack.idpUrl}/jwks`)).json()) as { keys: JWK[] };
    const publicPem = createPublicKey({ key: keys[0]!, format: 'jwk' }).export({ type: 'spki', format: 'pem' });
    const token = await new SignJWT({ ...carerClaims, sub: 'attacker' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: keys[0]!.kid })
      .setIssuer(stack.idpUrl)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(String(publicPem)));
    expect((await statusWith(token)).status).toBe(401);
  });

  it('refuses a token that is not valid yet (nbf in the future)', async () => {
    const token = await forgeToken({ ...carerClaims, nbf: Math.floor(Date.now() / 1000) + 3600 }, { issuer: stack.idpUrl, audience: AUDIENCE });
    expect((await statusWith(token)).status).toBe(401);
  });

  it('refuses a validly signed token whose typ is not an access token', async () => {
    for (const typ of ['JWT', 'id+jwt', 'logout+jwt']) {
      const token = await forgeToken(carerClaims, { issuer: stack.idpUrl, audience: AUDIENCE, typ });
      expect((await statusWith(token)).status, typ).toBe(401);
    }
    const accessToken = await forgeToken(carerClaims, { issuer: stack.idpUrl, audience: AUDIENCE, typ: 'application/at+jwt' });
    expect((await statusWith(accessToken)).status).not.toBe(401);
  });

  it('refuses a token once it expires, on the very connection that used it while it was valid', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const token = await forgeToken(carerClaims, { issuer: stack.idpUrl, audience: AUDIENCE, expiresIn: expiresAt });
    // One kept-alive connection for both calls, as a browser's would be.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const settingsOn = () =>
      new Promise<{ status: number; reusedSocket: boolean }>((resolve, reject) => {
        const request = http.get(`${stack.url}/api/settings/`, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, reusedSocket: request.reusedSocket }));
        });
        request.on('error', reject);
      });
    try {
      expect((await settingsOn()).status).toBe(200);
      // Past its expiry and the 5 s of clock tolerance the first check allows, calling every
      // second so the connection stays open (the server closes one idle for 5 s).
      while (Date.now() < (expiresAt + 6) * 1000) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await settingsOn();
      }
      expect(await settingsOn()).toEqual({ status: 401, reusedSocket: true });
    } finally {
      agent.destroy();
    }
  });

  it('refuses a person the school-system import deactivated (no longer at the school)', async () => {
    // As the importer stores a OneRoster user: directory_id is their sourcedId.
    const directoryId = `syd-left-${randomBytes(4).toString('hex')}`;
    const id = await cmsCreate('portal-users', { username: directoryId, type: 'affiliate', is_carer: true, campus: 'sydney', directory_id: directoryId });
    try {
      const claims = { sub: directoryId, username: directoryId, role: 'affiliate', [DEMO_DIRECTORY_CLAIM]: directoryId };
      expect((await callApi('settings/', { token: await forgeToken(claims, { issuer: stack.idpUrl, audience: AUDIENCE }) })).status).toBe(200);
      await cmsUpdate('portal-users', id, { active: false });
      // A later sign-in (a token issued after the cached record) reads the record again.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const answer = await callApi<{ responceObject: { error: { id: string } } }>('settings/', { token: await forgeToken(claims, { issuer: stack.idpUrl, audience: AUDIENCE }) });
      expect(answer.status).toBe(401);
      expect(answer.body.responceObject.error.id).toBe('unauthorized');
    } finally {
      await cmsDelete('portal-users', id);
    }
  });
});
