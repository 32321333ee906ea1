import { describe } from 'vitest';
import type { SubscribedUser } from '../models/records/subscribed-user.ts';
import { storedRecord, walkPolicyTable } from '../test/policy-table.ts';
import { authorize } from './authorize.ts';

const subscriber = (campus: SubscribedUser['campus']): SubscribedUser => ({
  ...storedRecord('subscriber-1'),
  name: 'Robin Reader',
  email: 'robin@example.com',
  campus,
  users_userid: 'person-admin',
  users_username: 'admin1',
  users_firstname: 'Alex',
  users_lastname: 'Admin',
});

describe('the subscribed user policy', () => {
  walkPolicyTable((someone, action: 'administer', record: SubscribedUser) => authorize(someone, `subscribed-user.${action}`, record), [
    { name: 'a Sydney subscriber', record: subscriber('sydney'), allowed: { administer: ['admin'] } },
    { name: 'an Armidale subscriber', record: subscriber('armidale'), allowed: { administer: ['admin'] } },
  ]);
});
