import type { PortalUser } from '../auth/portal-users.ts';
import type { StudentNoteAccess } from '../models/records/student-note.ts';
import { definePolicy, ofOwnCampus } from './policy.ts';

/**
 * Reader spec 2.6 and 2.7, decided here: notes are staff records. Faculty of the student's
 * campus open a student's notes and write them (the dashboard's notes button is theirs alone);
 * carers and students never do, and are answered as if there were none (404), like another
 * campus's student.
 */
const keepsNotesOf = (person: PortalUser, note: Pick<StudentNoteAccess, 'campus'>): boolean => person.type === 'faculty' && ofOwnCampus(person, note);

/**
 * Student notes. Every refusal answers as a note (or a student) that does not exist.
 * - `list`: open a student's notes (the list and its CSV), in which each note is then decided by `read`;
 * - `write`: write a note about the student;
 * - `read`: a note is read by its author, by the people it was sent to (the portal people whose
 *   address it went to when it was sent, so a later change of homeroom teacher does not open old
 *   notes, and an address that was nobody's, such as a shared inbox, opens it to no one), and,
 *   when its author made it visible to all staff, by every faculty member of the student's
 *   campus. People are compared by their portal person's id: a renamed person keeps their notes.
 */
export const studentNotePolicy = definePolicy<StudentNoteAccess>()({
  list: { refuse: 'not-found', allow: keepsNotesOf },
  write: { refuse: 'not-found', allow: keepsNotesOf },
  read: {
    refuse: 'not-found',
    allow: (person, note) =>
      keepsNotesOf(person, note) &&
      (note.visible_all === true || note.author?.documentId === person.documentId || note.sent_to_people.some((recipient) => recipient.documentId === person.documentId)),
  },
});
