import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CONSENT_FORM_MESSAGES, FORM_SIGNER_STATUSES, type FormMatrixRecord } from '@portal/contract';
import { callApi, callArmidale, fetchFile, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsFind } from '../../test/cms-records.ts';
import { eventually } from '../../test/eventually.ts';
import { MATRIX_EXPORT_COLUMNS } from './matrix-export.ts';

/**
 * The staff side of permission forms (issue 30, step 2) through the BFF against the real CMS:
 * the matrix of who answered what, its filters, an answer recorded from paper, the CSV and XLSX
 * exports behind a signed link, and reminders to the signers still pending. Forms this file
 * writes are for Mia alone (carer1's Year 9 child), so that what it counts is its own.
 */

type ErrorBody = { responceObject: { error: { id: string; message: string } } };
type StoredEmail = { subject: string; destination: { to: string[] }; body: { text?: string; html?: string } };

/** Every form this file makes carries it, so that it finds only its own. */
const RUN = randomUUID().slice(0, 8);
const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** The demo seed's open Sydney form (cms/src/seed/consent-forms.ts), for Year 9: Mia, carer1's child. */
const YEAR_9_EXCURSION = 'Year 9 excursion to the Australian Museum';

/** Sydney's carer1, Mia's only linked carer, and the admin who records paper answers (cms/src/seed/school.ts). */
const CARER1_NAME = 'Jordan Taylor';
const ADMIN1_NAME = 'Daniel Okafor';
/** carer1's address as stored once they have signed in (the identity provider's). */
let CARER1_EMAIL: string;

type Student = { documentId: string; STUDENT_NUMBER: string };
let mia: Student;
let ethan: Student;
let admin1Id: string;

async function studentNamed(username: string): Promise<Student> {
  const [student] = await cmsFind<Student>('students', { username: { $eq: username } });
  if (!student) throw new Error(`No seeded student ${username}`);
  return student;
}

beforeAll(async () => {
  [mia, ethan] = await Promise.all([studentNamed('student1'), studentNamed('student7')]);
  const [admin1] = await cmsFind('portal-users', { username: { $eq: 'admin1' }, campus: { $eq: 'sydney' } });
  if (!admin1) throw new Error('No seeded Sydney admin1');
  admin1Id = admin1.documentId;
  // carer1 signs in first (their address becomes the identity provider's), as this file's calls as carer1 would.
  await callApi('forms', { token: await tokenFor('carer1') });
  const [carer1] = await cmsFind<{ email: string }>('portal-users', { username: { $eq: 'carer1' }, campus: { $eq: 'sydney' } });
  if (!carer1) throw new Error('No seeded Sydney carer1');
  CARER1_EMAIL = carer1.email;
});

async function adminCall(path: string, method = 'GET', body?: unknown) {
  return callApi<ErrorBody>(path, { method, token: await tokenFor('admin1'), body });
}

async function errorOf(answer: Promise<{ status: number; body: unknown }>) {
  const { status, body } = await answer;
  return { status, message: (body as ErrorBody).responceObject.error.message };
}

/** A draft form for Mia alone, titled for this run: carer1 is its one required signer. */
async function draftFormForMia(title: string): Promise<string> {
  const created = await adminCall('consent-forms', 'POST', {
    data: {
      title,
      body: '<p>Bring a packed lunch.</p>',
      questions: [
        { id: 'consent', kind: 'consent', label: 'May your child take part?', required: true },
        { id: 'health', kind: 'health', label: 'Medical or dietary needs', required: false },
        { id: 'home', kind: 'choice', label: 'Going home', required: true, options: ['School bus', 'Picked up'] },
      ],
      audience: { years: [], groups: [], students: [mia.STUDENT_NUMBER] },
      due_at: inDays(30),
      signers: 'any_carer',
      student_from_year: null,
      changes_allowed: true,
      reminder_days: [3, 1],
    },
  });
  return answerOf('POST consent-forms', created).formUid;
}

