import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asDelta, manifestOf, writeImportFolder, type CsvFile } from './csv-files';
import { generatedSchoolFolder, rowCount, withSecondCampus } from './generate-school';
import { gradebookModes } from './gradebook/gradebook-files';
import { bindingColumns } from './oneroster/binding';
import { cmsScript, compiledCmsTest } from '../testing/compiled-cms';
import { POSTGRES_SERVER, runImportCommand } from './run-import-command';

/** When a delta file's rows were last changed, as the binding has every delta row say. */
const MODIFIED = new Date('2026-03-01T09:30:00.000Z');

// The real command (`npm run import`) against the compiled CMS and a real database: what an
// operator runs and reads. SQLite, or with TEST_DATABASE=postgres (as the BFF's suite) a
// PostgreSQL database made and dropped here. Needs `npm run build --workspace cms` first.

const cms = compiledCmsTest('importer');
// The private file store the command keeps report PDFs in (the CMS's PRIVATE_FILES_DIR).
const privateFiles = cms.database.PRIVATE_FILES_DIR;

const runImport = (files: Record<string, CsvFile>, name: string, otherFiles: Record<string, Buffer> = {}, env: Record<string, string> = {}, dryRun = false) =>
  runImportCommand(writeImportFolder(path.join(cms.work, name), files, otherFiles), cms.database, { timeoutMs: 180_000, env, dryRun });

