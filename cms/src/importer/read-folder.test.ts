import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { attendanceRow, oneRosterUserRow, timetableRow } from '@portal/contract';
import { csvOf, manifestOf, writeImportFolder, type CsvFile } from './csv-files';
import { generatedSchoolFolder, withRows, withSecondCampus } from './generate-school';
import { checkReferences } from './oneroster/check-references';
import { NOTHING_KNOWN, planImport } from './plan';
import { readImportFolder, type ImportFolder } from './read-folder';
import { describeErrors, type RowError } from './rows';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

const folderOf = (files: Record<string, CsvFile>) => {
  const folder = writeImportFolder(fs.mkdtempSync(path.join(os.tmpdir(), 'importer-test-')), files);
  folders.push(folder);
  return folder;
};



const readOk = (files: Record<string, CsvFile>): ImportFolder => {
  const read = readImportFolder(folderOf(files));
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  return read.folder;
};

describe('reading a school folder', () => {
  it('accepts a valid OneRoster 1.2 folder and links each student to their carer', () => {
    const planned = planImport(readOk(generatedSchoolFolder({ students: 6 })), NOTHING_KNOWN);
    if (!planned.ok) throw new Error(JSON.stringify(planned.errors));
    const { people, links } = planned.plan;
    expect(people.filter((person) => person.type === 'student')).toHaveLength(6);
    // Students 1 and 2 are siblings: one carer, two links.
    expect(links.filter((link) => link.carer === 'gen-c1').map((link) => link.student)).toEqual(['gen-s1', 'gen-s2']);
    expect(people.find((person) => person.directoryId === 'gen-c1')).toMatchObject({
      type: 'affiliate',
      is_carer: true,
      relationship: 'Parent',
    });
    expect(people.find((person) => person.directoryId === 'gen-t0')).toMatchObject({ type: 'faculty', is_admin: true });
    expect(people.find((person) => person.directoryId === 'gen-s3')).toMatchObject({
      studentNumber: 'G0000003',
      year: 10,
      campus: 'sydney',
    });
  });

  it('reports every bad row with its file, line and reason', () => {
    let files = generatedSchoolFolder({ students: 3 });
    files = withRows(files, 'users', (rows) =>
      rows.map((row, index) =>
        index === 1 ? { ...row, email: 'not-an-address' } : index === 2 ? { ...row, enabledUser: 'yes' } : row,
      ),
    );
    files = withRows(files, 'roles', (rows) => rows.map((row, index) => (index === 3 ? { ...row, role: 'janitor' } : row)));
    files = withRows(files, 'attendance', (rows) =>
      rows.map((row, index) => (index === 0 ? { ...row, absence_date: '02/03/2026' } : row)),
    );
    const read = readImportFolder(folderOf(files));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    // The header is line 1: the second user is on line 3. OneRoster's files come before the portal's own.
    expect(read.errors).toEqual([
      { file: 'roles.csv', line: 5, column: 'role', reason: expect.stringMatching(/^must be one of aide, counselor/) },
      { file: 'users.csv', line: 3, column: 'email', reason: 'must be an email address' },
      {
        file: 'users.csv',
        line: 4,
        column: 'enabledUser',
        reason: 'must be true or false (found "yes"; values are case-sensitive)',
      },
      { file: 'attendance.csv', line: 2, column: 'absence_date', reason: 'must be a date as YYYY-MM-DD' },
    ]);
  });

  it('names a required column the header lacks, and a row with too many cells', () => {
    const files = generatedSchoolFolder({ students: 2 });
    const users = files.users!;
    const folder = folderOf({ ...files, users: { ...users, columns: users.columns.filter((column) => column !== 'givenName') } });
    fs.appendFileSync(path.join(folder, 'roles.csv'), 'extra,,,gen-s0,primary,student,,,gen-org-sydney,,one too many\r\n');
    const read = readImportFolder(folder);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toEqual([
      { file: 'roles.csv', line: 12, reason: 'has 11 cells where the header has 10' },
      { file: 'users.csv', line: 1, column: 'givenName', reason: 'is missing from the header (a bulk file needs it)' },
    ]);
  });

  it('needs a OneRoster 1.2 manifest whose listed files are in the folder', () => {
    const files = generatedSchoolFolder({ students: 2 });
    const manifest = withRows(files, 'manifest', (rows) =>
      rows.map((row) => (row.propertyName === 'oneroster.version' ? { ...row, value: '1.1' } : row)),
    );
    const { roles: _roles, ...withoutRoles } = manifest;
    const read = readImportFolder(folderOf(withoutRoles));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toEqual([
      { file: 'manifest.csv', line: 3, column: 'value', reason: 'oneroster.version must be 1.2 (found "1.1")' },
      { file: 'roles.csv', line: 0, reason: 'is not in the folder, but manifest.csv says file.roles,bulk' },
    ]);
    const { manifest: _manifest, ...noManifest } = files;
    expect(readImportFolder(folderOf(noManifest))).toMatchObject({ ok: false, errors: [{ file: 'manifest.csv', line: 0 }] });
  });

  it('checks references between files before anything is written', () => {
    let files = generatedSchoolFolder({ students: 3 });
    files = withRows(files, 'roles', (rows) => [
      ...rows,
      { sourcedId: 'role-x', userSourcedId: 'nobody', roleType: 'primary', role: 'teacher', orgSourcedId: 'gen-org-sydney' },
    ]);
    // A student named as another student's carer.
    files = withRows(files, 'users', (rows) =>
      rows.map((row) => (row.sourcedId === 'gen-s0' ? { ...row, agentSourcedIds: ['gen-s1'] } : row)),
    );
    files = withRows(files, 'attendance', (rows) => [
      ...rows,
      { ...rows[0], DAILY_ATTENDANCE_ID: 'GDA-x', STUDENT_NUMBER: 'G9999999' },
    ]);
    const problemsOf = (folder: ImportFolder, known: KnownRecords) => {
      const errors: RowError[] = [];
      checkReferences(folder.package, { users: known.directoryIds }, errors);
      const planned = planImport(folder, known);
      return describeErrors([...errors, ...(planned.ok ? [] : planned.errors)]);
    };
    expect(problemsOf(readOk(files), NOTHING_KNOWN)).toEqual([
      'roles.csv line 13: userSourcedId: nobody is neither in users.csv nor in the portal',
      'users.csv line 8: agentSourcedIds: gen-s1 has no parent, guardian or relative role',
      'attendance.csv line 11: STUDENT_NUMBER: G9999999 is neither in users.csv nor in the portal',
    ]);
    // A delta file may name a student the portal already has.
    const known = { ...NOTHING_KNOWN, studentNumbers: new Set(['G9999999']) };
    expect(problemsOf(readOk(withRows(files, 'roles', (rows) => rows.slice(0, -1))), known)).toEqual([
      'users.csv line 8: agentSourcedIds: gen-s1 has no parent, guardian or relative role',
    ]);
  });
});

