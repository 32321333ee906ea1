import { hash } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { CampusIssuer } from '../config.ts';

/** What a verified access token tells us about the person (spec 2.3 identity attributes). */
export type Identity = {
  /** The person is (issuer, sub): the only key the portal uses for them. */
  issuer: string;
  sub: string;
  /** When this token was issued (seconds): a newer one means a new sign-in. */
  issuedAt: number;
  /** When it expires (seconds). */
  expiresAt: number;
  /** Attributes, never keys: many providers let people edit them. */
  username: string;
  email: string | null;
  role: string | null;
  orgUnit: string | null;
  carerNumber: string | null;
  givenName: string | null;
  familyName: string | null;
  /** The value of the issuer's configured directory claim, when it has one. */
  directoryId: string | null;
};

type Discovery = { jwks_uri: string; issuer: string };

const MAX_VERIFIED = 10_000;

function claim(payload: JWTPayload, name: string): string | null {
  const value = payload[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/**
 * Verifies bearer tokens per campus issuer: signature through the issuer's JWKS (jose refetches
 * the key set when an unknown key id appears, which is how rotation reaches us), issuer,
 * audience, expiry, not-before, an allow-list of algorithms, and the access-token `typ` (an
 * ID token, whose `typ` is JWT, is not a key to the API even when its audience would match).
 */
export function createTokenVerifier({ allowedAlgorithms, now = Date.now }: { allowedAlgorithms: string[]; now?: () => number }) {
  const keySets = new Map<string, Promise<ReturnType<typeof createRemoteJWKSet>>>();
  // Tokens already verified, until they expire: a signature check per request is most of an
  // empty request's cost. Keyed by a hash, so the cache holds no usable token.
  const verified = new Map<string, { identity: Identity; expiresAt: number }>();

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

  async function verifyAccessToken(token: string, campus: CampusIssuer): Promise<Identity> {
    const keySet = await keySetFor(campus.issuer);
    const { payload, protectedHeader } = await jwtVerify(token, keySet, {
      issuer: campus.issuer,
      audience: campus.audience,
      algorithms: allowedAlgorithms,
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: 5,
    });
    // Compared without case and the optional "application/" prefix (RFC 7515 4.1.9).
    const typ = (protectedHeader.typ ?? '').toLowerCase().replace(/^application\//, '');
    if (!campus.accessTokenTypes.includes(typ)) throw new Error(`Not an access token (typ ${typ || 'missing'})`);
    const sub = payload.sub as string;
    return {
      issuer: campus.issuer,
      sub,
      issuedAt: payload.iat as number,
      expiresAt: payload.exp as number,
      // Spec 2.3 order, for display only.
      username: claim(payload, 'username') ?? claim(payload, 'preferred_username') ?? sub,
      email: claim(payload, 'email'),
      role: claim(payload, 'role'),
      orgUnit: claim(payload, 'orgUnit'),
      carerNumber: claim(payload, 'carerNumber'),
      givenName: claim(payload, 'given_name'),
      familyName: claim(payload, 'family_name'),
      directoryId: campus.directoryClaim ? claim(payload, campus.directoryClaim) : null,
    };
  }

  // The token a connection showed last, and what it proved: a keep-alive connection (a
  // browser's, a proxy's) sends the same token call after call, and comparing strings costs
  // far less than hashing one. Kept only as long as the connection is open.
  const lastOnConnection = new WeakMap<object, { token: string; campus: CampusIssuer; identity: Identity; expiresAt: number }>();

  /** `connection`: the socket the token came on, when the caller has one. */
  return async function verifyOnce(token: string, campus: CampusIssuer, connection?: object): Promise<Identity> {
    const last = connection && lastOnConnection.get(connection);
    if (last && last.token === token && last.campus === campus && last.expiresAt > now()) return last.identity;
    const key = `${campus.issuer} ${campus.audience} ${hash('sha256', token, 'base64url')}`;
    let known = verified.get(key);
    if (!known || known.expiresAt <= now()) {
      const identity = await verifyAccessToken(token, campus);
      if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
      known = { identity, expiresAt: identity.expiresAt * 1000 };
      verified.set(key, known);
    }
    if (connection) lastOnConnection.set(connection, { token, campus, ...known });
    return known.identity;
  };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