/** Rows of a query written with `?` placeholders and Strapi's column names (STUDENT_NUMBER is student_number), on either database. */
const query = async <T>(sql: string, ...params: unknown[]): Promise<T[]> => {
  if (cms.usePostgres) {
    const client = new pg.Client({ ...POSTGRES_SERVER, database: cms.postgresName });
    await client.connect();
    try {
      let position = 0;
      return (await client.query(sql.replace(/\?/g, () => `$${(position += 1)}`), params)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const db = new Database(cms.databaseFile, { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
};
const count = async (sql: string, ...params: unknown[]) => Number((await query<{ n: number | string }>(sql, ...params))[0]!.n);
/** A JSON column: PostgreSQL returns it parsed, SQLite as text. */
const json = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

const carersOf = async (studentNumber: string) =>
  (
    await query<{ directory_id: string }>(
      `select u.directory_id from carer_students_student_lnk s
         join students st on st.id = s.student_id
         join carer_students_carer_lnk c on c.carer_student_id = s.carer_student_id
         join portal_users u on u.id = c.portal_user_id
       where st.student_number = ? order by u.directory_id`,
      studentNumber,
    )
  ).map((row) => row.directory_id);

const groupsOf = async (directoryId: string) =>
  (
    await query<{ groupname: string }>(
      `select g.groupname from portal_users_groups_lnk l join portal_users u on u.id = l.portal_user_id join groups g on g.id = l.group_id
       where u.directory_id = ? order by g.groupname`,
      directoryId,
    )
  ).map((row) => row.groupname);

/**
 * A student's rows of one table of plot results (`course` or `task`): each its item (the course or
 * line item) and result. PostgreSQL returns a decimal as text ('40.00'), SQLite as a number.
 */
const plotResultsOf = async (kind: 'course' | 'task', itemColumn: 'course_id' | 'line_item_id', studentNumber: string) =>
  (
    await query<{ item: string; result: number | string }>(
      `select p.${itemColumn} as item, p.result from plot_${kind}_results p
         join plot_${kind}_results_student_lnk l on l.plot_${kind}_result_id = p.id
         join students st on st.id = l.student_id
       where st.student_number = ? order by p.${itemColumn}`,
      studentNumber,
    )
  ).map((row) => ({ item: row.item, result: Number(row.result) }));

/** A student's plot results: course results as 'course_id result', task results as 'line item: result'. */
const plotsOf = async (studentNumber: string) => ({
  courses: (await plotResultsOf('course', 'course_id', studentNumber)).map(({ item, result }) => `${item} ${result}`),
  tasks: (await plotResultsOf('task', 'line_item_id', studentNumber)).map(({ item, result }) => `${item}: ${result}`),
});

/** A fee account: its number, its student's STUDENT_NUMBER (through the relation) and its lines' amounts. */
const financeOf = async (studentNumber: string) => {
  const [account] = await query<{ account_number: string; student: string; lines: unknown }>(
    `select f.account_number, st.student_number as student, f.lines from financial_infos f
       join financial_infos_student_lnk l on l.financial_info_id = f.id join students st on st.id = l.student_id
     where f.student_number = ?`,
    studentNumber,
  );
  return { account_number: account?.account_number, student: account?.student, lines: ((json(account?.lines) ?? []) as { amount: number }[]).map((line) => line.amount) };
};

const activeOf = async (directoryId: string) => {
  const [user] = await query<{ active: number | boolean }>('select active from portal_users where directory_id = ?', directoryId);
  return user === undefined ? undefined : Boolean(user.active);
};

/** The import's summary line: "... 12 created, 0 updated, 3 unchanged, 0 deactivated, 0 removed." */
const summaryOf = (output: string) => {
  const match = /(\d+) created, (\d+) updated, (\d+) unchanged, (\d+) deactivated, (\d+) removed/.exec(output);
  if (!match) throw new Error(`No import summary in:\n${output}`);
  const [created, updated, unchanged, deactivated, removed] = match.slice(1).map(Number);
  return { created, updated, unchanged, deactivated, removed };
};

/**
 * The command waits, before it shuts Strapi down, for as many write events as the import says
 * it announced: a count too high (a bulk insert counted as announced) waits a minute and warns.
 */
const expectNoMissingEvents = (output: string) => expect(output).not.toMatch(/only \d+ of \d+ write events were emitted/);

const school = generatedSchoolFolder({ students: 20, familyInfo: true });
const rowsOf = (name: string) => [...school[name]!.rows];

beforeAll(() => cms.setUp('index.js'));
afterAll(cms.tearDown);

describe('npm run import against a real database', { timeout: 200_000 }, () => {
  it('imports nothing from a folder with bad rows, and lists every one of them', async () => {
    const users = rowsOf('users').map((row, index) => (index === 1 ? { ...row, email: 'not-an-address' } : row));
    const roles = rowsOf('roles').map((row, index) => (index === 4 ? { ...row, roleType: 'main' } : row));
    const attendance = rowsOf('attendance').map((row, index) => (index === 7 ? { ...row, is_verified: 'yes' } : row));
    const { code, output } = await runImport(
      { ...school, users: { ...school.users!, rows: users }, roles: { ...school.roles!, rows: roles }, attendance: { ...school.attendance!, rows: attendance } },
      'malformed',
    );
    expect(code).toBe(1);
    expect(output).toContain('Nothing was imported: 3 problems found.');
    expect(output).toContain('users.csv line 3: email: must be an email address');
    expect(output).toContain('roles.csv line 6: roleType: must be one of primary, secondary (found "main"');
    expect(output).toContain('attendance.csv line 9: is_verified: must be one of true, false');
    expect(await count('select count(*) as n from portal_users')).toBe(0);
    expect(await count('select count(*) as n from groups')).toBe(0);
  });

  it('imports a school, and changes nothing when the same folder comes again', async () => {
    const first = await runImport(school, 'school');
    expect(first.code, first.output).toBe(0);
    expectNoMissingEvents(first.output);
    expect(summaryOf(first.output)).toMatchObject({ updated: 0, unchanged: 0, deactivated: 0, removed: 0 });
    expect(await count('select count(*) as n from students')).toBe(20);
    expect(await count('select count(*) as n from absences')).toBe(60);
    // Siblings 1 (Year 8) and 2 (Year 9) share a carer, who is in both year groups.
    expect(await carersOf('G0000002')).toEqual(['gen-c1']);
    expect(await groupsOf('gen-c1')).toEqual(['Year 8', 'Year 9']);
    expect(await groupsOf('gen-s1')).toEqual(['Swimming', 'Year 8']);
    expect(await query('select homeroom_teacher, homeroom_teacher_email from students where student_number = ?', 'G0000001')).toEqual([
      { homeroom_teacher: 'Teacher Number1', homeroom_teacher_email: 'gen.teacher1@staff.example.com' },
    ]);
    expect(await count('select count(*) as n from year_infos')).toBe(20);
    const [yearInfo] = await query<{ house: string; key_dates: unknown }>('select house, key_dates from year_infos where student_number = ?', 'G0000001');
    expect({ ...yearInfo, key_dates: json(yearInfo?.key_dates) }).toEqual({
      house: 'Banksia',
      key_dates: [
        { date: '2026-03-10', title: 'Parent-teacher interviews' },
        { date: '2026-04-10', title: 'Last day of term' },
      ],
    });
    expect(await financeOf('G0000001')).toEqual({ account_number: 'GFA-1', student: 'G0000001', lines: [5250, 320.5, 2000] });
    const before = await query('select directory_id, updated_at from portal_users order by id');
    const recordsBefore = await query('select id, updated_at, lines from financial_infos order by id');

    const again = await runImport(school, 'school-again');
    expect(again.code, again.output).toBe(0);
    expect(summaryOf(again.output)).toMatchObject({ created: 0, updated: 0, deactivated: 0, removed: 0 });
    expect(await query('select directory_id, updated_at from portal_users order by id')).toEqual(before);
    expect(await query('select id, updated_at, lines from financial_infos order by id')).toEqual(recordsBefore);
  });

  it('derives each student\'s box plots from the gradebook, and changes none of them when it comes again', async () => {
    // 20 students, each in three classes of two tasks: a course box and two task boxes per class.
    expect(await count('select count(*) as n from plot_course_results')).toBe(60);
    expect(await count('select count(*) as n from plot_task_results')).toBe(120);
    // gen-s0 (Year 7) scored 40% then 40 + 17 = 57% in English (the generator's spread): the course result is their average.
    expect((await plotsOf('G0000000')).tasks.slice(0, 2)).toEqual(['gen-class-7ENG-2026-task1: 40', 'gen-class-7ENG-2026-task2: 57']);
    expect((await plotsOf('G0000000')).courses[0]).toBe('7ENG 48.5');
    const before = await query('select id, updated_at from plot_task_results order by id');
    const again = await runImport(school, 'school-third-time');
    expect(summaryOf(again.output)).toMatchObject({ created: 0, updated: 0, removed: 0 });
    expect(await query('select id, updated_at from plot_task_results order by id')).toEqual(before);
  });

  it('updates a fee account whose lines changed and removes the year info of a tobedeleted row', async () => {
    const yearInfo = rowsOf('yearInfo').filter((row) => row.STUDENT_NUMBER === 'G0000002');
    const financialInfo = rowsOf('financialInfo').filter((row) => row.STUDENT_NUMBER === 'G0000002');
    const { code, output } = await runImport(
      {
        manifest: manifestOf({}),
        yearInfo: { ...school.yearInfo!, rows: yearInfo.map((row) => ({ ...row, status: 'tobedeleted' })) },
        financialInfo: { ...school.financialInfo!, rows: [...financialInfo, { ...financialInfo[0], line_date: '2026-03-02', description: 'Camp', amount: '480', kind: 'charge' }] },
      },
      'family-info-delta',
    );
    expect(code, output).toBe(0);
    expect(summaryOf(output)).toMatchObject({ created: 0, updated: 1, unchanged: 0, removed: 1 });
    expect(await count('select count(*) as n from year_infos where student_number = ?', 'G0000002')).toBe(0);
    expect(await count('select count(*) as n from year_infos')).toBe(19);
    expect((await financeOf('G0000002')).lines).toEqual([5250, 320.5, 2000, 480]);
  });

  it('imports nothing of a results file with one bad row, and reports the row', async () => {
    const results = rowsOf('results');
    const changed = { ...results[0]!, score: 19 };
    const { code, output } = await runImport(
      {
        manifest: manifestOf({ results: 'delta' }),
        results: asDelta({ ...school.results!, rows: [changed, { ...results[1]!, lineItemSourcedId: 'gen-class-7ENG-2026-task9' }] }, MODIFIED),
      },
      'bad-result',
    );
    expect(code).toBe(1);
    expect(output).toContain('results.csv line 3: lineItemSourcedId: gen-class-7ENG-2026-task9 is neither in the portal nor in this package (it has no lineItems.csv)');
    // The good row's new score is not stored either.
    expect((await plotsOf('G0000000')).tasks[0]).toBe('gen-class-7ENG-2026-task1: 40');
  });

  it('takes a tobedeleted result and a tobedeleted enrollment out of the box plots (delta)', async () => {
    const result = rowsOf('results').find((row) => row.sourcedId === 'gen-class-7ENG-2026-task1-gen-s0')!;
    const enrollment = rowsOf('enrollments').find((row) => row.sourcedId === 'gen-class-7MAT-2026-gen-s0')!;
    const classmateBefore = await query('select minimum, q_1, mean, q_3, maximum from plot_task_results where line_item_id = ? limit 1', 'gen-class-7MAT-2026-task1');
    const { code, output } = await runImport(
      {
        manifest: manifestOf({ results: 'delta', enrollments: 'delta' }),
        results: asDelta({ ...school.results!, rows: [{ ...result, status: 'tobedeleted' }] }, MODIFIED),
        enrollments: asDelta({ ...school.enrollments!, rows: [{ ...enrollment, status: 'tobedeleted' }] }, MODIFIED),
      },
      'gradebook-delta',
    );
    expect(code, output).toBe(0);
    expectNoMissingEvents(output);
    const plots = await plotsOf('G0000000');
    expect(plots.tasks.filter((task) => task.startsWith('gen-class-7ENG'))).toEqual(['gen-class-7ENG-2026-task2: 57']);
    expect(plots.tasks.filter((task) => task.startsWith('gen-class-7MAT'))).toEqual([]);
    expect(plots.courses.map((course) => course.split(' ')[0])).toEqual(['7ENG', '7SCI']);
    expect(plots.courses[0]).toBe('7ENG 57');
    // The class's other students see the cohort without gen-s0's Mathematics marks.
    expect(await query('select minimum, q_1, mean, q_3, maximum from plot_task_results where line_item_id = ? limit 1', 'gen-class-7MAT-2026-task1')).not.toEqual(classmateBefore);
  });

  it('removes the links and deactivates a person of a tobedeleted row (delta), and an absence', async () => {
    const carer = rowsOf('users').find((row) => row.sourcedId === 'gen-c1')!;
    const absence = rowsOf('attendance').find((row) => row.DAILY_ATTENDANCE_ID === 'GDA-1-0')!;
    const { code, output } = await runImport(
      {
        manifest: manifestOf({ users: 'delta' }),
        users: asDelta({ ...school.users!, rows: [{ ...carer, status: 'tobedeleted' }] }, MODIFIED),
        attendance: { ...school.attendance!, rows: [{ ...absence, status: 'tobedeleted' }] },
      },
      'delta',
    );
    expect(code, output).toBe(0);
    expect(summaryOf(output)).toMatchObject({ created: 0, deactivated: 1, removed: 3 });
    expect(await carersOf('G0000001')).toEqual([]);
    expect(await carersOf('G0000002')).toEqual([]);
    expect(await carersOf('G0000000')).toEqual(['gen-c0']);
    expect(await activeOf('gen-c1')).toBe(false);
    expect(await count('select count(*) as n from absences where daily_attendance_id = ?', 'GDA-1-0')).toBe(0);
  });

  it('deactivates, in bulk mode, the people the file no longer lists', async () => {
    const leaving = new Set(['gen-s3', 'gen-c3']);
    const keep = (row: Record<string, unknown>) =>
      !leaving.has(String(row.sourcedId)) && !leaving.has(String(row.userSourcedId)) && !leaving.has(String(row.studentSourcedId)) && row.STUDENT_NUMBER !== 'G0000003';
    const { code, output } = await runImport(
      Object.fromEntries(Object.entries(school).map(([name, file]) => [name, name === 'manifest' ? file : { ...file, rows: file.rows.filter(keep) }])),
      'bulk-without-one-family',
    );
    expect(code, output).toBe(0);
    expectNoMissingEvents(output);
    // Removed: gen-s3's carer link, and of their gradebook (Year 10) three enrollments, six
    // results and the nine plot results made of them.
    expect(summaryOf(output)).toMatchObject({ deactivated: 2, removed: 19 });
    expect(await plotsOf('G0000003')).toEqual({ courses: [], tasks: [] });
    // The bulk gradebook brings back what the delta above removed.
    expect((await plotsOf('G0000000')).courses.map((course) => course.split(' ')[0])).toEqual(['7ENG', '7MAT', '7SCI']);
    expect(await activeOf('gen-s3')).toBe(false);
    expect(await activeOf('gen-c3')).toBe(false);
    expect(await carersOf('G0000003')).toEqual([]);
    // The carer deleted by the last delta is in this bulk file again: active, with both children.
    expect(await activeOf('gen-c1')).toBe(true);
    expect(await carersOf('G0000002')).toEqual(['gen-c1']);
    expect(await activeOf('gen-s4')).toBe(true);
  });

  it('stores each standard report\'s PDF from the folder privately, and writes nothing when one is missing', async () => {
    const columns = ['FILE_ID', 'status', 'STUDENT_NUMBER', 'FILENAME', 'FILE_PATH', 'LAST_UPDATED'];
    const report = (FILE_ID: string, FILE_PATH: string, status = '') => ({ FILE_ID, status, STUDENT_NUMBER: 'G0000001', FILENAME: `${FILE_ID}.pdf`, FILE_PATH, LAST_UPDATED: '2026-06-20T06:00:00Z' });
    const reportsOnly = (rows: Record<string, unknown>[]) => ({ manifest: manifestOf({}), academicReports: { columns, rows } });
    const semester1 = Buffer.from('%PDF-1.7\nSemester 1 report of G0000001\n%%EOF\n');
    const semester2 = Buffer.from('%PDF-1.7\nSemester 2 report of G0000001\n%%EOF\n');
    const storedFiles = () => (fs.existsSync(privateFiles) ? fs.readdirSync(privateFiles).filter((name) => !name.startsWith('.')) : []);

    const bad = await runImport(reportsOnly([report('G1-2026-1', 'reports/s1.pdf'), report('G1-2026-2', 'reports/s2.pdf')]), 'reports-missing-one', { 'reports/s1.pdf': semester1 });
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('academicReports.csv line 3: FILE_PATH reports/s2.pdf: no such file in the folder');
    expect(await count('select count(*) as n from academic_reports')).toBe(0);
    expect(storedFiles()).toEqual([]);

    const good = await runImport(reportsOnly([report('G1-2026-1', 'reports/s1.pdf'), report('G1-2026-2', 'reports/s2.pdf'), report('https://old.example.com/r.pdf', 'custom')]), 'reports', {
      'reports/s1.pdf': semester1,
      'reports/s2.pdf': semester2,
    });
    expect(good.code, good.output).toBe(0);
    const records = await query<{ file_id: string; pdf_file: string | null }>('select file_id, pdf_file from academic_reports order by file_id');
    expect(records.map((record) => [record.file_id, record.pdf_file === null])).toEqual([
      ['G1-2026-1', false],
      ['G1-2026-2', false],
      ['https://old.example.com/r.pdf', true],
    ]);
    const fileOf = (fileId: string) => path.join(privateFiles, records.find((record) => record.file_id === fileId)!.pdf_file!);
    expect(fs.readFileSync(fileOf('G1-2026-1'))).toEqual(semester1);
    expect(fs.readFileSync(fileOf('G1-2026-2'))).toEqual(semester2);
    expect(storedFiles()).toHaveLength(2);

    // A report the school system withdraws takes its PDF with it.
    const removal = await runImport(reportsOnly([report('G1-2026-2', '', 'tobedeleted')]), 'reports-removal');
    expect(removal.code, removal.output).toBe(0);
    expect(await count('select count(*) as n from academic_reports where file_id = ?', 'G1-2026-2')).toBe(0);
    expect(storedFiles()).toEqual([path.basename(fileOf('G1-2026-1'))]);
  });

  // Five runs of the command and a start of the CMS: more than the others' time on a busy machine.
  it("takes each person's language from users.csv's metadata.language, never over one they chose in the portal", { timeout: 400_000 }, async () => {
    const languages = { 'gen-c0': 'ar', 'gen-c1': 'zh-CN', 'gen-c4': 'vi-VN', 'gen-c6': 'pa-IN', 'gen-t1': 'zh-TW' };
    const withLanguages = (tags: Record<string, string>) => ({
      ...school,
      users: { columns: [...school.users!.columns, 'metadata.language'], rows: rowsOf('users').map((row) => ({ ...row, 'metadata.language': tags[String(row.sourcedId)] ?? '' })) },
    });
    const languagesOf = async () =>
      Object.fromEntries(
        (await query<{ directory_id: string; language: string | null }>("select directory_id, language from portal_users where directory_id in ('gen-c0', 'gen-c1', 'gen-c4', 'gen-c6', 'gen-t1', 'gen-s0')")).map(
          (row) => [row.directory_id, row.language],
        ),
      );

    const first = await runImport(withLanguages(languages), 'languages');
    expect(first.code, first.output).toBe(0);
    expect(await languagesOf()).toEqual({ 'gen-c0': 'ar', 'gen-c1': 'zh-Hans', 'gen-c4': 'vi', 'gen-c6': null, 'gen-t1': null, 'gen-s0': null });

    // gen-c0 then chooses Vietnamese in the portal, through the CMS action the BFF's PUT users/{username}/language calls.
    const [chooser] = await query<{ document_id: string }>('select document_id from portal_users where directory_id = ?', 'gen-c0');
    const choice = await cms.run(
      cmsScript(`
  const ctx = {
    request: { body: { data: { language: 'vi' } } },
    params: { id: ${JSON.stringify(chooser!.document_id)} },
    state: {},
    badRequest: (message) => { throw new Error(message); },
    notFound: () => { throw new Error('not found'); },
  };
  result.answer = (await strapi.controller('api::portal-user.portal-user').chooseLanguage(ctx)).data;`),
    );
    expect(JSON.parse(choice.last).answer).toMatchObject({ language: 'vi' });
    expect(JSON.parse(choice.last).answer).not.toHaveProperty('language_chosen');
    expect(await query('select language_chosen from portal_users where directory_id = ?', 'gen-c0')).toEqual([{ language_chosen: cms.usePostgres ? true : 1 }]);

    // The same folder again: the choice stands against the school system's Arabic, and nothing else changes.
    const before = await query('select directory_id, updated_at from portal_users order by id');
    const again = await runImport(withLanguages(languages), 'languages-again');
    expect(again.code, again.output).toBe(0);
    expect(summaryOf(again.output)).toMatchObject({ created: 0, updated: 0, deactivated: 0, removed: 0 });
    expect(await query('select directory_id, updated_at from portal_users order by id')).toEqual(before);
    expect((await languagesOf())['gen-c0']).toBe('vi');

    // A language's name is no tag: the row is bad, and nobody's language changes, gen-c4's neither.
    const line = rowsOf('users').findIndex((row) => row.sourcedId === 'gen-t2') + 2;
    const bad = await runImport(withLanguages({ ...languages, 'gen-c4': 'ar', 'gen-t2': 'Arabic' }), 'languages-bad');
    expect(bad.code).toBe(1);
    expect(bad.output).toContain(`users.csv line ${line}: metadata.language: must be a language tag (BCP 47), such as ar, zh-CN or vi-VN`);
    expect(bad.output).toContain('Nothing was imported: 1 problem found.');
    expect((await languagesOf())['gen-c4']).toBe('vi');

    // The school system's new language for someone who chose none is taken.
    const changed = await runImport(withLanguages({ ...languages, 'gen-c4': 'ar' }), 'languages-changed');
    expect(summaryOf(changed.output)).toMatchObject({ created: 0, updated: 1, removed: 0 });
    expect((await languagesOf())['gen-c4']).toBe('ar');
  });

  it('imports a stock export whose schools carry the system\'s own identifier, by ONEROSTER_CAMPUS_ORGS, and reports the files it does not use', async () => {
    // As a school system exports it: a district above the school, the school's own number as its identifier.
    const orgs = {
      columns: school.orgs!.columns,
      rows: [
        { sourcedId: 'gen-district', name: 'Generated District', type: 'district' },
        { sourcedId: 'gen-org-sydney', name: 'Generated School', type: 'school', identifier: '2031', parentSourcedId: 'gen-district' },
      ],
    };
    const demographics = { columns: bindingColumns('demographics'), rows: [{ sourcedId: 'gen-s0', birthDate: '2012-05-04', sex: 'female' }] };
    const stock = { ...school, manifest: manifestOf({ orgs: 'bulk', users: 'bulk', roles: 'bulk', ...gradebookModes('bulk'), demographics: 'bulk' }, 'Stock school system'), orgs, demographics };

    const refused = await runImport(stock, 'stock-without-setting');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      'orgs.csv line 3: identifier: school gen-org-sydney: must be a portal campus (sydney, armidale), or set ONEROSTER_CAMPUS_ORGS to say which school org is which campus',
    );

    const before = await query('select directory_id, updated_at from portal_users order by id');
    // A dry run first: everything checked, against the database too, and nothing written.
    const renamed = { ...stock, users: { ...stock.users, rows: rowsOf('users').map((row) => (row.sourcedId === 'gen-c0' ? { ...row, familyName: 'Dry' } : row)) } };
    const dry = await runImport(renamed, 'stock-dry-run', {}, { ONEROSTER_CAMPUS_ORGS: 'sydney:gen-org-sydney' }, true);
    expect(dry.code, dry.output).toBe(0);
    expect(dry.output).toContain(`Checked ${rowCount(renamed)} rows: the folder can be imported. Nothing was written (--dry-run).`);
    expect(dry.output).toMatch(/demographics\.csv\s+1\s+1\n/);
    expect(await query('select directory_id, updated_at from portal_users order by id')).toEqual(before);

    // The earlier folders carried metadata.language, kept with each person: this one has no such column.
    const imported = await runImport(stock, 'stock', {}, { ONEROSTER_CAMPUS_ORGS: 'sydney:gen-org-sydney' });
    expect(imported.code, imported.output).toBe(0);
    expect(summaryOf(imported.output)).toMatchObject({ created: 0, deactivated: 0, removed: 0 });
    expect(imported.output).toContain('Read and checked, not used: categories.csv 1 row, demographics.csv 1 row.');
    const again = await runImport(stock, 'stock-again', {}, { ONEROSTER_CAMPUS_ORGS: 'sydney:gen-org-sydney' });
    expect(summaryOf(again.output)).toMatchObject({ created: 0, updated: 0, deactivated: 0, removed: 0 });

    const misconfigured = await runImport(stock, 'stock-misconfigured', {}, { ONEROSTER_CAMPUS_ORGS: 'perth:gen-org-sydney' });
    expect(misconfigured.code).toBe(1);
    expect(misconfigured.output).toContain('ONEROSTER_CAMPUS_ORGS: "perth" is not a campus of the portal (sydney, armidale)');
  });

  it('renames a person from a delta users.csv alone, keeping their roles, campus and year groups', async () => {
    const carer = rowsOf('users').find((row) => row.sourcedId === 'gen-c0')!;
    const groupsBefore = await groupsOf('gen-c0');
    // With the ids other systems know them by and an extension column, which are kept with the person.
    const users = { columns: [...school.users!.columns, 'metadata.house'], rows: [{ ...carer, familyName: 'Nguyen', userIds: '{LDAP:gen.carer0},{SIS:C-0}', 'metadata.house': 'Banksia' }] };
    const { code, output } = await runImport({ manifest: manifestOf({ users: 'delta' }), users: asDelta(users, MODIFIED) }, 'rename');
    expect(code, output).toBe(0);
    expect(summaryOf(output)).toMatchObject({ created: 0, updated: 1, deactivated: 0, removed: 0 });
    // The summary's line for the file: read, created, updated, unchanged, deactivated, removed, not used.
    expect(output).toMatch(/users\.csv\s+1\s+0\s+1\s+0\s+0\s+0\s+0\n/);
    expect(await query('select surname, type, is_carer, campus from portal_users where directory_id = ?', 'gen-c0')).toEqual([
      { surname: 'Nguyen', type: 'affiliate', is_carer: cms.usePostgres ? true : 1, campus: 'sydney' },
    ]);
    expect(await groupsOf('gen-c0')).toEqual(groupsBefore);
    expect(await carersOf('G0000000')).toEqual(['gen-c0']);
    const [kept] = await query<{ oneroster_user_ids: unknown; oneroster_metadata: unknown }>(
      'select oneroster_user_ids, oneroster_metadata from portal_users where directory_id = ?',
      'gen-c0',
    );
    const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
    expect(json(kept!.oneroster_user_ids)).toEqual([
      { type: 'LDAP', id: 'gen.carer0' },
      { type: 'SIS', id: 'C-0' },
    ]);
    expect(json(kept!.oneroster_metadata)).toEqual({ 'metadata.house': 'Banksia' });
  });

  it("keeps a person's roles at two campuses: a record at each, each linked to that campus's child, in that campus's year group", async () => {
    const folder = withSecondCampus(school, '11');
    const { code, output } = await runImport(folder, 'two-campuses');
    expect(code, output).toBe(0);
    expect(await query('select campus, type from portal_users where directory_id = ? order by campus', 'gen-c0')).toEqual([
      { campus: 'armidale', type: 'affiliate' },
      { campus: 'sydney', type: 'affiliate' },
    ]);
    const linkedRecords = await query<{ student_number: string; campus: string; relationship: string }>(
      `select st.student_number, u.campus, l.relationship from carer_students l
         join carer_students_student_lnk s on s.carer_student_id = l.id join students st on st.id = s.student_id
         join carer_students_carer_lnk c on c.carer_student_id = l.id join portal_users u on u.id = c.portal_user_id
       where u.directory_id = ? order by st.student_number`,
      'gen-c0',
    );
    expect(linkedRecords).toEqual([
      { student_number: 'G0000000', campus: 'sydney', relationship: 'Parent' },
      { student_number: 'GA000000', campus: 'armidale', relationship: 'Guardian' },
    ]);
    const yearGroupsAt = async (campus: string) =>
      (
        await query<{ groupname: string }>(
          `select g.groupname from portal_users_groups_lnk l join portal_users u on u.id = l.portal_user_id join groups g on g.id = l.group_id
           where u.directory_id = ? and u.campus = ? and g.grouptype = 'Year Group'`,
          'gen-c0',
          campus,
        )
      ).map((row) => row.groupname);
    expect(await yearGroupsAt('sydney')).toEqual(['Year 7']);
    expect(await yearGroupsAt('armidale')).toEqual(['Year 11']);
    const again = await runImport(folder, 'two-campuses-again');
    expect(summaryOf(again.output)).toMatchObject({ created: 0, updated: 0, deactivated: 0, removed: 0 });
  });

  it("applies a delta roles.csv alone to the people the portal has: a role taken away, a role given, each at its campus", async () => {
    const roleRow = (sourcedId: string, userSourcedId: string, role: string, status = 'active') => ({
      sourcedId,
      status,
      userSourcedId,
      roleType: 'secondary',
      role,
      orgSourcedId: 'gen-org-armidale',
    });
    const roles = asDelta(
      { columns: school.roles!.columns, rows: [roleRow('role-gen-c0-armidale', 'gen-c0', 'guardian', 'tobedeleted'), roleRow('role-gen-t1-armidale', 'gen-t1', 'teacher')] },
      MODIFIED,
    );
    const { code, output } = await runImport({ manifest: manifestOf({ roles: 'delta' }), roles }, 'roles-delta', {}, {
      ONEROSTER_CAMPUS_ORGS: 'sydney:gen-org-sydney;armidale:gen-org-armidale',
    });
    expect(code, output).toBe(0);
    expect(await query('select campus, active from portal_users where directory_id = ? order by campus', 'gen-c0')).toEqual([
      { campus: 'armidale', active: cms.usePostgres ? false : 0 },
      { campus: 'sydney', active: cms.usePostgres ? true : 1 },
    ]);
    expect(await carersOf('GA000000')).toEqual([]);
    expect(await carersOf('G0000000')).toEqual(['gen-c0']);
    expect(await query('select campus, type from portal_users where directory_id = ? order by campus', 'gen-t1')).toEqual([
      { campus: 'armidale', type: 'faculty' },
      { campus: 'sydney', type: 'faculty' },
    ]);
  });
});