async function publishedFormForMia(title: string): Promise<string> {
  const id = await draftFormForMia(title);
  answerOf('POST consent-forms/:id/publication', await adminCall(`consent-forms/${id}/publication`, 'POST'));
  return id;
}

/** The matrix as a list (not a link): the admin's, with the query given. */
async function matrixOf(id: string, query = ''): Promise<FormMatrixRecord> {
  const matrix = answerOf('GET consent-forms/:id/matrix', await adminCall(`consent-forms/${id}/matrix${query}`));
  if (typeof matrix === 'string') throw new Error(`The matrix answered a link, not the matrix: ${matrix}`);
  return matrix;
}

/** The signed link of an export, with the query given. */
async function exportLinkOf(id: string, query: string): Promise<string> {
  const link = answerOf('GET consent-forms/:id/matrix', await adminCall(`consent-forms/${id}/matrix${query}`));
  if (typeof link !== 'string') throw new Error('The export answered the matrix, not a link');
  return link;
}

const rowOf = (matrix: FormMatrixRecord, studentUid: string) => matrix.rows.find((row) => row.studentUid === studentUid);

/** The counts add up to the signers of the rows shown, every status counted. */
function expectCountsOfRows(matrix: FormMatrixRecord) {
  expect(Object.keys(matrix.counts).sort()).toEqual([...FORM_SIGNER_STATUSES].sort());
  const signers = matrix.rows.flatMap((row) => row.signers);
  expect(matrix.students).toBe(matrix.rows.length);
  expect(matrix.signers).toBe(signers.length);
  for (const status of FORM_SIGNER_STATUSES) {
    expect({ status, count: matrix.counts[status] }).toEqual({
      status,
      count: signers.filter((signer) => signer.status === status).length,
    });
  }
}

async function inbox(address: string): Promise<StoredEmail[]> {
  const { emails } = (await (await fetch(`${inject('stack').sesUrl}/store`)).json()) as { emails: StoredEmail[] };
  return emails.filter((email) => email.destination.to.includes(address));
}

