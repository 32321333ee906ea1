import { api } from '@/lib/api-client.ts';
import type { SavedList } from '@/offline/saved-list.ts';
import { useSavedList } from '@/offline/use-saved-list.ts';
import type { CourseTaskRecord } from '@portal/contract';
import { courseTasksTable, type SavedCourseTask } from '../offline.ts';

type TasksOfYear = { courseId: number; year: number };


const courseYear = ({ courseId, year }: TasksOfYear) => `${courseId}:${year}`;

const tasksOfYear: SavedList<SavedCourseTask, 'taskKey', TasksOfYear> = {
  table: courseTasksTable,
  name: (params) => `courseTasks:${courseYear(params)}`,
  rows: (table, params) => table.where('courseYear').equals(courseYear(params)),
  order: 'server',
  queryKey: ({ courseId, year }) => ['course-tasks', courseId, year],
  fetch: async (params) => {
    const tasks = await api.get<CourseTaskRecord[]>('course-tasks/', { query: { course_id: params.courseId, selected_year: params.year } });
    return tasks.map((task, index) => ({ ...task, courseYear: courseYear(params), taskKey: `${courseYear(params)}:${index}` }));
  },
};

/** A course's assessment tasks of one year; each year looked at stays readable offline. */
export function useCourseTasks(courseId: number, year: number) {
  return useSavedList(tasksOfYear, { courseId, year });
}
