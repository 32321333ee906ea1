import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  type EmailLogType,
  type Language,
  type StudentNotesSort,
  type studentNoteData,
} from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import { notFound } from '../errors.ts';
import { authorize, can } from '../policies/authorize.ts';
import { counsellorAddresses } from './counsellors.ts';
import type { ModelDeps } from './model-deps.ts';
import { languagesOfAddresses, peopleWithEmails } from './people-by-email.ts';
import { PORTAL_USER_POPULATE } from './records/portal-user.ts';
import {
  STUDENT_NOTE_POPULATE,
  authorNameOf,
  type StudentNote,
  type StudentNoteAccess,
  type StudentNoteOfStudent,
} from './records/student-note.ts';
import type { StudentOfReader } from './records/student.ts';
import { noteRecipients } from './student-note-recipients.ts';

export { STUDENT_NOTE_POPULATE, type StudentNote, type StudentNoteOfStudent };

const COLLECTION = 'student-notes';

/** A note as the form sends it (notesData), checked. */
export type NoteInput = z.output<typeof studentNoteData>;

/** The email log type of a note's messages (one of the Email Logs filter's types). */
export const STUDENT_NOTE_EMAIL_KIND: EmailLogType = 'Student Note';

/** A note's email as it goes to each of its addresses. */
export type NoteMessage = { subject: string; text: string; html: string };

const tagOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** A student's notes before any is read: what `list` and `write` decide on (its student's campus). */
const notesAbout = (student: StudentOfReader, author: PortalUser | null = null, visibleAll = false): StudentNoteAccess => ({
  campus: student.campus,
  author,
  sent_to_people: [],
  visible_all: visibleAll,
});

/**
 * Student notes (reader spec 2.7): faculty of the student's campus read and write them, and each
 * note is read by whom policies/student-note.ts says, by portal person id. A note is saved with
 * its author and the people of the campus its addresses were theirs, then emailed to each
 * address through the email-sends plugin's transactional path. Notes are never changed.
 */
export function createStudentNotes({ cms, config, now, log }: Pick<ModelDeps, 'cms' | 'config' | 'now' | 'log'>) {
  /** The student's notes `reader` may read (404 when they may not open the student's notes), by `createdBy` when given, in the asked order. */
  async function readableBy(
    reader: PortalUser,
    student: StudentOfReader,
    { createdBy, sort }: { createdBy?: string | undefined; sort: StudentNotesSort },
  ): Promise<StudentNoteOfStudent[]> {
    authorize(reader, 'student-note.list', notesAbout(student));
    // Notes name their student by the student's portal person: a student without one has none.
    const studentUserId = student.portal_user?.documentId;
    if (!studentUserId) return [];
    const found = await cms.findAll<StudentNote>(COLLECTION, {
      filters: { student_userid: { $eq: studentUserId } },
      populate: STUDENT_NOTE_POPULATE,
      sort: [`${sort.sort_by}:${sort.sort_order}`, `id:${sort.sort_order}`],
    });
    return found.data
      .map((note) => ({ ...note, campus: student.campus }))
      .filter((note) => (createdBy === undefined || authorNameOf(note) === createdBy) && can(reader, 'student-note.read', note));
  }

  return {
    readableBy,

    /**
     * Saves a note about the student, written by `author`, with every address it goes to
     * (`sent_to`) and the people of the campus those addresses are (`sent_to_people`, who read it).
     */
    async write(author: PortalUser, student: StudentOfReader, input: NoteInput): Promise<StudentNoteOfStudent> {
      authorize(author, 'student-note.write', notesAbout(student, author, input.visible_all));
      const sentTo = await noteRecipients(cms, author, student, author.campus, counsellorAddresses(config, author.campus), input);
      const sentToPeople = await peopleWithEmails(cms, author.campus, sentTo);
      const created = await cms.as(author).create<StudentNote>(
        COLLECTION,
        {
          ...input,
          author: author.documentId,
          created_by_username: author.username,
          created_date: now().toISOString(),
          student_username: student.username,
          student: student.student ?? student.username,
          is_recipients: input.email_recipients.length > 0,
          type: 'note',
          sent_to: sentTo,
          sent_to_people: sentToPeople,
        },
        { populate: STUDENT_NOTE_POPULATE },
      );
      return { ...created, campus: student.campus };
    },

    /**
     * Emails a saved note to each address it was sent to, one message each, written in the
     * language of the person of the campus with the address (English for an address that is
     * nobody's), tagged with the note and a hash of the address (a retry of the same note sends
     * nothing twice). Answers the failures, each logged.
     */
    async email(
      author: PortalUser,
      note: StudentNoteOfStudent,
      student: StudentOfReader,
      messageIn: (language: Language) => NoteMessage,
    ): Promise<number> {
      const addresses = note.sent_to ?? [];
      const languageOf = await languagesOfAddresses(cms, author.campus, addresses);
      const sends = await Promise.allSettled(
        addresses.map((to) => {
          const language = languageOf(to);
          return cms.postUnwrapped('email-sends/messages', {
            kind: STUDENT_NOTE_EMAIL_KIND,
            campus: author.campus,
            to,
            language,
            ...messageIn(language),
            tags: { send_id: `student-note-${note.documentId}`, recipient_id: tagOf(to) },
            details: {
              user_id: author.documentId,
              user_name: author.username,
              student_id: student.STUDENT_NUMBER,
              student_name: note.student ?? '',
            },
          });
        }),
      );
      const failed = sends.filter((result) => result.status === 'rejected');
      if (failed.length > 0) {
        // Which addresses failed stays out of the log: the reasons say why, the note's id where to look.
        log.error(
          { failures: failed.map((result) => (result.reason instanceof Error ? result.reason.message : String(result.reason))) },
          `Student note ${note.documentId}: ${failed.length} of ${addresses.length} emails failed`,
        );
      }
      return failed.length;
    },

    /** The person a notes CSV link names, as the portal holds them now (a right lost since the link was made is lost for it too), or 404. */
    async viewerOfLink(viewerId: string, campus: PortalUser['campus']): Promise<PortalUser> {
      const found = await cms.find<PortalUser>('portal-users', {
        filters: { documentId: { $eq: viewerId }, campus: { $eq: campus } },
        populate: PORTAL_USER_POPULATE,
        pagination: { pageSize: 1 },
      });
      const viewer = found.data[0];
      if (!viewer) throw notFound();
      return viewer;
    },
  };
}

export type StudentNotes = ReturnType<typeof createStudentNotes>;
