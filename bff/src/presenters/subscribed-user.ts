import type { SubscribedUserRecord } from '@portal/contract';
import type { SubscribedUser } from '../models/records/subscribed-user.ts';

export function presentSubscribedUser(subscriber: SubscribedUser): SubscribedUserRecord {
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