describe('the matrix of a form', () => {
  it('shows the seeded Year 9 form to admin1: Mia with carer1, counted per status, filtered by year, group and status', async () => {
    const forms = answerOf('GET consent-forms', await adminCall('consent-forms'));
    const id = forms.find((form) => form.title === YEAR_9_EXCURSION)?.formUid;
    if (!id) throw new Error(`admin1 has no "${YEAR_9_EXCURSION}"`);

    const matrix = await matrixOf(id);
    expect(matrix).toMatchObject({ formUid: id, title: YEAR_9_EXCURSION });
    expectCountsOfRows(matrix);
    expect(matrix.rows.map((row) => row.year)).toEqual(matrix.rows.map(() => 9));
    const row = rowOf(matrix, mia.documentId);
    expect(row).toMatchObject({ STUDENT_NUMBER: mia.STUDENT_NUMBER, year: 9 });
    expect(row!.groups).toContain('Year 9');
    const carer1 = row!.signers.find((signer) => signer.name === CARER1_NAME);
    expect(carer1).toMatchObject({ email: CARER1_EMAIL, recorded_by: null, note: null });
    // Other test files open and sign it for Mia; no one records it on paper or withdraws.
    expect(['not_opened', 'opened', 'signed_yes']).toContain(carer1!.status);
    expect(carer1!.answers === null).toBe(carer1!.status !== 'signed_yes');

    const year10 = await matrixOf(id, '?year=10');
    expect(year10).toMatchObject({ rows: [], students: 0, signers: 0 });
    expect(Object.values(year10.counts)).toEqual(FORM_SIGNER_STATUSES.map(() => 0));
    expect(rowOf(await matrixOf(id, '?year=9'), mia.documentId)).toBeDefined();
    expect(rowOf(await matrixOf(id, `?group=${encodeURIComponent('Year 9')}`), mia.documentId)).toBeDefined();
    expect((await matrixOf(id, `?group=${encodeURIComponent('Year 10')}`)).rows).toEqual([]);

    // A row is kept when one of its signers has the state asked for, and counted alone.
    const sameStatus = await matrixOf(id, `?status=${carer1!.status}`);
    expectCountsOfRows(sameStatus);
    expect(rowOf(sameStatus, mia.documentId)).toBeDefined();
    expect(sameStatus.rows.every((one) => one.signers.some((signer) => signer.status === carer1!.status))).toBe(true);
    const onPaper = await matrixOf(id, '?status=paper');
    expect(rowOf(onPaper, mia.documentId)).toBeUndefined();
    expect(onPaper.rows.every((one) => one.signers.some((signer) => signer.status === 'paper'))).toBe(true);

    expect((await adminCall(`consent-forms/${id}/matrix?status=lost`)).status).toBe(400);
    expect((await adminCall(`consent-forms/${id}/matrix?format=pdf`)).status).toBe(400);
  });

  it('answers 404 to anyone but the campus’s administrators, for the matrix, its export, paper answers and reminders', async () => {
    const forms = answerOf('GET consent-forms', await adminCall('consent-forms'));
    const id = forms.find((form) => form.title === YEAR_9_EXCURSION)!.formUid;
    const paper = {
      data: { student: mia.documentId, signer_name: CARER1_NAME, answers: { consent: 'yes' }, note: '', client_id: randomUUID() },
    };
    for (const username of ['teacher1', 'carer1']) {
      const token = await tokenFor(username);
      const answers = await Promise.all([
        callApi(`consent-forms/${id}/matrix`, { token }),
        callApi(`consent-forms/${id}/matrix?format=csv`, { token }),
        callApi(`consent-forms/${id}/paper-answers`, { method: 'POST', token, body: paper }),
        callApi(`consent-forms/${id}/reminders`, { method: 'POST', token }),
      ]);
      expect({ username, statuses: answers.map((answer) => answer.status) }).toEqual({
        username,
        statuses: [404, 404, 404, 404],
      });
    }
    expect((await callArmidale(`consent-forms/${id}/matrix`, { username: 'admin1' })).status).toBe(404);
    expect((await callArmidale(`consent-forms/${id}/reminders`, { username: 'admin1', method: 'POST' })).status).toBe(404);
    // Nobody's call above recorded anything.
    const row = rowOf(await matrixOf(id), mia.documentId);
    expect(row!.signers.map((signer) => signer.status)).not.toContain('paper');
  });
});

