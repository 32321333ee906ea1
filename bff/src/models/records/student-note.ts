import type { Campus } from '@portal/contract';
import type { CmsRecord } from '@portal/cms/types';

/** How every note is read: with its author (their id, and the username the list shows) and the people it was sent to (ids). */
export const STUDENT_NOTE_POPULATE = {
  author: { fields: ['documentId', 'username'] },
  sent_to_people: { fields: ['documentId'] },
} as const;

/** A note about a student; `email_recipients` (the extra addresses typed) and `sent_to` (every address it went to) are JSON lists. */
export type StudentNote = CmsRecord<'api::student-note.student-note', typeof STUDENT_NOTE_POPULATE, { email_recipients: string[]; sent_to: string[] }>;

/** A note with the campus of its student: a note stores none, its student's decides. */
export type StudentNoteOfStudent = StudentNote & { campus: Campus | null };

type PersonId = Pick<NonNullable<StudentNote['author']>, 'documentId'>;

/**
 * A note as its rules read it: its student's campus, who wrote it, the people it was sent to and
 * whether every staff member may read it. A loaded note is one; so is a note about to be written.
 */
export type StudentNoteAccess = Pick<StudentNoteOfStudent, 'campus' | 'visible_all'> & {
  author: PersonId | null;
  sent_to_people: readonly PersonId[];
};

/** Who wrote a note, as it is shown: their username now, or the one it stored when no person is its author (a note from before ids whose author was not found). */
export const authorNameOf = (note: Pick<StudentNote, 'author' | 'created_by_username'>): string => note.author?.username ?? note.created_by_username ?? '';
