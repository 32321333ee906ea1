import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { CampusIssuer } from '../config.ts';

/** What a verified access token tells us about the person (spec 2.3 identity attributes). */
export type Identity = {
  sub: string;
  username: string;
  email: string | null;
  role: string | null;
  orgUnit: string | null;
  carerNumber: string | null;
  givenName: string | null;
  familyName: string | null;
};

type Discovery = { jwks_uri: string; issuer: string };

function claim(payload: JWTPayload, name: string): string | null {
  const value = payload[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/**
 * Verifies bearer tokens per campus issuer: signature through the issuer's JWKS (jose refetches
 * the key set when an unknown key id appears, which is how rotation reaches us), issuer,
 * audience, expiry and an allow-list of algorithms.
 */
export function createTokenVerifier({ allowedAlgorithms }: { allowedAlgorithms: string[] }) {
  const keySets = new Map<string, Promise<ReturnType<typeof createRemoteJWKSet>>>();

  function keySetFor(issuer: string) {
    let keySet = keySets.get(issuer);
    if (!keySet) {
      keySet = (async () => {
        const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, {
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok) throw new Error(`Discovery of ${issuer} answered ${response.status}`);
        const discovery = (await response.json()) as Discovery;
        return createRemoteJWKSet(new URL(discovery.jwks_uri), { cooldownDuration: 30_000 });
      })();
      // A failed discovery is retried on the next request instead of being cached.
      keySet.catch(() => keySets.delete(issuer));
      keySets.set(issuer, keySet);
    }
    return keySet;
  }

  return async function verifyAccessToken(token: string, campus: CampusIssuer): Promise<Identity> {
    const keySet = await keySetFor(campus.issuer);
    const { payload } = await jwtVerify(token, keySet, {
      issuer: campus.issuer,
      audience: campus.audience,
      algorithms: allowedAlgorithms,
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: 5,
    });
    const username = claim(payload, 'username') ?? claim(payload, 'preferred_username') ?? claim(payload, 'cognito:username');
    return {
      sub: payload.sub as string,
      username: username ?? (payload.sub as string),
      email: claim(payload, 'email'),
      role: claim(payload, 'role'),
      orgUnit: claim(payload, 'orgUnit'),
      carerNumber: claim(payload, 'carerNumber'),
      givenName: claim(payload, 'given_name'),
      familyName: claim(payload, 'family_name'),
    };
  };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
