import { calendarOffline } from '@/features/calendar/offline.ts';
import { connectionsOffline } from '@/features/connections/offline.ts';
import { emergencyBroadcastOffline } from '@/data/emergency-broadcasts/offline.ts';
import { marksOffline } from '@/data/marks/offline.ts';
import { postsOffline } from '@/data/posts/offline.ts';
import { webLogsOffline } from '@/data/web-logs/offline.ts';
import { placesOffline } from '@/features/places/offline.ts';
import { absencesOffline } from '@/features/absences/offline.ts';
import { formsOffline } from '@/features/forms/offline.ts';
import type { OfflineRecords } from '@/offline/declarations.ts';

/**
 * What the person's offline database holds: one line a feature. Loaded with the database,
 * after the first screen (offline/session.ts).
 *
 * Schema versions: 1 the first tables, 2 the saved answers, 3 one posts table for every
 * post type (was one a type) and queued writes that carry their payload, 4 places and their
 * pages, course units, tasks, classrooms, blog entries and key learning areas, 5 absences and
 * the students one may notify for, 6 the campus's school terms. (Permission forms add a queued
 * write and no table: their saved copies are documents.)
 */
export const offlineRecords: OfflineRecords = {
  version: 6,
  features: [postsOffline, calendarOffline, connectionsOffline, emergencyBroadcastOffline, marksOffline, webLogsOffline, placesOffline, absencesOffline, formsOffline],
};
