import type { SchoolSettings } from '../models/records/school-setting.ts';
import { definePolicy, ofOwnCampus } from './policy.ts';

/**
 * A campus's settings (reader spec: settings/, the tiles and theme): each person reads their own
 * campus's (which tiles they see of them is the contract's `isTileFor`).
 */
export const schoolSettingsPolicy = definePolicy<SchoolSettings>()({
  read: { refuse: 'not-found', allow: (person, settings) => ofOwnCampus(person, settings) },
});
