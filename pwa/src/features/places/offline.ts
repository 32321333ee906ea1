import type { OfflineFeature, SavedTable } from '@/offline/declarations.ts';
import type { BlogEntryRecord, ClassroomRecord, CourseTaskRecord, CourseUnitRecord, KeyLearningAreaRecord, PageRecord, PlaceRecord } from '@portal/contract';

/**
 * The course directory and the place pages a person opened read offline (reader issue 15):
 * the key learning areas and their courses, a place, its pages, its course units and
 * classrooms, its blog entries, and each year of tasks they looked at.
 */
export const keyLearningAreasTable: SavedTable<KeyLearningAreaRecord, 'klaUid'> = { name: 'keyLearningAreas', key: 'klaUid' };
export const placesTable: SavedTable<PlaceRecord, 'placeUid'> = { name: 'places', key: 'placeUid', indexes: ['slug', 'klaUid'] };
export const placePagesTable: SavedTable<PageRecord, 'pageUid'> = { name: 'placePages', key: 'pageUid', indexes: ['placeUid'] };
export const courseUnitsTable: SavedTable<CourseUnitRecord & { course_id: number }, 'unit_id'> = {
  name: 'courseUnits',
  key: 'unit_id',
  indexes: ['course_id'],
};
export const classroomsTable: SavedTable<ClassroomRecord & { course_id: number }, 'classroom_urlUid'> = {
  name: 'courseClassrooms',
  key: 'classroom_urlUid',
  indexes: ['course_id'],
};

/**
 * A task row as saved on the device: the server's rows have no id, so each is keyed by its
 * course, year and place in the answer, and a year's rows are found by `courseYear`.
 */
export type SavedCourseTask = CourseTaskRecord & { taskKey: string; courseYear: string };
export const courseTasksTable: SavedTable<SavedCourseTask, 'taskKey'> = { name: 'courseTasks', key: 'taskKey', indexes: ['courseYear'] };

export const blogEntriesTable: SavedTable<BlogEntryRecord, 'blogEntryUid'> = { name: 'blogEntries', key: 'blogEntryUid', indexes: ['pageUid'] };

export const placesOffline: OfflineFeature = {
  tables: [keyLearningAreasTable, placesTable, placePagesTable, courseUnitsTable, classroomsTable, courseTasksTable, blogEntriesTable],
};
