import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { STUDENT_NOTE_MESSAGES as M, type StudentNotesAnswer } from '@portal/contract';
import { callApi, callArmidale, fetchFile, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsCreate, cmsDelete, cmsFind, cmsUpdate } from '../../test/cms-records.ts';
import { forgeToken } from '../../test/forge-token.ts';
import { stackBffConfig } from '../../test/own-bff.ts';
import { signedLinks } from '../../signed-links/signed-links.ts';
import { studentNotesCsvLink } from './download-link.ts';

type ErrorBody = { responceObject: { records: null; error: { id: string; message: string } } };
type StoredEmail = { subject: string; destination: { to: string[] }; body: { text: string; html?: string } };

const stack = inject('stack');
/** Every extra address of this run carries it, so the inbox holds only this file's messages for them. */
const RUN = randomUUID().slice(0, 8);
const extra = (name: string) => `${name}-${RUN}@example.org`;

let mia: string;
let noah: string;
let zara: string;
let editor1Email: string;

async function portalUserId(username: string, campus = 'sydney'): Promise<string> {
  const [user] = await cmsFind('portal-users', { username: { $eq: username }, campus: { $eq: campus } });
  if (!user) throw new Error(`No portal user ${campus} ${username}`);
  return user.documentId;
}

async function inbox(address: string): Promise<StoredEmail[]> {
  const { emails } = (await (await fetch(`${stack.sesUrl}/store`)).json()) as { emails: StoredEmail[] };
  return emails.filter((email) => email.destination.to.includes(address));
}

const notesOf = async (username: string, query: string) => callApi(`student-notes?${query}`, { token: await tokenFor(username) });
const sendNote = async (username: string, notesData: Record<string, unknown>, sortData?: unknown) =>
  callApi('student-notes', { token: await tokenFor(username), method: 'POST', body: { notesData, ...(sortData ? { sortData } : {}) } });

beforeAll(async () => {
  [mia, noah, zara] = await Promise.all([portalUserId('student1'), portalUserId('student2'), portalUserId('student10', 'armidale')]);
  // editor1's record takes the email of their sign-in at their first call.
  await notesOf('editor1', `student_userid=${mia}`);
  const [editor] = await cmsFind<{ email: string }>('portal-users', { username: { $eq: 'editor1' }, campus: { $eq: 'sydney' } });
  editor1Email = editor!.email.toLowerCase();
});

