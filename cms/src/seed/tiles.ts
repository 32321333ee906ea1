import type { TileSetting, UserType } from '@portal/contract';

const tile = (title: string, url: string, icon: string, roles?: UserType[]): TileSetting => ({ title, url, icon, ...(roles ? { roles } : {}) });

/**
 * The demo shows every screen it has: a tile for each reader route of the spec's table (but
 * home and a place's pages, reached from Courses), each for the people who may open it
 * (cms/src/seed/tiles.test.ts). Both campuses have them all.
 */
export const DEMO_TILES: TileSetting[] = [
  tile('Connections', '/connections', 'manual'),
  tile('Notices', '/notices', 'notifications'),
  tile('Calendar', '/calendar', 'calendar'),
  tile('Absences', '/absences', 'person'),
  tile('Financial Info', '/financial-info', 'dollar'),
  tile('Emergency', '/emergency-brodcast', 'warning-sign'),
  tile('Year Info', '/year-info', 'info-sign'),
  tile('Courses', '/key-learning-area', 'learning'),
  // Spec 2.1's 'Parent, student and faculty dashboard', a tile for each in their own words: a
  // tile called 'Dashboard' on the page called Dashboard read as the page itself.
  tile('Parent Dashboard', '/parent-dashboard', 'dashboard', ['affiliate']),
  tile('Student Dashboard', '/parent-dashboard', 'dashboard', ['student']),
  tile('Faculty Dashboard', '/parent-dashboard', 'dashboard', ['faculty']),
  tile('New Students', '/new-students', 'new-person'),
  tile('Student Goals', '/student-goals', 'flag'),
  tile('Psychology Request', '/school-psychology-request', 'chat'),
  // Permission forms (issue 30): for the carers and students who sign them; the tile shows how many wait.
  tile('Forms', '/forms', 'document', ['affiliate', 'student']),
  // Staff and administrators only (the BFF refuses others): not offered to anyone else.
  tile('Metrics', '/metrics', 'chart', ['faculty']),
];
