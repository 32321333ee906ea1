import type { Campus } from '@portal/contract';
import { administeredOnOwnCampus } from './admin.ts';
import { definePolicy } from './policy.ts';

/** What the reach of emergency alerts is decided on: the campus whose alerts and people they are. */
export type AlertReachScope = { campus: Campus };

/**
 * The reach of emergency alerts (issue 29): who of a campus each alert reached, for the
 * administrators of that campus only, as the broadcasts themselves.
 */
export const emergencyAlertPolicy = definePolicy<AlertReachScope>()({
  readReach: administeredOnOwnCampus<AlertReachScope>(),
});