describe('a person with roles at two campuses', () => {
  const twoCampuses = () => withSecondCampus(generatedSchoolFolder({ students: 3 }));

  it('belongs to both, each campus with its own record, links and role', () => {
    const planned = planImport(readOk(twoCampuses()), NOTHING_KNOWN);
    if (!planned.ok) throw new Error(JSON.stringify(planned.errors));
    const records = planned.plan.people.filter((person) => person.directoryId === 'gen-c0');
    expect(records.map(({ campus, type, is_carer, relationship }) => ({ campus, type, is_carer, relationship }))).toEqual([
      { campus: 'sydney', type: 'affiliate', is_carer: true, relationship: 'Parent' },
      { campus: 'armidale', type: 'affiliate', is_carer: true, relationship: 'Guardian' },
    ]);
    const links = planned.plan.links.filter((link) => link.carer === 'gen-c0');
    expect(links.map(({ carerCampus, student, relationship }) => ({ carerCampus, student, relationship }))).toEqual([
      { carerCampus: 'sydney', student: 'gen-s0', relationship: 'Parent' },
      { carerCampus: 'armidale', student: 'gen-as0', relationship: 'Guardian' },
    ]);
    expect(planned.plan.campuses).toEqual(['sydney', 'armidale']);
  });

  it('with ONEROSTER_CAMPUS_ORGS, leaves out a school the portal does not serve, and the people only there', () => {
    const files = twoCampuses();
    const planned = planImport(readOk(files), { ...NOTHING_KNOWN, campusOrgs: new Map([['gen-org-sydney', 'sydney']]) });
    if (!planned.ok) throw new Error(JSON.stringify(planned.errors));
    expect(planned.plan.people.filter((person) => person.directoryId === 'gen-c0').map((person) => person.campus)).toEqual([
      'sydney',
    ]);
    expect(planned.plan.people.some((person) => person.directoryId === 'gen-as0')).toBe(false);
    expect(planned.plan.usersNotUsed).toBe(1);
  });
});

