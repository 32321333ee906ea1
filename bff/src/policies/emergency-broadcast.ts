import type { EmergencyBroadcast } from '../models/records/emergency-broadcast.ts';
import { administeredOnOwnCampus } from './admin.ts';
import { definePolicy, ofOwnCampus } from './policy.ts';

/**
 * Emergency broadcasts (reader spec 2.4 Chrome, 7 "Emergency broadcasts"): everyone of a campus reads its banner;
 * administrators raise, change and clear their own campus's.
 */
export const emergencyBroadcastPolicy = definePolicy<EmergencyBroadcast>()({
  read: { refuse: 'not-found', allow: (person, broadcast) => ofOwnCampus(person, broadcast) },
  administer: administeredOnOwnCampus<EmergencyBroadcast>(),
});