describe('an answer that came in on paper', () => {
  it(
    'is recorded for a student of the audience, shows in the matrix, and is exported as CSV and XLSX with formulas defused',
    { timeout: 30_000 },
    async () => {
      const title = `Museum visit ${RUN}`;
      const id = await publishedFormForMia(title);
      try {
        const before = rowOf(await matrixOf(id), mia.documentId);
        expect(before!.signers).toEqual([
          expect.objectContaining({ name: CARER1_NAME, email: CARER1_EMAIL, status: 'not_opened', at: null, answers: null }),
        ]);

        const answers = { consent: 'yes', health: 'Peanut allergy', home: 'School bus' };
        const paper = (changes: Record<string, unknown> = {}) => ({
          data: { student: mia.documentId, signer_name: CARER1_NAME, answers, note: '=cmd', client_id: randomUUID(), ...changes },
        });
        // Ethan is not in the form's audience.
        expect((await adminCall(`consent-forms/${id}/paper-answers`, 'POST', paper({ student: ethan.documentId }))).status).toBe(
          404,
        );
        expect((await adminCall(`consent-forms/${id}/paper-answers`, 'POST', paper({ note: 'x'.repeat(1001) }))).status).toBe(
          400,
        );

        const sent = paper();
        const recorded = await adminCall(`consent-forms/${id}/paper-answers`, 'POST', sent);
        expect(recorded.status).toBe(201);
        const response = answerOf('POST consent-forms/:id/paper-answers', recorded);
        expect(response).toMatchObject({
          formUid: id,
          studentUid: mia.documentId,
          method: 'paper',
          signer_name: CARER1_NAME,
          answers,
        });
        // The same paper sent again (a retried request) is the answer stored the first time.
        const replayed = answerOf(
          'POST consent-forms/:id/paper-answers',
          await adminCall(`consent-forms/${id}/paper-answers`, 'POST', sent),
        );
        expect(replayed.responseUid).toBe(response.responseUid);

        const matrix = await matrixOf(id);
        expectCountsOfRows(matrix);
        expect(matrix.counts.paper).toBe(1);
        const row = rowOf(matrix, mia.documentId)!;
        // The name on the paper is carer1's: the answer is theirs, recorded by admin1.
        expect(row.signers).toEqual([
          expect.objectContaining({
            name: CARER1_NAME,
            status: 'paper',
            method: 'paper',
            recorded_by: admin1Id,
            note: '=cmd',
            answers,
          }),
        ]);
        expect(Date.parse(row.signers[0]!.at!)).toBe(Date.parse(response.signed_at));
        expect((await matrixOf(id, '?status=paper')).rows.map((one) => one.studentUid)).toEqual([mia.documentId]);
        expect(await matrixOf(id, '?status=not_opened')).toMatchObject({ rows: [], students: 0 });

        // The CSV of the rows on paper: the link names the filter, and opens without a token.
        const csvLink = await exportLinkOf(id, '?format=csv&status=paper');
        expect(new URL(csvLink).searchParams.get('status')).toBe('paper');
        const csv = await fetch(csvLink);
        expect(csv.status).toBe(200);
        expect(csv.headers.get('content-type')).toContain('text/csv');
        expect(csv.headers.get('content-disposition')).toContain(`museum-visit-${RUN}-answers.csv`);
        const bytes = Buffer.from(await csv.arrayBuffer());
        // A BOM, so that spreadsheets read the file as UTF-8.
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
        expect(lines[0]).toBe(
          [...MATRIX_EXPORT_COLUMNS, 'May your child take part?', 'Medical or dietary needs', 'Going home'].join(','),
        );
        expect(lines).toHaveLength(2);
        expect(
          lines[1]!.startsWith(`${mia.STUDENT_NUMBER},${row.student_name},9,${CARER1_NAME},${CARER1_EMAIL},Recorded on paper,"`),
        ).toBe(true);
        // The note a spreadsheet would run as a formula starts with an apostrophe.
        expect(lines[1]!.endsWith(`,Paper,${ADMIN1_NAME},'=cmd,yes,Peanut allergy,School bus`)).toBe(true);
        expect(lines[1]).not.toContain(',=cmd');

        const xlsxLink = await exportLinkOf(id, '?format=xlsx');
        const xlsx = await fetch(xlsxLink);
        expect(xlsx.status).toBe(200);
        expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
        expect(xlsx.headers.get('content-disposition')).toContain(`museum-visit-${RUN}-answers.xlsx`);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(await xlsx.arrayBuffer());
        const sheet = workbook.worksheets[0]!;
        expect(sheet.rowCount).toBe(2);
        expect(sheet.getRow(1).getCell(1).value).toBe('Student number');
        expect(sheet.getRow(2).getCell(1).value).toBe(mia.STUDENT_NUMBER);
        expect(sheet.getRow(2).getCell(6).value).toBe('Recorded on paper');
        // Text, never a formula.
        expect(sheet.getRow(2).getCell(10).value).toBe('=cmd');
        expect(sheet.getRow(2).getCell(12).value).toBe('Peanut allergy');

        const altered = new URL(csvLink);
        altered.searchParams.set('status', 'signed_yes');
        expect((await fetchFile(altered.toString())).status).toBe(403);
        const expired = new URL(csvLink);
        expired.searchParams.set('expires', String(Date.now() - 1000));
        expect((await fetchFile(expired.toString())).status).toBe(403);
      } finally {
        await adminCall(`consent-forms/${id}/closure`, 'POST');
      }
    },
  );

  it('is refused on a draft, which nobody was asked to sign', async () => {
    const id = await draftFormForMia(`Draft trip ${RUN}`);
    try {
      const paper = {
        data: {
          student: mia.documentId,
          signer_name: CARER1_NAME,
          answers: { consent: 'yes' },
          note: '',
          client_id: randomUUID(),
        },
      };
      expect(await errorOf(adminCall(`consent-forms/${id}/paper-answers`, 'POST', paper))).toEqual({
        status: 409,
        message: CONSENT_FORM_MESSAGES.paperOnDraft,
      });
    } finally {
      await adminCall(`consent-forms/${id}`, 'DELETE');
    }
  });

  it('shows in the matrix who recorded it, by name; no one is named for a signer without a paper answer', async () => {
    const id = await publishedFormForMia(`Paper recorder ${RUN}`);
    try {
      expect(rowOf(await matrixOf(id), mia.documentId)!.signers).toEqual([
        expect.objectContaining({ status: 'not_opened', recorded_by: null, recorded_by_name: null }),
      ]);
      const paper = {
        data: {
          student: mia.documentId,
          signer_name: CARER1_NAME,
          answers: { consent: 'yes', home: 'Picked up' },
          note: 'Handed in at reception',
          client_id: randomUUID(),
        },
      };
      expect((await adminCall(`consent-forms/${id}/paper-answers`, 'POST', paper)).status).toBe(201);
      expect(rowOf(await matrixOf(id), mia.documentId)!.signers).toEqual([
        expect.objectContaining({
          status: 'paper',
          recorded_by: admin1Id,
          recorded_by_name: ADMIN1_NAME,
          note: 'Handed in at reception',
        }),
      ]);
    } finally {
      await adminCall(`consent-forms/${id}/closure`, 'POST');
    }
  });
});

