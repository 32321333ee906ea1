import type { PushSubscriptionRow } from '../models/records/push-subscription.ts';
import { definePolicy } from './policy.ts';

/**
 * The devices a person gets alerts on (issue 29): each person lists, adds and removes their own
 * and nobody else's, administrators included. Another person's device answers as one that does
 * not exist.
 */
export const pushSubscriptionPolicy = definePolicy<PushSubscriptionRow>()({
  manage: { refuse: 'not-found', allow: (person, subscription) => subscription.person === person.documentId },
});
