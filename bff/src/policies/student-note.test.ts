import { describe, expect, it } from 'vitest';
import type { Campus } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import type { StudentNoteAccess } from '../models/records/student-note.ts';
import { ROLES, person, type Role } from '../test/people.ts';
import { authorize, can } from './authorize.ts';

const CAMPUSES: Campus[] = ['sydney', 'armidale'];
const someoneElse = { documentId: 'person-someone-else' };

/** A note about a Sydney student, as the asking person stands to it. */
type Case = { name: string; note: (asker: PortalUser) => StudentNoteAccess; read: Role[] };

const note = (changes: Partial<StudentNoteAccess> = {}): StudentNoteAccess => ({ campus: 'sydney', author: someoneElse, sent_to_people: [], visible_all: false, ...changes });

const CASES: Case[] = [
  { name: "another's note, sent to others", note: () => note({ sent_to_people: [someoneElse] }), read: [] },
  { name: 'a note visible to all staff', note: () => note({ visible_all: true }), read: ['staff', 'admin'] },
  { name: 'their own note', note: (asker) => note({ author: asker }), read: ['staff', 'admin'] },
  { name: 'a note sent to them', note: (asker) => note({ sent_to_people: [someoneElse, asker] }), read: ['staff', 'admin'] },
  { name: 'a note from before ids whose author was not found', note: () => note({ author: null }), read: [] },
  { name: 'a note about a student of no campus (nobody’s)', note: (asker) => note({ campus: null, author: asker, visible_all: true }), read: [] },
];

describe('the student note policy', () => {
  for (const testCase of CASES) {
    it(`decides ${testCase.name} for each role of each campus`, () => {
      for (const campus of CAMPUSES) {
        for (const role of ROLES) {
          const asker = person(role, campus);
          const decided = testCase.note(asker);
          const ownCampus = decided.campus === campus;
          // Faculty (staff, and administrators, who are faculty) open and write the notes of their campus's students.
          const keepsNotes = ownCampus && (role === 'staff' || role === 'admin');
          expect(can(asker, 'student-note.list', decided), `${role} of ${campus} lists`).toBe(keepsNotes);
          expect(can(asker, 'student-note.write', decided), `${role} of ${campus} writes`).toBe(keepsNotes);
          expect(can(asker, 'student-note.read', decided), `${role} of ${campus} reads`).toBe(ownCampus && testCase.read.includes(role));
        }
      }
    });
  }

  it('compares people by id: a person of the same username as the author is not the author', () => {
    const author = person('staff');
    const namesake = { ...person('staff'), username: author.username, email: author.email };
    expect(can(author, 'student-note.read', note({ author }))).toBe(true);
    expect(can(namesake, 'student-note.read', note({ author, sent_to_people: [author] }))).toBe(false);
  });

  it('answers every refusal as a note that does not exist (404)', () => {
    expect(() => authorize(person('carer'), 'student-note.list', note())).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => authorize(person('staff', 'armidale'), 'student-note.write', note())).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => authorize(person('staff'), 'student-note.read', note())).toThrow(expect.objectContaining({ status: 404 }));
  });
});
