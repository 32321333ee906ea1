import { userTypeSchema, type Campus } from '@portal/contract';
import type { CmsClient, CmsDocument } from '../cms/cms-client.ts';
import { forbidden } from '../errors.ts';
import type { Identity } from './token-verifier.ts';

export type CmsGroup = CmsDocument & { groupname: string; grouptype: string };

export type PortalUser = CmsDocument & {
  username: string;
  firstname: string;
  surname: string;
  type: 'student' | 'affiliate' | 'faculty';
  is_carer: boolean;
  is_admin: boolean;
  email: string;
  campus: Campus;
  groups: CmsGroup[];
};

const CACHE_MS = 60_000;

/**
 * Maps a verified identity to its portal user record. A person the directory knows but the
 * portal has not met yet is created from the token's attributes on first sign-in.
 */
export function createPortalUsers(cms: CmsClient) {
  const cache = new Map<string, { user: PortalUser; until: number }>();

  async function load(username: string): Promise<PortalUser | undefined> {
    const found = await cms.find<PortalUser>('portal-users', {
      filters: { username: { $eq: username } },
      populate: { groups: true },
      pagination: { pageSize: 1 },
    });
    return found.data[0];
  }

  async function provision(identity: Identity, campus: Campus): Promise<PortalUser> {
    const type = userTypeSchema.safeParse(identity.role);
    if (!type.success) throw forbidden();
    await cms.create('portal-users', {
      username: identity.username,
      firstname: identity.givenName ?? '',
      surname: identity.familyName ?? '',
      type: type.data,
      is_carer: identity.carerNumber !== null,
      is_admin: false,
      email: identity.email ?? '',
      campus,
    });
    const created = await load(identity.username);
    if (!created) throw forbidden();
    return created;
  }

  return {
    async forIdentity(identity: Identity, campus: Campus): Promise<PortalUser> {
      const cached = cache.get(identity.username);
      if (cached && cached.until > Date.now()) return cached.user;
      const user = (await load(identity.username)) ?? (await provision(identity, campus));
      cache.set(identity.username, { user, until: Date.now() + CACHE_MS });
      return user;
    },
  };
}

export type PortalUsers = ReturnType<typeof createPortalUsers>;
