import { api } from '@/lib/api-client.ts';
import type { SavedList } from '@/offline/saved-list.ts';
import { useSavedList } from '@/offline/use-saved-list.ts';
import type { CourseUnitRecord } from '@portal/contract';
import { courseUnitsTable } from '../offline.ts';

type SavedUnit = CourseUnitRecord & { course_id: number };

/** The course's units (the landing page orders them). */
const unitsOfCourse: SavedList<SavedUnit, 'unit_id', number> = {
  table: courseUnitsTable,
  name: (courseId) => `courseUnits:${courseId}`,
  rows: (table, courseId) => table.where('course_id').equals(courseId),
  order: 'server',
  queryKey: (courseId) => ['course-units', courseId],
  fetch: async (courseId) => {
    const units = await api.get<CourseUnitRecord[]>('course-units/', { query: { course_id: courseId } });
    return units.map((unit) => ({ ...unit, course_id: courseId }));
  },
};

export function useCourseUnits(courseId: number) {
  return useSavedList(unitsOfCourse, courseId);
}
