import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifestOf, writeImportFolder, type CsvFile } from './csv-files';
import { generatedSchoolFolder } from './generate-school';
import { compiledCmsTest } from '../testing/compiled-cms';
import { POSTGRES_SERVER, runImportCommand } from './run-import-command';

// Court orders (carerRestrictions.csv) through the real command (`npm run import`) against the
// compiled CMS and a real database, as import.db.test.ts: SQLite, or with TEST_DATABASE=postgres
// a PostgreSQL database made and dropped here. Needs `npm run build --workspace cms` first.

const cms = compiledCmsTest('carer-restrictions');

/** Rows of a query written with `?` placeholders and Strapi's column names, on either database. */
const query = async <T>(sql: string, ...params: unknown[]): Promise<T[]> => {
  if (cms.usePostgres) {
    const client = new pg.Client({ ...POSTGRES_SERVER, database: cms.postgresName });
    await client.connect();
    try {
      let position = 0;
      return (
        await client.query(
          sql.replace(/\?/g, () => `$${(position += 1)}`),
          params,
        )
      ).rows as T[];
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

/** The import's summary line: "... 12 created, 0 updated, 3 unchanged, 0 deactivated, 0 removed." */
const summaryOf = (output: string) => {
  const match = /(\d+) created, (\d+) updated, (\d+) unchanged, (\d+) deactivated, (\d+) removed/.exec(output);
  if (!match) throw new Error(`No import summary in:\n${output}`);
  const [created, updated, unchanged, deactivated, removed] = match.slice(1).map(Number);
  return { created, updated, unchanged, deactivated, removed };
};

const runImport = (files: Record<string, CsvFile>, name: string) =>
  runImportCommand(writeImportFolder(path.join(cms.work, name), files), cms.database, { timeoutMs: 180_000 });

const restrictions = (...rows: [carer: string, student: string, note?: string][]): CsvFile => ({
  columns: ['carerSourcedId', 'studentSourcedId', 'dateLastModified', 'note'],
  rows: rows.map(([carerSourcedId, studentSourcedId, note = '']) => ({
    carerSourcedId,
    studentSourcedId,
    dateLastModified: '2026-02-01T00:00:00Z',
    note,
  })),
});

// gen-c1 is the carer of gen-s1 (G0000001, Year 8) and gen-s2 (G0000002, Year 9) by agentSourcedIds; gen-c0 of gen-s0 (G0000000, Year 7).
const school = generatedSchoolFolder({ students: 6 });
/** The school's orgs.csv and nothing else of it: the schools a carerRestrictions.csv speaks for. */
const restrictionsOnly = (file: CsvFile) => ({
  manifest: manifestOf({ orgs: 'bulk' }),
  orgs: school.orgs!,
  carerRestrictions: file,
});

/** The directory ids of a student's linked carers. */
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

/** The STUDENT_NUMBERs of a carer's linked students. */
const studentsOf = async (directoryId: string) =>
  (
    await query<{ student_number: string }>(
      `select st.student_number from carer_students_carer_lnk c
         join portal_users u on u.id = c.portal_user_id
         join carer_students_student_lnk s on s.carer_student_id = c.carer_student_id
         join students st on st.id = s.student_id
       where u.directory_id = ? order by st.student_number`,
      directoryId,
    )
  ).map((row) => row.student_number);

const groupsOf = async (directoryId: string) =>
  (
    await query<{ groupname: string }>(
      `select g.groupname from portal_users_groups_lnk l join portal_users u on u.id = l.portal_user_id join groups g on g.id = l.group_id
       where u.directory_id = ? order by g.groupname`,
      directoryId,
    )
  ).map((row) => row.groupname);

/** The stored restrictions, with the carer and student their relations name. */
const storedRestrictions = () =>
  query(
    `select r.carer_sourced_id, r.student_sourced_id, r.campus, r.note, u.directory_id as carer, st.student_number as student from carer_restrictions r
       left join carer_restrictions_carer_lnk cl on cl.carer_restriction_id = r.id left join portal_users u on u.id = cl.portal_user_id
       left join carer_restrictions_student_lnk sl on sl.carer_restriction_id = r.id left join students st on st.id = sl.student_id
     order by r.carer_sourced_id`,
  );

beforeAll(() => cms.setUp('index.js'));
afterAll(cms.tearDown);

describe('carerRestrictions.csv through npm run import', { timeout: 200_000 }, () => {
  it('imports nothing of a folder with one bad restriction row', async () => {
    const { code, output } = await runImport(
      { ...school, carerRestrictions: restrictions(['gen-c1', 'gen-s99'], ['gen-c0', 'gen-s0']) },
      'unknown-student',
    );
    expect(code).toBe(1);
    expect(output).toContain('Nothing was imported: 1 problem found.');
    expect(output).toContain('carerRestrictions.csv line 2: studentSourcedId: gen-s99 is neither in users.csv nor in the portal');
    expect(await count('select count(*) as n from portal_users')).toBe(0);
    expect(await count('select count(*) as n from carer_students')).toBe(0);
    expect(await count('select count(*) as n from carer_restrictions')).toBe(0);
  });

  it('never links a restricted pair that agentSourcedIds give, and changes nothing when the folder comes again', async () => {
    const folder = { ...school, carerRestrictions: restrictions(['gen-c1', 'gen-s2', 'Family Court order 2026/114']) };
    const first = await runImport(folder, 'restricted');
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain(
      'Carer restrictions (court orders): 1 in force (as carerRestrictions.csv gives them); 0 carer links removed, 1 of agentSourcedIds not made.',
    );
    expect(await carersOf('G0000002')).toEqual([]);
    expect(await studentsOf('gen-c1')).toEqual(['G0000001']);
    // A carer's year groups are their children's: no Year 9 for gen-c1.
    expect(await groupsOf('gen-c1')).toEqual(['Year 8']);
    expect(await storedRestrictions()).toEqual([
      {
        carer_sourced_id: 'gen-c1',
        student_sourced_id: 'gen-s2',
        campus: 'sydney',
        note: 'Family Court order 2026/114',
        carer: 'gen-c1',
        student: 'G0000002',
      },
    ]);

    const restrictionsBefore = await query('select id, updated_at from carer_restrictions order by id');
    const linksBefore = await query('select id, updated_at from carer_students order by id');
    const again = await runImport(folder, 'restricted-again');
    expect(again.code, again.output).toBe(0);
    expect(summaryOf(again.output)).toMatchObject({ created: 0, updated: 0, deactivated: 0, removed: 0 });
    expect(await query('select id, updated_at from carer_restrictions order by id')).toEqual(restrictionsBefore);
    expect(await query('select id, updated_at from carer_students order by id')).toEqual(linksBefore);
  });

  it('removes the link of a pair restricted later, and keeps the restrictions when a folder has no file', async () => {
    const restricted = await runImport(
      restrictionsOnly(restrictions(['gen-c1', 'gen-s2', 'Family Court order 2026/114'], ['gen-c0', 'gen-s0'])),
      'restricted-later',
    );
    expect(restricted.code, restricted.output).toBe(0);
    // Created: the new restriction; removed: gen-c0's link; updated: gen-c0, out of Year 7.
    expect(summaryOf(restricted.output)).toMatchObject({ created: 1, updated: 1, removed: 1 });
    expect(restricted.output).toContain(
      '2 in force (as carerRestrictions.csv gives them); 1 carer link removed, 0 of agentSourcedIds not made.',
    );
    expect(await carersOf('G0000000')).toEqual([]);
    expect(await groupsOf('gen-c0')).toEqual([]);

    // users.csv without carerRestrictions.csv: both orders stand, and agentSourcedIds link neither pair.
    const withoutFile = await runImport(school, 'school-without-restrictions');
    expect(withoutFile.code, withoutFile.output).toBe(0);
    expect(summaryOf(withoutFile.output)).toMatchObject({ created: 0, updated: 0, removed: 0 });
    expect(withoutFile.output).toContain(
      '2 in force (as stored: the folder has no carerRestrictions.csv); 0 carer links removed, 2 of agentSourcedIds not made.',
    );
    expect(await carersOf('G0000000')).toEqual([]);
    expect(await carersOf('G0000002')).toEqual([]);
    expect(await count('select count(*) as n from carer_restrictions')).toBe(2);
  });

  it('lifts the restrictions its school no longer lists, and the links come back with users.csv', async () => {
    const lifted = await runImport({ ...school, carerRestrictions: restrictions() }, 'lifted');
    expect(lifted.code, lifted.output).toBe(0);
    expect(lifted.output).toContain('0 in force (as carerRestrictions.csv gives them)');
    expect(await count('select count(*) as n from carer_restrictions')).toBe(0);
    expect(await carersOf('G0000000')).toEqual(['gen-c0']);
    expect(await studentsOf('gen-c1')).toEqual(['G0000001', 'G0000002']);
    expect(await groupsOf('gen-c1')).toEqual(['Year 8', 'Year 9']);
  });
});
