import { api } from '@/lib/api-client.ts';
import type { SavedList } from '@/offline/saved-list.ts';
import { useSavedList } from '@/offline/use-saved-list.ts';
import type { ClassroomRecord } from '@portal/contract';
import { classroomsTable } from '../offline.ts';

type SavedClassroom = ClassroomRecord & { course_id: number };

const classroomsOfCourse: SavedList<SavedClassroom, 'classroom_urlUid', number> = {
  table: classroomsTable,
  name: (courseId) => `courseClassrooms:${courseId}`,
  rows: (table, courseId) => table.where('course_id').equals(courseId),
  order: 'server',
  queryKey: (courseId) => ['course-classrooms', courseId],
  fetch: async (courseId) => {
    const classrooms = await api.get<ClassroomRecord[]>('course-classrooms/', { query: { course_id: courseId } });
    return classrooms.map((classroom) => ({ ...classroom, course_id: courseId }));
  },
};

export function useCourseClassrooms(courseId: number) {
  return useSavedList(classroomsOfCourse, courseId);
}
