import type { Campus } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import { forbidden, notFound } from '../errors.ts';
import { authorize } from '../policies/authorize.ts';
import { looksUpOthers } from '../policies/user.ts';
import type { ModelDeps } from './model-deps.ts';
import { PORTAL_USER_POPULATE } from './records/portal-user.ts';

export type { PortalUser };

/**
 * Portal people (reader spec 2.3, users/{username}), decided by policies/user.ts: a person
 * reads their own record; administrators look up the people of their own campus.
 */
export function createUsers({ cms }: Pick<ModelDeps, 'cms'>) {
  return {
    /**
     * The person of this username as the asking person may read them: themself (as signed in),
     * or for an administrator, the person of that name on their campus. Anyone else asking for
     * someone else is refused (403) before any lookup, whoever they name; an administrator
     * asking for a name their campus does not have is answered 404.
     */
    async findReadable(person: PortalUser, username: string): Promise<PortalUser> {
      if (username === person.username) return person;
      if (!looksUpOthers(person)) throw forbidden();
      const found = await cms.find<PortalUser>('portal-users', {
        filters: { username: { $eq: username }, campus: { $eq: person.campus } },
        populate: PORTAL_USER_POPULATE,
        pagination: { pageSize: 1 },
      });
      const [user] = found.data;
      if (!user) throw notFound();
      authorize(person, 'user.read', user);
      return user;
    },

    /**
     * The id of the campus's person named by their id or by their username (the Web Logs' Users
     * Logs filter accepts either), or undefined when the campus has nobody of that id or name:
     * another campus's people are not its administrators' to look at.
     */
    async idOnCampus(campus: Campus, idOrUsername: string): Promise<string | undefined> {
      const found = await cms.find<Pick<PortalUser, 'documentId'>>('portal-users', {
        filters: { campus: { $eq: campus }, $or: [{ documentId: { $eq: idOrUsername } }, { username: { $eq: idOrUsername } }] },
        fields: ['documentId'],
        pagination: { pageSize: 1 },
      });
      return found.data[0]?.documentId;
    },
  };
}

export type Users = ReturnType<typeof createUsers>;
