import { createHash } from 'node:crypto';
import Router from '@koa/router';
import {
  STUDENT_NOTE_MESSAGES as M,
  sendStudentNoteInput,
  studentNotesQuery,
  type EmailLogType,
  type StudentNotesAnswer,
  type StudentNotesSort,
} from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { ApiError, notFound } from '../../errors.ts';
import type { CmsClient } from '../../cms/cms-client.ts';
import type { PortalUser } from '../../auth/portal-users.ts';
import { campusCounsellors } from '../../policies/counsellor.ts';

import { canReadStudentNote, mayUseStudentNotes } from '../../policies/student-note.ts';
import { presentStudentNote, studentNotesCsv, type CmsStudentNote } from '../../presenters/student-note.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { noteEmail } from './note-email.ts';
import { noteRecipients } from './note-recipients.ts';
import { hostCampusOf } from '../../middleware/allowed-hosts.ts';
import { signedLinks } from '../../signed-links/signed-links.ts';
import { studentNotesCsvLink } from './download-link.ts';

const list = { query: studentNotesQuery };
const send = { body: sendStudentNoteInput };
const download = { query: studentNotesCsvLink.query };

/** The email log type of a note's messages (one of the Email Logs filter's types). */
export const STUDENT_NOTE_EMAIL_KIND: EmailLogType = 'Student Note';

const NEWEST_FIRST: StudentNotesSort = { sort_by: 'created_date', sort_order: 'desc' };

/** The student's notes `reader` may read, in the asked order. */
async function readableNotes(cms: CmsClient, reader: PortalUser, studentUserId: string, createdBy: string | undefined, sort: StudentNotesSort) {
  const found = await cms.findAll<CmsStudentNote>('student-notes', {
    filters: { student_userid: { $eq: studentUserId }, ...(createdBy ? { created_by_username: { $eq: createdBy } } : {}) },
    sort: [`${sort.sort_by}:${sort.sort_order}`, `id:${sort.sort_order}`],
  });
  return found.data.filter((note) => canReadStudentNote(reader, note)).map(presentStudentNote);
}

const tagOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/**
 * Reader spec 2.7 and 7 "Student notes" / "Send note", faculty of the student's campus only
 * (policies/student-note.ts says who reads which note). A note is saved, then emailed to each
 * recipient through the email-sends plugin's transactional path, one message per address
 * (tagged with the note and a hash of the address, so a retry of the same note does not send
 * twice). Notes are never changed once sent: PUT, PATCH and DELETE are refused.
 */
export function studentNoteRoutes({ cms, config, now, limits, models }: RouteDeps) {
  const router = new Router<SignedInState>();
  const links = signedLinks(config.calendarFeedSecret, now);
  const counsellors = campusCounsellors(config);

  router.get('/student-notes', validate(list), async (ctx) => {
    const { student_userid, created_by, is_csv_export } = inputOf(ctx, list).query;
    const { user, campus } = ctx.state;
    if (!mayUseStudentNotes(user)) throw notFound();
    await models.students.findVisible(user, { portalUserId: student_userid });
    const answer: StudentNotesAnswer = {
      notes: await readableNotes(cms, user, student_userid, created_by, NEWEST_FIRST),
      is_download_notes: is_csv_export === true,
      pre_signed_URL: is_csv_export
        ? links.make(studentNotesCsvLink, config.portalUrls[campus], campus, { student: student_userid, viewer: user.documentId, created_by })
        : null,
    };
    ctx.body = answer;
  });

  router.post('/student-notes', limits.writesPerPerson(), validate(send), async (ctx) => {
    const { notesData, sortData } = inputOf(ctx, send).body;
    const { user, campus } = ctx.state;
    if (!mayUseStudentNotes(user)) throw notFound();
    const student = await models.students.findVisible(user, { portalUserId: notesData.student_userid });
    const sentTo = await noteRecipients(cms, user, student, campus, counsellors.addresses(campus), notesData);
    const created = await cms.create<CmsStudentNote>('student-notes', {
      ...notesData,
      created_by_username: user.username,
      created_date: now().toISOString(),
      student_username: student.username,
      student: student.student ?? student.username,
      is_recipients: notesData.email_recipients.length > 0,
      type: 'note',
      sent_to: sentTo,
    });
    const note = presentStudentNote(created);
    const email = noteEmail(note, user, config.timeZones[campus]);
    const sends = await Promise.allSettled(
      sentTo.map((to) =>
        cms.postUnwrapped('email-sends/messages', {
          kind: STUDENT_NOTE_EMAIL_KIND,
          campus,
          to,
          ...email,
          tags: { send_id: `student-note-${created.documentId}`, recipient_id: tagOf(to) },
          details: { user_id: user.documentId, user_name: user.username, student_id: student.STUDENT_NUMBER, student_name: note.student },
        }),
      ),
    );
    const failed = sends.filter((result) => result.status === 'rejected');
    if (failed.length > 0) {
      console.error(`Student note ${created.documentId}: ${failed.length} of ${sentTo.length} emails failed`, failed.map((result) => String(result.reason)));
      throw new ApiError(502, 'email_failed', M.notAllSent);
    }
    ctx.status = 201;
    const answer: StudentNotesAnswer = {
      notes: await readableNotes(cms, user, notesData.student_userid, undefined, sortData),
      is_download_notes: false,
      pre_signed_URL: null,
    };
    ctx.body = answer;
  });

  // Reader spec 2.7: notes cannot be edited once saved and sent, by anyone. (PUT, PATCH and
  // DELETE of the collection itself are refused by the router's 405 for methods it has not.)
  const refuseChange = async () => {
    throw new ApiError(405, 'not_editable', M.notEditable, undefined, { Allow: 'GET, POST' });
  };
  router.put('/student-notes/:id', refuseChange);
  router.patch('/student-notes/:id', refuseChange);
  router.delete('/student-notes/:id', refuseChange);

  return router;
}

/** The notes CSV behind a pre-signed link (no token: a browser download carries none). */
export function studentNotesDownloadRoutes({ cms, config, now, limits, models }: RouteDeps) {
  const router = new Router();
  const links = signedLinks(config.calendarFeedSecret, now);

  router.get(studentNotesCsvLink.path, limits.publicPerIp('student-notes-csv'), validate(download), async (ctx) => {
    const link = links.verify(studentNotesCsvLink, inputOf(ctx, download).query, hostCampusOf(ctx));
    // What the person may read now: a right lost since the link was made is lost for it too.
    const found = await cms.find<PortalUser>('portal-users', {
      filters: { documentId: { $eq: link.viewer }, campus: { $eq: link.campus } },
      populate: { groups: { fields: ['groupname', 'grouptype'] } },
      pagination: { pageSize: 1 },
    });
    const viewer = found.data[0];
    if (!viewer || !mayUseStudentNotes(viewer)) throw notFound();
    const student = await models.students.findVisible(viewer, { portalUserId: link.student });
    const notes = await readableNotes(cms, viewer, link.student, link.created_by, NEWEST_FIRST);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(`student-notes-${student.username}.csv`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = studentNotesCsv(notes, config.timeZones[viewer.campus]);
  });
  return router;
}
