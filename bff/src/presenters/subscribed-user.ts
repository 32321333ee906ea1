import type { SubscribedUserRecord } from '@portal/contract';
import type { SubscribedUser } from '../models/records/subscribed-user.ts';
import { presentCreator } from './creator.ts';

export function presentSubscribedUser(subscriber: SubscribedUser): SubscribedUserRecord {
  return {
    subscribedusersUid: subscriber.documentId,
    name: subscriber.name ?? '',
    email: subscriber.email ?? '',
    created_at: subscriber.createdAt,
    updated_at: subscriber.updatedAt,
    ...presentCreator(subscriber),
  };
}
