import type { PortalUser } from '../auth/portal-users.ts';
import type { CmsStudentNote } from '../presenters/student-note.ts';

/**
 * Reader spec 2.6 and 2.7, decided here: notes are staff records. Faculty of the student's
 * campus write them (the dashboard's notes button is theirs alone); carers and students never
 * read or write one, and are answered as if there were none (404), like another campus's student.
 */
export function mayUseStudentNotes(user: PortalUser): boolean {
  return user.type === 'faculty';
}

/**
 * Who reads a note: its author, the people it was emailed to (the addresses resolved when it
 * was sent, so a later change of homeroom teacher does not open old notes), and, when the
 * author ticked "visible to all staff" (the record's visible_all), every faculty member of the
 * student's campus. The caller has already checked the student is of the reader's campus.
 */
export function canReadStudentNote(user: PortalUser, note: CmsStudentNote): boolean {
  if (!mayUseStudentNotes(user)) return false;
  if (note.created_by_username === user.username) return true;
  if (note.visible_all) return true;
  const email = user.email?.trim().toLowerCase();
  return !!email && (note.sent_to ?? []).includes(email);
}
