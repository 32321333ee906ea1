import { languageOfAcceptLanguage, userTypeSchema, type Campus } from '@portal/contract';
import type { CmsClient } from '../cms/cms-client.ts';
import { forbidden } from '../errors.ts';
import type { PortalUser } from '../models/records/portal-user.ts';
import type { CachedRead, ReadCache } from '../read-cache/read-cache.ts';
import type { ContentChange } from '../read-cache/change-events.ts';
import type { Identity } from './token-verifier.ts';

/**
 * The signed-in person as the BFF holds them: their portal-user record as the CMS's sign-in
 * answers it (groups included). `active` is false once the school system no longer lists them
 * (cms/src/importer/README.md).
 */
export type { PortalUser };

/** How long a person's record (roles, admin right, groups) is reused before it is read again. */
export const USER_RECORD_TTL_MS = 30_000;
const MAX_REMEMBERED = 100_000;

/**
 * Maps a verified identity to its portal record through the CMS's sign-in action, which finds
 * the person by (issuer, sub), or links a directory record by the issuer's configured claim,
 * or makes a new record; it never writes roles or admin rights from the token.
 *
 * Records live in the read cache under (issuer, sub) for at most USER_RECORD_TTL_MS, and go
 * sooner when the CMS reports a change to them or when a token issued after the cached read
 * arrives (a new sign-in), so a revoked admin right stops working at the next sign-in and
 * within the TTL in any case. While the CMS is down, the last good record answers.
 */
export function createPortalUsers(cms: CmsClient, cache: ReadCache) {
  /** When each cached person last signed in (token iat), and which key holds which record. */
  const signedInAt = new Map<string, number>();
  const keyOfRecord = new Map<string, string>();
  // The verifier hands out one identity object per token, so its key is made once.
  const keys = new WeakMap<Identity, string>();
  function keyOf(identity: Identity): string {
    let key = keys.get(identity);
    if (key === undefined) {
      // A JSON pair cannot be forged by choosing a sub that contains the separator.
      key = `person:${JSON.stringify([identity.issuer, identity.sub])}`;
      keys.set(identity, key);
    }
    return key;
  }

  async function signIn(identity: Identity, campus: Campus, acceptLanguage: string | undefined): Promise<PortalUser> {
    const type = userTypeSchema.safeParse(identity.role);
    if (!type.success) throw forbidden();
    return cms.post<PortalUser>('portal-users/sign-in', {
      issuer: identity.issuer,
      subject: identity.sub,
      campus,
      directoryId: identity.directoryId,
      // Kept by the CMS only for a person without a language yet (their first sign-in, most often).
      language: languageOfAcceptLanguage(acceptLanguage),
      profile: {
        username: identity.username,
        firstname: identity.givenName ?? '',
        surname: identity.familyName ?? '',
        email: identity.email ?? '',
        type: type.data,
        is_carer: identity.carerNumber !== null,
      },
    });
  }

  return {
    /**
     * The person of a verified token. `acceptLanguage` is the request's Accept-Language header:
     * when the record is read from the CMS and has no language yet, it takes the browser's.
     */
    async forIdentity(identity: Identity, campus: Campus, acceptLanguage?: string): Promise<CachedRead<PortalUser>> {
      const key = keyOf(identity);
      if (identity.issuedAt > (signedInAt.get(key) ?? Infinity)) cache.drop((candidate) => candidate === key);
      const read = await cache.read(key, () => signIn(identity, campus, acceptLanguage), { maxAgeMs: USER_RECORD_TTL_MS });
      // Bookkeeping only: forgetting it costs a reload at worst.
      if (signedInAt.size > MAX_REMEMBERED) signedInAt.clear();
      if (keyOfRecord.size > MAX_REMEMBERED) keyOfRecord.clear();
      // Written only when they change: most calls are the same person with the same token.
      const lastSignIn = signedInAt.get(key);
      if (lastSignIn === undefined || identity.issuedAt > lastSignIn) signedInAt.set(key, identity.issuedAt);
      if (keyOfRecord.get(read.value.documentId) !== key) keyOfRecord.set(read.value.documentId, key);
      return read;
    },

    /**
     * The person's own write to their record (their language): their cached record goes at once,
     * so their next request reads it as stored, without waiting for the CMS's change event.
     */
    forget(documentId: string): number {
      const key = keyOfRecord.get(documentId);
      return key === undefined ? 0 : cache.drop((candidate) => candidate === key).length;
    },

    /** A change to portal people in the CMS: their cached records go (all when the change names none). */
    apply(change: ContentChange): number {
      if (change.type !== 'portal-user') return 0;
      if (change.documentIds.length === 0) return cache.drop((key) => key.startsWith('person:')).length;
      const keys = new Set(change.documentIds.map((id) => keyOfRecord.get(id)).filter((key): key is string => key !== undefined));
      return cache.drop((key) => keys.has(key)).length;
    },
  };
}

export type PortalUsers = ReturnType<typeof createPortalUsers>;