describe("a person's language (users.csv metadata.language)", () => {
  /** The generated school with a metadata.language column, after the standard ones, holding these tags. */
  const withLanguages = (tags: Record<string, string>, columns?: (standard: readonly string[]) => string[]) => {
    const files = generatedSchoolFolder({ students: 6 });
    const users = files.users!;
    return {
      ...files,
      users: {
        columns: columns ? columns(users.columns) : [...users.columns, 'metadata.language'],
        rows: users.rows.map((row) => ({ ...row, 'metadata.language': tags[String(row.sourcedId)] ?? '' })),
      },
    };
  };
  const lineOf = (files: Record<string, CsvFile>, sourcedId: string) =>
    files.users!.rows.findIndex((row) => row.sourcedId === sourcedId) + 2;

  it("gives each person the portal's language for their tag, and none for a blank cell or a language the portal does not have yet", () => {
    const planned = planImport(
      readOk(
        withLanguages({
          'gen-c0': 'ar',
          'gen-c1': 'zh-CN',
          'gen-c3': 'vi-VN',
          'gen-c4': 'pa-IN',
          'gen-t0': 'zh-TW',
          'gen-t1': 'en_AU',
        }),
      ),
      NOTHING_KNOWN,
    );
    if (!planned.ok) throw new Error(JSON.stringify(planned.errors));
    const languageOf = Object.fromEntries(planned.plan.people.map((person) => [person.directoryId, person.language]));
    expect(languageOf).toMatchObject({
      'gen-c0': 'ar',
      'gen-c1': 'zh-Hans',
      'gen-c3': 'vi',
      'gen-c4': null,
      'gen-t0': null,
      'gen-t1': 'en',
      'gen-s0': null,
    });
  });

  it('gives nobody a language when users.csv has no such column', () => {
    const planned = planImport(readOk(generatedSchoolFolder({ students: 2 })), NOTHING_KNOWN);
    expect(planned.ok && planned.plan.people.every((person) => person.language === null)).toBe(true);
  });

  it("refuses a value that is not a language tag, a language's name among them, line by line", () => {
    const files = withLanguages({ 'gen-c0': 'Arabic', 'gen-c1': 'ar;vi', 'gen-c3': 'vi' });
    const read = readImportFolder(folderOf(files));
    const reason = 'must be a language tag (BCP 47), such as ar, zh-CN or vi-VN';
    expect(read.ok ? [] : read.errors).toEqual([
      { file: 'users.csv', line: lineOf(files, 'gen-c0'), column: 'metadata.language', reason },
      { file: 'users.csv', line: lineOf(files, 'gen-c1'), column: 'metadata.language', reason },
    ]);
  });

  it('takes the extension column only after the standard ones, as the CSV binding places it', () => {
    const files = withLanguages({ 'gen-c0': 'ar' }, (standard) => ['metadata.language', ...standard]);
    expect(readImportFolder(folderOf(files))).toEqual({
      ok: false,
      errors: [
        {
          file: 'users.csv',
          line: 1,
          column: 'metadata.language',
          reason: expect.stringMatching(/^must come after the standard columns \(it is before sourcedId, /),
        },
      ],
    });
  });
});

describe('year info and financial info', () => {
  const school = () => generatedSchoolFolder({ students: 3, familyInfo: true });

  it('makes one record per student and year, with its key dates and fee lines', () => {
    const planned = planImport(readOk(school()), NOTHING_KNOWN);
    if (!planned.ok) throw new Error(JSON.stringify(planned.errors));
    const { yearInfo, financialInfo } = planned.plan.records;
    expect(yearInfo).toHaveLength(3);
    expect(yearInfo![1]).toMatchObject({
      line: 4,
      row: {
        STUDENT_NUMBER: 'G0000001',
        academic_year: 2026,
        form_run: 8,
        is_new_student: false,
        key_dates: [
          { date: '2026-03-10', title: 'Parent-teacher interviews' },
          { date: '2026-04-10', title: 'Last day of term' },
        ],
      },
    });
    expect(financialInfo![0]!.row).toMatchObject({
      account_number: 'GFA-0',
      next_due_date: '2026-03-31',
      lines: [
        { date: '2026-01-15', description: 'Tuition fees 2026', amount: 5250, kind: 'charge' },
        { date: '2026-01-15', description: 'Technology levy', amount: 320.5, kind: 'charge' },
        { date: '2026-02-10', description: 'Payment received', amount: 2000, kind: 'payment' },
      ],
    });
  });

  it('reports bad rows, and rows of one student and year that disagree', () => {
    let files = school();
    files = withRows(files, 'yearInfo', (rows) =>
      rows.map((row, index) =>
        index === 0
          ? { ...row, key_date_title: '' }
          : index === 2
            ? { ...row, is_new_student: 'yes' }
            : index === 3
              ? { ...row, start_date: '29/01/2026' }
              : row,
      ),
    );
    files = withRows(files, 'financialInfo', (rows) =>
      rows.map((row, index) => (index === 1 ? { ...row, amount: 'ten' } : index === 3 ? { ...row, kind: 'refund' } : row)),
    );
    const read = readImportFolder(folderOf(files));
    expect(read.ok ? [] : read.errors).toEqual([
      { file: 'yearInfo.csv', line: 2, column: 'key_date_title', reason: 'is required with key_date' },
      { file: 'yearInfo.csv', line: 4, column: 'is_new_student', reason: 'must be one of true, false' },
      { file: 'yearInfo.csv', line: 5, column: 'start_date', reason: 'must be a date as YYYY-MM-DD' },
      { file: 'financialInfo.csv', line: 3, column: 'amount', reason: 'must be a number' },
      { file: 'financialInfo.csv', line: 5, column: 'kind', reason: 'must be one of charge, payment' },
    ]);

    files = withRows(school(), 'financialInfo', (rows) =>
      rows.map((row, index) => (index === 2 ? { ...row, account_number: 'OTHER' } : row)),
    );
    files = withRows(files, 'yearInfo', (rows) => [...rows, { ...rows[0], STUDENT_NUMBER: 'G9999999' }]);
    const planned = planImport(readOk(files), NOTHING_KNOWN);
    expect(planned.ok ? [] : planned.errors).toEqual([
      { file: 'yearInfo.csv', line: 8, column: 'STUDENT_NUMBER', reason: 'G9999999 is neither in users.csv nor in the portal' },
      {
        file: 'financialInfo.csv',
        line: 4,
        column: 'account_number',
        reason: 'differs from line 2 (the rows of one STUDENT_NUMBER and academic_year are one record)',
      },
    ]);
  });
});

describe('academic reports and their PDFs', () => {
  const columns = ['FILE_ID', 'status', 'STUDENT_NUMBER', 'FILENAME', 'FILE_PATH', 'LAST_UPDATED'];
  const report = (FILE_ID: string, FILE_PATH: string, status = '') => ({
    FILE_ID,
    status,
    STUDENT_NUMBER: 'G0000001',
    FILENAME: `${FILE_ID}.pdf`,
    FILE_PATH,
    LAST_UPDATED: '2026-06-20T06:00:00Z',
  });
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

  it('takes a standard report whose PDF is in the folder, a custom one without, and a removal without', () => {
    const files = {
      ...generatedSchoolFolder({ students: 2 }),
      academicReports: {
        columns,
        rows: [
          report('r1', 'reports/2026/G0000001/r1.pdf'),
          report('https://old.example.com/r2.pdf', 'custom'),
          report('r3', '', 'tobedeleted'),
        ],
      },
    };
    const folder = writeImportFolder(fs.mkdtempSync(path.join(os.tmpdir(), 'importer-test-')), files, {
      'reports/2026/G0000001/r1.pdf': pdf,
    });
    folders.push(folder);
    const read = readImportFolder(folder);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(read.folder.extras.academicReports?.map(({ row }) => row.FILE_ID)).toEqual([
      'r1',
      'https://old.example.com/r2.pdf',
      'r3',
    ]);
  });

  it('refuses a standard report whose PDF is missing, is not a PDF, or lies outside the folder, line by line', () => {
    const files = {
      ...generatedSchoolFolder({ students: 2 }),
      academicReports: {
        columns,
        rows: [
          report('ok', 'reports/ok.pdf'),
          report('missing', 'reports/missing.pdf'),
          report('text', 'reports/text.pdf'),
          report('outside', '../outside.pdf'),
          report('blank', ''),
          report('folder', 'reports'),
        ],
      },
    };
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'importer-test-'));
    folders.push(parent);
    // A real PDF next to the folder: reachable by path, and still refused.
    fs.writeFileSync(path.join(parent, 'outside.pdf'), pdf);
    const folder = writeImportFolder(path.join(parent, 'school'), files, {
      'reports/ok.pdf': pdf,
      'reports/text.pdf': Buffer.from('Semester 1 report, as text'),
    });
    const read = readImportFolder(folder);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toEqual([
      { file: 'academicReports.csv', line: 3, reason: 'FILE_PATH reports/missing.pdf: no such file in the folder' },
      { file: 'academicReports.csv', line: 4, reason: 'FILE_PATH reports/text.pdf is not a PDF' },
      { file: 'academicReports.csv', line: 5, reason: 'FILE_PATH ../outside.pdf must be a path inside the import folder' },
      { file: 'academicReports.csv', line: 6, reason: "FILE_PATH must name the report's PDF in the folder (or be custom)" },
      { file: 'academicReports.csv', line: 7, reason: 'FILE_PATH reports must be a file inside the import folder' },
    ]);
  });
});

