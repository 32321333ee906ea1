import { SUBSCRIBER_MESSAGES, type Campus, type SubscribedUserWrite } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import { CmsResponseError } from '../cms/cms-client.ts';
import { badRequest } from '../errors.ts';
import { createdBy } from '../policies/admin.ts';
import { authorize } from '../policies/authorize.ts';
import type { ModelDeps } from './model-deps.ts';
import type { SubscribedUser } from './records/subscribed-user.ts';

export type { SubscribedUser };

const COLLECTION = 'subscribed-users';
const NEWEST_FIRST = ['createdAt:desc', 'id:desc'];

/** The subscribers list's filters: any part of the name or address, any case. */
export type SubscribersFilter = { name?: string; email?: string };

const duplicate = () => badRequest(SUBSCRIBER_MESSAGES.duplicate, { 'data.email': SUBSCRIBER_MESSAGES.duplicate });

/**
 * Subscribed users (admin spec 7 "Subscribed users"): a campus's subscribers of the Connections
 * PDF, listed and changed by its administrators (policies/subscribed-user.ts), each write
 * audited by the CMS under the admin. An address is subscribed once per campus: the model looks
 * first, and the database's unique (campus, email) index settles two saves of one address at
 * the same moment, both answered with the spec's message.
 */
export function createSubscribedUsers({ cms }: Pick<ModelDeps, 'cms'>) {
  const filtersOf = (campus: Campus, { name, email }: SubscribersFilter) => ({
    campus: { $eq: campus },
    ...(name ? { name: { $containsi: name } } : {}),
    ...(email ? { email: { $containsi: email } } : {}),
  });

  async function holderOf(campus: Campus, email: string): Promise<SubscribedUser | undefined> {
    const found = await cms.find<SubscribedUser>(COLLECTION, { filters: { campus: { $eq: campus }, email: { $eq: email } }, pagination: { pageSize: 1 } });
    return found.data[0];
  }

  /** A write the unique index refused because someone else saved the address just before: the spec's message. */
  async function refusedAsDuplicate<T>(campus: Campus, email: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof CmsResponseError && (await holderOf(campus, email))) throw duplicate();
      throw error;
    }
  }

  return {
    /** One page of the campus's subscribers matching the filter, newest first, with the CMS's count. */
    pageOf: (campus: Campus, filter: SubscribersFilter, { page, pageSize }: { page: number; pageSize: number }) =>
      cms.find<SubscribedUser>(COLLECTION, { filters: filtersOf(campus, filter), sort: NEWEST_FIRST, pagination: { page, pageSize } }),

    /** Every subscriber of the campus matching the filter, newest first (`truncated` past the CMS's most). */
    allOf: (campus: Campus, filter: SubscribersFilter) => cms.findAll<SubscribedUser>(COLLECTION, { filters: filtersOf(campus, filter), sort: NEWEST_FIRST }),

    /** Whether the campus has a subscriber at all. */
    async anyOn(campus: Campus): Promise<boolean> {
      const some = await cms.find<Pick<SubscribedUser, 'email'>>(COLLECTION, { filters: { campus: { $eq: campus } }, fields: ['email'], pagination: { pageSize: 1 } });
      return some.data.length > 0;
    },

    /** Which of these addresses are the campus's subscribers', in lower case. */
    async subscribedAmong(campus: Campus, emails: string[]): Promise<Set<string>> {
      const found = await cms.findAll<Pick<SubscribedUser, 'email'>>(COLLECTION, { filters: { campus: { $eq: campus }, email: { $in: emails } }, fields: ['email'] });
      return new Set(found.data.map((subscriber) => (subscriber.email ?? '').toLowerCase()));
    },

    /** The subscriber as the admin may change them, or 404 (missing, or another campus's). */
    async findAdministered(admin: PortalUser, id: string): Promise<SubscribedUser> {
      const subscriber = await cms.findOne<SubscribedUser>(COLLECTION, id);
      authorize(admin, 'subscribed-user.administer', subscriber);
      return subscriber;
    },

    /** Subscribes an address on the admin's campus; one already subscribed there is refused with the spec's message. */
    async create(admin: PortalUser, subscriber: SubscribedUserWrite): Promise<SubscribedUser> {
      if (await holderOf(admin.campus, subscriber.email)) throw duplicate();
      return refusedAsDuplicate(admin.campus, subscriber.email, () =>
        cms.as(admin).create<SubscribedUser>(COLLECTION, { ...subscriber, campus: admin.campus, ...createdBy(admin) }),
      );
    },

    /** Rewrites a subscriber the admin has loaded through `findAdministered`; another subscriber's address is refused. */
    async update(admin: PortalUser, stored: SubscribedUser, subscriber: SubscribedUserWrite): Promise<SubscribedUser> {
      const holder = await holderOf(admin.campus, subscriber.email);
      if (holder && holder.documentId !== stored.documentId) throw duplicate();
      return refusedAsDuplicate(admin.campus, subscriber.email, () => cms.as(admin).update<SubscribedUser>(COLLECTION, stored.documentId, subscriber));
    },

    async remove(admin: PortalUser, stored: SubscribedUser): Promise<void> {
      await cms.as(admin).remove(COLLECTION, stored.documentId);
    },
  };
}

export type SubscribedUsers = ReturnType<typeof createSubscribedUsers>;
