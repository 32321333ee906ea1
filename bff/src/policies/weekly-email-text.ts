import type { WeeklyEmailText } from '../models/records/weekly-email-text.ts';
import { administeredOnOwnCampus } from './admin.ts';
import { definePolicy } from './policy.ts';

/** The weekly email text (admin spec 7 "Weekly email text"): administrators read and save their own campus's. */
export const weeklyEmailTextPolicy = definePolicy<WeeklyEmailText>()({
  administer: administeredOnOwnCampus<WeeklyEmailText>(),
});