describe('row schemas', () => {
  const user = {
    sourcedId: 'u1',
    status: '',
    dateLastModified: '',
    enabledUser: 'true',
    username: 'mia',
    givenName: 'Mia',
    familyName: 'Taylor',
    identifier: '',
    email: '',
    agentSourcedIds: 'c1, c2',
    grades: '09',
    userIds: '',
    middleName: '',
    userMasterIdentifier: '',
    primaryOrgSourcedId: '',
    preferredGivenName: '',
    preferredFamilyName: '',
    'metadata.language': '',
  };

  it('reads a bulk row as active, lists split on commas, and empty cells as not given', () => {
    expect(oneRosterUserRow.parse(user)).toMatchObject({
      status: 'active',
      agentSourcedIds: ['c1', 'c2'],
      grades: ['09'],
      email: undefined,
      identifier: undefined,
    });
    expect(oneRosterUserRow.parse({ ...user, status: 'tobedeleted' }).status).toBe('tobedeleted');
    expect(oneRosterUserRow.safeParse({ ...user, status: 'deleted' }).success).toBe(false);
    expect(oneRosterUserRow.safeParse({ ...user, givenName: ' ' }).success).toBe(false);
  });

  it('stores times as Strapi does and refuses an unknown absence type', () => {
    const slot = {
      status: '',
      timetable: 'student',
      username: 'mia',
      day_date: '2026-03-02',
      period: 'Period 1',
      start_time: '08:50',
      end_time: '09:45:30',
      course: '',
      class_name: '',
      room: '',
      teacher: '',
    };
    expect(timetableRow.parse(slot)).toMatchObject({ start_time: '08:50:00.000', end_time: '09:45:30.000' });
    const absence = {
      DAILY_ATTENDANCE_ID: 'DA-1',
      status: '',
      STUDENT_NUMBER: '1',
      absence_date: '2026-03-02',
      end_date: '',
      absence_type: 'holiday',
      is_verified: 'false',
      reason: '',
      explanation: '',
      notified_by_username: '',
    };
    expect(attendanceRow.safeParse(absence).error?.issues[0]?.message).toBe(
      'must be one of whole_day, partial, late, early_leave, extended_leave',
    );
  });

  it('writes cells with commas, quotes and line breaks so that they read back the same', () => {
    const comment = 'Mia, who said "yes",\nis kind';
    const folder = folderOf({
      manifest: manifestOf({}),
      homeroomComments: {
        columns: ['status', 'STUDENT_NUMBER', 'academic_year', 'semester', 'comment'],
        rows: [{ STUDENT_NUMBER: '1', academic_year: 2026, semester: 'Semester 1', comment }],
      },
    });
    expect(csvOf({ columns: ['a'], rows: [{ a: 'x,y' }] })).toBe('a\r\n"x,y"\r\n');
    const read = readImportFolder(folder);
    expect(read.ok && read.folder.extras.homeroomComments?.[0]).toMatchObject({ line: 2, row: { comment } });
  });
});
