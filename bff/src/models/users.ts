import type { Campus, Language, NoticeAlertChoice } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import { forbidden, notFound } from '../errors.ts';
import { authorize } from '../policies/authorize.ts';
import { looksUpOthers } from '../policies/user.ts';
import type { ModelDeps } from './model-deps.ts';
import { PORTAL_USER_POPULATE } from './records/portal-user.ts';

export type { PortalUser };

/**
 * Portal people (reader spec 2.3, users/{username}), decided by policies/user.ts: a person
 * reads their own record and chooses their own language; administrators look up the people of
 * their own campus.
 */
export function createUsers({ cms, users: signedIn }: Pick<ModelDeps, 'cms' | 'users'>) {
  /** The campus's person of this username, if any. */
  async function onCampus(campus: Campus, username: string): Promise<PortalUser | undefined> {
    const found = await cms.find<PortalUser>('portal-users', {
      filters: { username: { $eq: username }, campus: { $eq: campus } },
      populate: PORTAL_USER_POPULATE,
      pagination: { pageSize: 1 },
    });
    return found.data[0];
  }

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
      const user = await onCampus(person.campus, username);
      if (!user) throw notFound();
      authorize(person, 'user.read', user);
      return user;
    },

    /**
     * Stores the person's own choice of language (issue 28), marked chosen in the CMS so that
     * neither the school-system import nor a browser's languages change it again, and answers
     * their record as stored. Anyone else's record is refused (403) by the policy, whoever asks;
     * a name nobody on the campus has is answered the same, so the answer says nothing of who
     * exists. The person's cached record goes at once: their next request reads the new language.
     */
    async chooseLanguage(person: PortalUser, username: string, language: Language): Promise<PortalUser> {
      const named = username === person.username ? person : await onCampus(person.campus, username);
      if (!named) throw forbidden();
      authorize(person, 'user.chooseLanguage', named);
      const stored = await cms
        .as(person)
        .put<PortalUser>(`portal-users/${encodeURIComponent(named.documentId)}/language`, { language });
      signedIn.forget(named.documentId);
      return stored;
    },

    /**
     * Stores the person's own choice for new notices' alerts (issue 29), refused for anyone
     * else's record as `chooseLanguage` is, and answers their record as stored.
     */
    async chooseNoticeAlerts(person: PortalUser, username: string, choice: NoticeAlertChoice): Promise<PortalUser> {
      const named = username === person.username ? person : await onCampus(person.campus, username);
      if (!named) throw forbidden();
      authorize(person, 'user.chooseNoticeAlerts', named);
      const stored = await cms
        .as(person)
        .put<PortalUser>(`portal-users/${encodeURIComponent(named.documentId)}/notice-alerts`, { notice_alerts: choice });
      signedIn.forget(named.documentId);
      return stored;
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
