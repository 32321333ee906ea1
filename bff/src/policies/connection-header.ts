import type { ConnectionHeader } from '../models/records/connection-header.ts';
import { administeredOnOwnCampus } from './admin.ts';
import { definePolicy, ofOwnCampus } from './policy.ts';

/**
 * Connection headers (reader spec 7 "Posts, connections", admin spec 7 "Connection headers"):
 * - `read`: everyone reads their campus's headers, and those without a campus, which are every
 *   campus's;
 * - `administer`: administrators change their own campus's; one without a campus is no
 *   administrator's to change.
 */
export const connectionHeaderPolicy = definePolicy<ConnectionHeader>()({
  read: { refuse: 'not-found', allow: (person, header) => header.campus == null || ofOwnCampus(person, header) },
  administer: administeredOnOwnCampus<ConnectionHeader>(),
});
