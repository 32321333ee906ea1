import type { SubscribedUserRecord } from '@portal/contract';
import type { CmsDocument } from '../cms/cms-client.ts';

export type CmsSubscribedUser = CmsDocument & {
  name: string | null;
  email: string | null;
  campus: string | null;
  users_userid: string | null;
  users_username: string | null;
  users_firstname: string | null;
  users_lastname: string | null;
};

export function presentSubscribedUser(subscriber: CmsSubscribedUser): SubscribedUserRecord {
  return {
    subscribedusersUid: subscriber.documentId,
    name: subscriber.name ?? '',
    email: subscriber.email ?? '',
    created_at: subscriber.createdAt,
    updated_at: subscriber.updatedAt,
    users_userid: subscriber.users_userid,
    users_username: subscriber.users_username,
    users_firstname: subscriber.users_firstname,
    users_lastname: subscriber.users_lastname,
  };
}
