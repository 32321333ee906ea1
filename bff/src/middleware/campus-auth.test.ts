import { describe, expect, inject, it } from 'vitest';
import { generateKeyPair, SignJWT } from 'jose';
import { callApi, tokenFor } from '../test/api.ts';
import { forgeToken } from '../test/forge-token.ts';

const stack = inject('stack');
const carerClaims = { sub: 'carer1', username: 'carer1', role: 'affiliate' };

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
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...carerClaims, iss: stack.idpUrl, aud: 'urn:school-portal:bff', iat: now, exp: now + 300 })}.`;
    expect((await statusWith(token)).status).toBe(401);
  });
});