describe('student notes', () => {
  it('saves a Behaviour note, emails the homeroom teacher and the extra addresses once each, and answers the reloaded list', async () => {
    const [student] = await cmsFind<{ homeroom_teacher_email: string; STUDENT_NUMBER: string }>('students', { username: { $eq: 'student1' } });
    const sent = await sendNote('teacher1', {
      student_userid: mia,
      noteType: 'Behaviour',
      note: `Helped a classmate find their lost bag ${RUN}.`,
      email_hrt: true,
      email_recipients: [extra('parent.liaison'), extra('deputy')],
    });
    expect(sent.status).toBe(201);
    const answer = answerOf('POST student-notes', sent);
    const note = answer.notes[0]!;
    expect(note).toMatchObject({ noteType: 'Behaviour', created_by: 'teacher1', student_userid: mia, student: 'Mia Taylor', email_hrt: true, is_recipients: true });
    expect(note.email_recipients).toEqual([extra('parent.liaison'), extra('deputy')]);
    expect(answer).toMatchObject({ is_download_notes: false, pre_signed_URL: null });

    for (const address of [extra('parent.liaison'), extra('deputy'), student!.homeroom_teacher_email]) {
      const mail = (await inbox(address)).filter((email) => email.body.text.includes(RUN));
      expect(mail, address).toHaveLength(1);
      expect(mail[0]!.subject).toBe('Behaviour note for Mia Taylor');
    }
    // In the admin's Email Logs under the 'Student Note' type, naming the author and the student.
    const logs = answerOf('GET emailstatistics', await callApi(`emailstatistics/?types=Student%20Note&email=${encodeURIComponent(extra('deputy'))}`, { token: await tokenFor('admin1') }));
    expect(logs.statistics).toHaveLength(1);
    expect(logs.statistics[0]).toMatchObject({ type: 'Student Note', user_name: 'teacher1', student_id: student!.STUDENT_NUMBER, student_name: 'Mia Taylor', subject: 'Behaviour note for Mia Taylor' });
  });

  it("writes each recipient's email in the language they read, the note itself as its author wrote it", async () => {
    const reader = await cmsCreate('portal-users', {
      username: `arabic-reader-${RUN}`,
      type: 'faculty',
      campus: 'sydney',
      email: extra('Arabic.Reader'),
      language: 'ar',
    });
    try {
      const text = `Wore the full uniform all week ${RUN}.`;
      const sent = await sendNote('teacher1', {
        student_userid: mia,
        noteType: 'Uniform',
        note: text,
        email_hrt: false,
        email_recipients: [extra('arabic.reader'), extra('english.reader')],
      });
      expect(sent.status).toBe(201);
      const [arabic] = (await inbox(extra('arabic.reader'))).filter((email) => email.body.text.includes(text));
      expect(arabic!.subject).toBe('ملاحظة (الزي المدرسي) عن Mia Taylor');
      expect(arabic!.body.html).toMatch(/<html lang="ar" dir="rtl"/);
      expect(arabic!.body.text).toMatch(/^ملاحظة \(الزي المدرسي\) عن Mia Taylor، كتبها [^\n]+ \([^\n]*\d{4}[^\n]*\):$/m);
      expect(arabic!.body.text).toContain(text);
      const [english] = (await inbox(extra('english.reader'))).filter((email) => email.body.text.includes(text));
      expect(english!.subject).toBe('Uniform note for Mia Taylor');
      expect(english!.body.html).toMatch(/<html lang="en-AU" dir="ltr"/);
      expect(english!.body.text).toMatch(
        /^Uniform note for Mia Taylor, from [^\n]+ \(\d{2}-\d{2}-\d{4} \d{1,2}:\d{2} [AP]M\):$/m,
      );
    } finally {
      await cmsDelete('portal-users', reader);
    }
  });

  it("sends to the wellbeing group (the campus faculty in it), the counsellor staff (the campus's counsellors, as psychology requests) and the class teachers (from the timetables)", async () => {
    const wellbeing = (await cmsFind<{ email: string }>('portal-users', { campus: { $eq: 'sydney' }, groups: { groupname: { $eq: 'Wellbeing Team' } } })).map((person) => person.email.toLowerCase());
    expect(wellbeing.length).toBeGreaterThan(0);
    // The configured counsellor addresses (policies/counsellor.ts), not a group of the CMS.
    const counsellors = stackBffConfig().counsellorEmails.sydney;
    expect(counsellors.length).toBeGreaterThan(0);
    const [teacher1] = await cmsFind<{ email: string }>('portal-users', { username: { $eq: 'teacher1' }, campus: { $eq: 'sydney' } });
    const text = `Groups ${RUN}`;
    const sent = await sendNote('editor1', { student_userid: mia, noteType: 'General', note: text, email_wellbeing_group: true, email_counsellor_staff: true, email_class_teachers: true });
    expect(sent.status).toBe(201);
    // teacher1 teaches Mia's Year 9 English class.
    for (const address of [...wellbeing, ...counsellors, teacher1!.email.toLowerCase()]) {
      expect((await inbox(address)).filter((email) => email.body.text.includes(text)), address).toHaveLength(1);
    }
    // Sydney's counsellor in development is teacher1: as a recipient they read the note.
    const [note] = answerOf('POST student-notes', sent).notes.filter((candidate) => candidate.note === text);
    expect(note?.created_by).toBe('editor1');
    const seenByCounsellor = answerOf('GET student-notes', await notesOf('teacher1', `student_userid=${mia}`));
    expect(seenByCounsellor.notes.map((candidate) => candidate.note)).toContain(text);
  });

  it("lists a student's notes newest first with their timestamps, and answers the sort the sender asked for", async () => {
    await sendNote('teacher1', { student_userid: noah, noteType: 'General', note: `First ${RUN}` });
    const asc = answerOf('POST student-notes', await sendNote('teacher1', { student_userid: noah, noteType: 'Uniform', note: `Second ${RUN}` }, { sort_by: 'created_date', sort_order: 'asc' }));
    const mine = asc.notes.filter((note) => note.note.endsWith(RUN)).map((note) => note.note);
    expect(mine).toEqual([`First ${RUN}`, `Second ${RUN}`]);
    const listed = answerOf('GET student-notes', await notesOf('teacher1', `student_userid=${noah}`));
    expect(listed.notes.filter((note) => note.note.endsWith(RUN)).map((note) => note.note)).toEqual([`Second ${RUN}`, `First ${RUN}`]);
    const byTeacher1 = answerOf('GET student-notes', await notesOf('teacher1', `student_userid=${noah}&created_by=editor1`));
    expect(byTeacher1.notes).toEqual([]);
  });

  it("refuses a note without text ('Required') and an extra address that is not one ('Please enter valid email ')", async () => {
    const empty = await sendNote('teacher1', { student_userid: mia, noteType: 'General', note: '   ' });
    expect(empty.status).toBe(400);
    expect((empty.body as ErrorBody).responceObject.error.message).toContain(M.required);
    const badAddress = await sendNote('teacher1', { student_userid: mia, noteType: 'General', note: 'Fine', email_recipients: [extra('ok'), 'not-an-address'] });
    expect(badAddress.status).toBe(400);
    expect((badAddress.body as ErrorBody).responceObject.error.message).toContain(M.invalidEmail);
    const badType = await sendNote('teacher1', { student_userid: mia, noteType: 'Praise', note: 'Fine' });
    expect(badType.status).toBe(400);
    expect(await inbox(extra('ok'))).toEqual([]);
  });

  it('shows a note to its author and recipients only, and to all staff when visible_all', async () => {
    const secret = `Private ${RUN}`;
    const shared = `Shared ${RUN}`;
    const addressed = `Addressed ${RUN}`;
    await sendNote('teacher1', { student_userid: mia, noteType: 'Behaviour', note: secret });
    await sendNote('teacher1', { student_userid: mia, noteType: 'General', note: shared, visible_all: true });
    await sendNote('teacher1', { student_userid: mia, noteType: 'General', note: addressed, email_recipients: [editor1Email] });
    const seen = async (username: string) =>
      answerOf('GET student-notes', await notesOf(username, `student_userid=${mia}`))
        .notes.map((note) => note.note)
        .filter((text) => text.endsWith(RUN));
    expect(await seen('teacher1')).toEqual(expect.arrayContaining([secret, shared, addressed]));
    expect(await seen('editor1')).toEqual(expect.arrayContaining([shared, addressed]));
    expect(await seen('editor1')).not.toContain(secret);
    expect(await seen('admin1')).toEqual([shared]);
  });

  it("keeps a renamed author's notes theirs and changes no one else's rights: people are compared by id", async () => {
    // A faculty member of Sydney as the campus's provider signs them in (a new portal person).
    const signedInAs = (username: string, subject: string) =>
      forgeToken(
        { sub: subject, username, email: `${subject}@example.org`, given_name: 'Alex', family_name: 'Author', role: 'faculty', orgUnit: 'Staff' },
        { issuer: stack.idpUrl, audience: 'urn:school-portal:bff' },
      );
    // A mark of its own, so that the other tests' notes of this run are not joined by this one.
    const mark = randomUUID().slice(0, 8);
    const before = `author-${mark}`;
    const text = `Before the rename ${mark}`;
    const sent = await callApi('student-notes', {
      token: await signedInAs(before, `subject-${before}`),
      method: 'POST',
      body: { notesData: { student_userid: mia, noteType: 'Behaviour', note: text, email_recipients: [editor1Email] } },
    });
    expect(sent.status).toBe(201);

    // The directory renames them: their record in the CMS, and what their provider says at their next sign-in.
    const [record] = await cmsFind('portal-users', { username: { $eq: before }, campus: { $eq: 'sydney' } });
    const after = `renamed-${mark}`;
    await cmsUpdate('portal-users', record!.documentId, { username: after });
    const renamed = await signedInAs(after, `subject-${before}`);
    const seenBy = async (token: string, query = '') =>
      answerOf('GET student-notes', await callApi(`student-notes?student_userid=${mia}${query}`, { token })).notes.filter((note) => note.note === text);

    // Still theirs, under their new name.
    expect((await seenBy(renamed)).map((note) => note.created_by)).toEqual([after]);
    expect(await seenBy(renamed, `&created_by=${after}`)).toHaveLength(1);
    expect(await seenBy(renamed, `&created_by=${before}`)).toEqual([]);
    // Everyone else's rights are as they were: the recipient reads it, another teacher does not,
    // and a newcomer who now has the old username is not its author.
    expect(await seenBy(await tokenFor('editor1'))).toHaveLength(1);
    expect(await seenBy(await tokenFor('teacher1'))).toEqual([]);
    expect(await seenBy(await signedInAs(before, `subject-namesake-${mark}`))).toEqual([]);
  });

  it('answers 404 to carers and students, and for a student of another campus or none, on every call', async () => {
    for (const username of ['carer1', 'student1']) {
      expect((await notesOf(username, `student_userid=${mia}`)).status, username).toBe(404);
      expect((await sendNote(username, { student_userid: mia, noteType: 'General', note: 'Hello' })).status, username).toBe(404);
    }
    expect((await notesOf('teacher1', `student_userid=${zara}`)).status).toBe(404);
    expect((await notesOf('teacher1', `student_userid=${zara}&is_csv_export=True`)).status).toBe(404);
    expect((await sendNote('teacher1', { student_userid: zara, noteType: 'General', note: 'Hello' })).status).toBe(404);
    expect((await notesOf('teacher1', 'student_userid=nosuchstudent0000')).status).toBe(404);
    // Armidale's staff do not reach Sydney's students either.
    expect((await callArmidale(`student-notes?student_userid=${mia}`, { username: 'admin1' })).status).toBe(404);
    expect((await notesOf('teacher1', '')).status).toBe(400);
    expect((await notesOf('teacher1', `student_userid=${mia}&username=student2`)).status).toBe(400);
  });

  it('refuses every change to a note once sent', async () => {
    const [note] = answerOf('GET student-notes', await notesOf('teacher1', `student_userid=${mia}`)).notes;
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const answer = await callApi<ErrorBody>(`student-notes/${note!.studentnoteUid}`, { token: await tokenFor('teacher1'), method, body: { notesData: { note: 'changed' } } });
      expect(answer.status, method).toBe(405);
      expect(answer.body.responceObject.error.message).toBe(M.notEditable);
      // The router's own 405 for a method the list has not (its answer is not the envelope).
      const onList = await fetch(`${stack.url}/api/student-notes`, { method, headers: { authorization: `Bearer ${await tokenFor('teacher1')}` } });
      expect(onList.status, `${method} on the list`).toBe(405);
    }
    const [stored] = await cmsFind<{ note: string }>('student-notes', { documentId: { $eq: note!.studentnoteUid } });
    expect(stored!.note).toBe(note!.note);
    // A POST cannot carry an id to overwrite a note either.
    const withId = await sendNote('teacher1', { student_userid: mia, noteType: 'General', note: 'x', studentnoteUid: note!.studentnoteUid });
    expect(withId.status).toBe(400);
  });

  it('exports the notes the person may read as CSV through a short-lived signed link, formulas escaped', async () => {
    await sendNote('teacher1', { student_userid: noah, noteType: 'Behaviour', note: `=HYPERLINK("http://evil.example") ${RUN}` });
    await sendNote('teacher1', { student_userid: noah, noteType: 'General', note: `@SUM(A1) ${RUN}`, email_recipients: [extra('plus')] });
    const answer: StudentNotesAnswer = answerOf('GET student-notes', await notesOf('teacher1', `student_userid=${noah}&is_csv_export=True`));
    expect(answer.is_download_notes).toBe(true);
    const link = answer.pre_signed_URL!;
    const file = await fetchFile(link);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    expect(file.headers.get('content-disposition')).toContain('student-notes-student2.csv');
    const lines = file.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Date,Student,Note Type,Note,Created By,Extra Recipients');
    expect(file.text).toContain(`"'=HYPERLINK(""http://evil.example"") ${RUN}"`);
    expect(file.text).toContain(`'@SUM(A1) ${RUN}`);
    expect(lines.find((line) => line.includes(`@SUM(A1) ${RUN}`))).toMatch(/^\d{2}-\d{2}-\d{4} \d{1,2}:\d{2} (AM|PM),Noah Taylor,General,/);
    // Someone else's export holds only what they may read.
    const editorLink = answerOf('GET student-notes', await notesOf('editor1', `student_userid=${noah}&is_csv_export=True`)).pre_signed_URL!;
    expect((await fetchFile(editorLink)).text).not.toContain(RUN);

    const altered = new URL(link);
    altered.searchParams.set('viewer', await portalUserId('editor1'));
    expect((await fetchFile(altered.toString())).status).toBe(403);
    const otherStudent = new URL(link);
    otherStudent.searchParams.set('student', mia);
    expect((await fetchFile(otherStudent.toString())).status).toBe(403);
    const resigned = new URL(link);
    resigned.searchParams.set('signature', 'A'.repeat(43));
    expect((await fetchFile(resigned.toString())).status).toBe(403);
    // Signed with the right key but past its expiry.
    const expired = signedLinks(stackBffConfig().calendarFeedSecret, () => new Date(Date.now() - 10 * 60_000)).make(studentNotesCsvLink, new URL(stack.url).origin, 'sydney', {
      student: noah,
      viewer: await portalUserId('teacher1'),
    });
    const refused = await fetchFile(expired);
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain(RUN);
  });
});