describe('reminders', () => {
  it(
    'email each pending signer once a day: queued the first time, skipped the second, a Form Reminder in the inbox',
    { timeout: 90_000 },
    async () => {
      const title = `Zoo trip ${RUN}`;
      const id = await publishedFormForMia(title);
      try {
        const first = answerOf('POST consent-forms/:id/reminders', await adminCall(`consent-forms/${id}/reminders`, 'POST'));
        expect(first.queued).toBeGreaterThanOrEqual(1);
        expect(first.skipped_today).toBe(0);

        const reminders = await eventually(
          async () =>
            (await inbox(CARER1_EMAIL)).filter((email) => email.subject.includes(title) && /remind/i.test(email.subject)),
          (emails) => emails.length > 0,
          60_000,
        );
        expect(reminders).toHaveLength(1);

        // The admin's Email Logs list it under its own type, naming the carer and the child.
        const logged = answerOf(
          'GET emailstatistics',
          await callApi(
            `emailstatistics/?types=${encodeURIComponent('Form Reminder')}&email=${encodeURIComponent(CARER1_EMAIL)}`,
            {
              token: await tokenFor('admin1'),
            },
          ),
        ).statistics.filter((row) => row.subject?.includes(title));
        expect(logged).toEqual([
          expect.objectContaining({
            type: 'Form Reminder',
            SESDestinationAddress: CARER1_EMAIL,
            user_name: CARER1_NAME,
            student_name: expect.stringContaining('Mia'),
          }),
        ]);

        // Once sent, the same day's second call reminds nobody again.
        const second = answerOf('POST consent-forms/:id/reminders', await adminCall(`consent-forms/${id}/reminders`, 'POST'));
        expect(second).toEqual({ queued: 0, skipped_today: first.queued });

        answerOf('POST consent-forms/:id/closure', await adminCall(`consent-forms/${id}/closure`, 'POST'));
        expect(await errorOf(adminCall(`consent-forms/${id}/reminders`, 'POST'))).toEqual({
          status: 409,
          message: CONSENT_FORM_MESSAGES.closed,
        });
      } finally {
        await adminCall(`consent-forms/${id}/closure`, 'POST');
      }
    },
  );
});
