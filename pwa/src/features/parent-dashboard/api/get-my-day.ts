import type { MyDayTimetableRecord, TeacherDayTimetableRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { useSavedCall } from '../lib/use-saved-call.ts';

/** A student's periods of today (or the next school day). */
export function getMyDayTimetable(username: string): Promise<MyDayTimetableRecord[]> {
  return api.get<MyDayTimetableRecord[]>('my-day-timetables/', { query: { username } });
}

/** A teacher's own periods of today (or the next school day). */
export function getTeacherDayTimetable(username: string): Promise<TeacherDayTimetableRecord[]> {
  return api.get<TeacherDayTimetableRecord[]>('teacher-day-timetable/', { query: { username } });
}

export function useDayTimetable(username: string, teacher: boolean) {
  return useSavedCall<Array<MyDayTimetableRecord | TeacherDayTimetableRecord>>([teacher ? 'teacher-day-timetable' : 'my-day-timetables', username], () =>
    teacher ? getTeacherDayTimetable(username) : getMyDayTimetable(username),
  );
}
