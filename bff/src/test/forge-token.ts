import type { Campus } from '@portal/contract';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importJWK, SignJWT, type JWK } from 'jose';
import { DEV_IDENTITY_PROVIDER_STATE_DIR } from '@portal/stack';

/**
 * Signs a token with the dev identity provider's own key, so tests can show the BFF refusing
 * tokens that are validly signed but wrong in another way (audience, issuer, expiry).
 */
export async function forgeToken(
  claims: Record<string, unknown>,
  options: { issuer: string; audience: string; expiresIn?: string | number; typ?: string; campus?: Campus },
) {
  const file = path.join(DEV_IDENTITY_PROVIDER_STATE_DIR, `dev-identity-provider-${options.campus ?? 'sydney'}.json`);
  const { jwk } = JSON.parse(readFileSync(file, 'utf8')) as { jwk: JWK };
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid!, typ: options.typ ?? 'at+jwt' })
    .setIssuer(options.issuer)
    .setAudience(options.audience)
    .setSubject(String(claims.sub ?? 'carer1'))
    .setIssuedAt(typeof options.expiresIn === 'number' && options.expiresIn < 0 ? Math.floor(Date.now() / 1000) - 7200 : undefined)
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(key);
}
