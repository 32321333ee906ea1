import { describe, expect, it } from 'vitest';
import type { Campus } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import type { NamedPerson } from '../models/records/named-person.ts';
import type { TeacherTimetable } from '../models/records/teacher-day-timetable.ts';
import { ROLES, person, type Role } from '../test/people.ts';
import { authorize, can } from './authorize.ts';

const CAMPUSES: Campus[] = ['sydney', 'armidale'];
const otherThan = (campus: Campus): Campus => (campus === 'sydney' ? 'armidale' : 'sydney');
const named = (someone: PortalUser): NamedPerson => ({ id: someone.id, documentId: someone.documentId, campus: someone.campus, type: someone.type });

/** Whose timetable a username names, for the person asking, and the roles that may then read it. */
const CASES: { name: string; timetableFor: (someone: PortalUser) => TeacherTimetable; read: Role[] }[] = [
  { name: 'their own', timetableFor: (someone) => ({ username: someone.username, teachers: [named(someone)] }), read: ['staff', 'admin'] },
  {
    // Theirs to ask for; models/my-day.ts then answers no periods, which could be either's.
    name: 'their own, its username held by a teacher of the other campus too',
    timetableFor: (someone) => ({ username: someone.username, teachers: [named(someone), named({ ...person('staff', otherThan(someone.campus)), username: someone.username })] }),
    read: ['staff', 'admin'],
  },
  { name: 'another teacher’s of their campus', timetableFor: (someone) => ({ username: 'teacher1', teachers: [named(person('staff', someone.campus))] }), read: [] },
  { name: 'their namesake’s of the other campus', timetableFor: (someone) => ({ username: someone.username, teachers: [named(person('staff', otherThan(someone.campus)))] }), read: [] },
  { name: 'of a username no teacher holds', timetableFor: (someone) => ({ username: someone.username, teachers: [] }), read: [] },
];

describe('the teacher timetable policy', () => {
  for (const testCase of CASES) {
    it(`decides ${testCase.name} for each role of each campus`, () => {
      for (const campus of CAMPUSES) {
        for (const role of ROLES) {
          const someone = person(role, campus);
          expect(can(someone, 'teacher-timetable.read', testCase.timetableFor(someone)), `${role} of ${campus}`).toBe(testCase.read.includes(role));
        }
      }
    });
  }

  it('answers a refusal as a timetable that does not exist (404)', () => {
    const teacher = person('staff');
    expect(() => authorize(teacher, 'teacher-timetable.read', { username: 'teacher1', teachers: [named(person('staff'))] })).toThrow(expect.objectContaining({ status: 404 }));
  });
});
