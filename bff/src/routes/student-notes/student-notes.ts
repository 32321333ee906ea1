import Router from '@koa/router';
import {
  STUDENT_NOTE_MESSAGES as M,
  sendStudentNoteInput,
  studentNotesQuery,
  type StudentNotesAnswer,
  type StudentNotesSort,
} from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { ApiError } from '../../errors.ts';
import { presentStudentNote, studentNotesCsv } from '../../presenters/student-note.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { noteEmail } from './note-email.ts';
import { hostCampusOf } from '../../middleware/allowed-hosts.ts';
import { signedLinks } from '../../signed-links/signed-links.ts';
import { studentNotesCsvLink } from './download-link.ts';

const list = { query: studentNotesQuery };
const send = { body: sendStudentNoteInput };
const download = { query: studentNotesCsvLink.query };

const NEWEST_FIRST: StudentNotesSort = { sort_by: 'created_date', sort_order: 'desc' };

/**
 * Reader spec 2.7 and 7 "Student notes" / "Send note", faculty of the student's campus only
 * (policies/student-note.ts says who reads which note). A note is saved, then emailed to each
 * recipient (models/student-notes.ts). Notes are never changed once sent: PUT, PATCH and DELETE
 * are refused.
 */
export function studentNoteRoutes({ config, now, limits, models }: RouteDeps) {
  const router = new Router<SignedInState>();
  const links = signedLinks(config.calendarFeedSecret, now);

  router.get('/student-notes', validate(list), async (ctx) => {
    const { student_userid, created_by, is_csv_export } = inputOf(ctx, list).query;
    const { user, campus } = ctx.state;
    const student = await models.students.findVisible(user, { portalUserId: student_userid });
    const notes = await models.studentNotes.readableBy(user, student, { createdBy: created_by, sort: NEWEST_FIRST });
    const answer: StudentNotesAnswer = {
      notes: notes.map(presentStudentNote),
      is_download_notes: is_csv_export === true,
      pre_signed_URL: is_csv_export
        ? links.make(studentNotesCsvLink, config.portalUrls[campus], campus, {
            student: student_userid,
            viewer: user.documentId,
            created_by,
          })
        : null,
    };
    ctx.body = answer;
  });

  router.post('/student-notes', limits.writesPerPerson(), validate(send), async (ctx) => {
    const { notesData, sortData } = inputOf(ctx, send).body;
    const { user, campus } = ctx.state;
    const student = await models.students.findVisible(user, { portalUserId: notesData.student_userid });
    const note = await models.studentNotes.write(user, student, notesData);
    const record = presentStudentNote(note);
    const failed = await models.studentNotes.email(user, note, student, (language) =>
      noteEmail(record, user, config.timeZones[campus], language, config.arabicDigits),
    );
    if (failed > 0) throw new ApiError(502, 'email_failed', M.notAllSent);
    ctx.status = 201;
    const answer: StudentNotesAnswer = {
      notes: (await models.studentNotes.readableBy(user, student, { sort: sortData })).map(presentStudentNote),
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
export function studentNotesDownloadRoutes({ config, now, limits, models }: RouteDeps) {
  const router = new Router();
  const links = signedLinks(config.calendarFeedSecret, now);

  router.get(studentNotesCsvLink.path, limits.publicPerIp('student-notes-csv'), validate(download), async (ctx) => {
    const link = links.verify(studentNotesCsvLink, inputOf(ctx, download).query, hostCampusOf(ctx));
    // What the person may read now: a right lost since the link was made is lost for it too.
    const viewer = await models.studentNotes.viewerOfLink(link.viewer, link.campus);
    const student = await models.students.findVisible(viewer, { portalUserId: link.student });
    const notes = await models.studentNotes.readableBy(viewer, student, { createdBy: link.created_by, sort: NEWEST_FIRST });
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(`student-notes-${student.username}.csv`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = studentNotesCsv(notes.map(presentStudentNote), config.timeZones[viewer.campus]);
  });
  return router;
}
