import type { SubscribedUser } from '../models/records/subscribed-user.ts';
import { administeredOnOwnCampus } from './admin.ts';
import { definePolicy } from './policy.ts';

/** Subscribed users (admin spec 7 "Subscribed users"): administrators list and change their own campus's. */
export const subscribedUserPolicy = definePolicy<SubscribedUser>()({
  administer: administeredOnOwnCampus<SubscribedUser>(),
});
