import type { TeacherTimetable } from '../models/records/teacher-day-timetable.ts';
import { definePolicy } from './policy.ts';

/**
 * A teacher's day timetable (reader spec 2.6 'My day') is their own: the faculty member asking is
 * one of the people its username names, by portal person id. Anyone else's, or a username that
 * names no teacher, is answered as unknown (404).
 */
export const teacherTimetablePolicy = definePolicy<TeacherTimetable>()({
  read: {
    refuse: 'not-found',
    allow: (person, timetable) => person.type === 'faculty' && timetable.teachers.some((teacher) => teacher.documentId === person.documentId),
  },
});
