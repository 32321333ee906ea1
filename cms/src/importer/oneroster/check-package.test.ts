import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { asDelta, csvOf, manifestOf, writeImportFolder, type CsvFile } from '../csv-files';
import { generatedSchoolFolder, withRows } from '../generate-school';
import type { RowError } from '../rows';
import { bindingColumns, type BindingFile } from './binding';
import { checkPackage, type CheckedPackage } from './check-package';
import { checkReferences, type StoredSourcedIds } from './check-references';

// One package per family of the binding's rules (README.md: "Rules of the binding"), each
// written here from the binding's tables: the generated school is a valid bulk package, and
// every case below breaks it in one way a school system's export could.

const PORTAL_FILES = ['groupMemberships', 'homerooms', 'attendance'];
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

const folderOf = (files: Record<string, CsvFile>, raw: Record<string, string | Buffer> = {}) => {
  const folder = writeImportFolder(fs.mkdtempSync(path.join(os.tmpdir(), 'binding-test-')), files);
  for (const [name, content] of Object.entries(raw)) fs.writeFileSync(path.join(folder, name), content);
  folders.push(folder);
  return folder;
};

const checked = (
  files: Record<string, CsvFile>,
  raw: Record<string, string | Buffer> = {},
): { pkg: CheckedPackage; errors: RowError[] } => {
  const errors: RowError[] = [];
  const pkg = checkPackage(folderOf(files, raw), PORTAL_FILES, errors);
  return { pkg, errors };
};

const errorsOf = (files: Record<string, CsvFile>, raw: Record<string, string | Buffer> = {}, stored: StoredSourcedIds = {}) => {
  const { pkg, errors } = checked(files, raw);
  if (errors.length === 0) checkReferences(pkg, stored, errors);
  return errors;
};

const school = () => generatedSchoolFolder({ students: 6 });

const changedRow = (files: Record<string, CsvFile>, name: string, index: number, cells: Record<string, unknown>) =>
  withRows(files, name, (rows) => rows.map((row, at) => (at === index ? { ...row, ...cells } : row)));
const withManifest = (files: Record<string, CsvFile>, change: (rows: Record<string, unknown>[]) => Record<string, unknown>[]) =>
  withRows(files, 'manifest', change);

describe('a package that keeps every rule of the binding', () => {
  it('is read whole: every listed file, its rows and their extension columns', () => {
    const files = school();
    const users = files.users!;
    const { pkg, errors } = checked({
      ...files,
      users: {
        columns: [...users.columns, 'metadata.house'],
        rows: users.rows.map((row) => ({ ...row, 'metadata.house': 'Banksia' })),
      },
    });
    expect(errors).toEqual([]);
    expect(Object.keys(pkg.files).sort()).toEqual([
      'academicSessions',
      'categories',
      'classes',
      'courses',
      'enrollments',
      'lineItems',
      'orgs',
      'results',
      'roles',
      'users',
    ]);
    expect(pkg.files.users!.rows[0]).toMatchObject({
      line: 2,
      cells: { sourcedId: 'gen-t0', status: '', pronouns: '' },
      metadata: { 'metadata.house': 'Banksia' },
    });
  });

  it('may leave out optional columns, and a delta package may carry any subset of files, in any order of rows', () => {
    const modified = new Date('2026-03-01T09:30:00.000Z');
    const users = asDelta(school().users!, modified);
    const trimmed = {
      columns: users.columns.filter((column) => !['sms', 'phone', 'pronouns', 'password'].includes(column)),
      rows: [...users.rows].reverse(),
    };
    // Only users.csv: the people it names are in the portal, their orgs are not this package's to check.
    expect(
      errorsOf(
        { manifest: manifestOf({ users: 'delta' }), users: trimmed },
        {},
        { users: new Set(users.rows.map((row) => String(row.sourcedId))) },
      ),
    ).toEqual([]);
  });

  it('reads files the portal does not use, and checks them like the others', () => {
    const files = school();
    const demographics: CsvFile = {
      columns: bindingColumns('demographics'),
      rows: [{ sourcedId: 'gen-s0', birthDate: '2012-05-04', sex: 'female', white: 'false' }],
    };
    const userProfiles: CsvFile = {
      columns: bindingColumns('userProfiles'),
      rows: [
        {
          sourcedId: 'profile-1',
          userSourcedId: 'gen-s0',
          profileType: 'LMS',
          vendorId: 'v-1',
          credentialType: 'password',
          username: 'mia',
        },
      ],
    };
    const manifest = manifestOf({ orgs: 'bulk', users: 'bulk', roles: 'bulk', demographics: 'bulk', userProfiles: 'bulk' });
    const base = { manifest, orgs: files.orgs!, users: files.users!, roles: files.roles! };
    const { pkg, errors } = checked({ ...base, demographics, userProfiles });
    expect(errors).toEqual([]);
    expect(pkg.files.demographics!.rows).toHaveLength(1);
    const wrong = {
      ...base,
      demographics: { ...demographics, rows: [{ ...demographics.rows[0], sourcedId: 'nobody', sex: 'F' }] },
      userProfiles,
    };
    expect(errorsOf(wrong)).toEqual([
      {
        file: 'demographics.csv',
        line: 2,
        column: 'sex',
        reason:
          'must be one of male, female, unspecified, other, or an extension written as ext:<name> (found "F"; values are case-sensitive)',
      },
    ]);
    expect(
      errorsOf({ ...wrong, demographics: { ...demographics, rows: [{ ...demographics.rows[0], sourcedId: 'nobody' }] } }),
    ).toEqual([{ file: 'demographics.csv', line: 2, column: 'sourcedId', reason: 'nobody is not in users.csv' }]);
  });
});

describe('the manifest', () => {
  it('gives manifest.version 1.0, oneroster.version 1.2 and one mode for each of the 21 files, and nothing unknown', () => {
    const files = withManifest(school(), (rows) => [
      ...rows
        .filter((row) => row.propertyName !== 'file.scoreScales')
        .map((row) =>
          row.propertyName === 'manifest.version'
            ? { ...row, value: '2.0' }
            : row.propertyName === 'file.resources'
              ? { ...row, value: 'full' }
              : row,
        ),
      { propertyName: 'file.users', value: 'delta' },
      { propertyName: 'Oneroster.Version', value: '1.2' },
    ]);
    expect(errorsOf(files)).toEqual([
      {
        file: 'manifest.csv',
        line: 26,
        column: 'propertyName',
        reason: 'file.users is given twice (first on line 23): each property comes once',
      },
      {
        file: 'manifest.csv',
        line: 27,
        column: 'propertyName',
        reason:
          'Oneroster.Version is not a property of a OneRoster 1.2 manifest (names are case-sensitive: did you mean oneroster.version?)',
      },
      { file: 'manifest.csv', line: 2, column: 'value', reason: 'manifest.version must be 1.0 (found "2.0")' },
      {
        file: 'manifest.csv',
        line: 16,
        column: 'value',
        reason: 'file.resources must be one of absent, bulk, delta (found "full")',
      },
      {
        file: 'manifest.csv',
        line: 0,
        reason: "file.scoreScales is missing: the manifest gives every file's mode (absent, bulk, delta)",
      },
    ]);
  });

  it('matches the files present: a listed file is there, an absent one is not, and nothing else is', () => {
    const { courses: _courses, ...withoutCourses } = school();
    const demographics = csvOf({ columns: bindingColumns('demographics'), rows: [{ sourcedId: 'gen-s0' }] });
    expect(
      errorsOf(withoutCourses, { 'demographics.csv': demographics, 'Users.csv': 'x\r\n1\r\n', 'notes.txt': 'hello' }),
    ).toEqual([
      {
        file: 'Users.csv',
        line: 0,
        reason: expect.stringContaining(
          "is not a file of OneRoster 1.2 nor one of the portal's own (names are case-sensitive: did you mean users.csv?)",
        ),
      },
      {
        file: 'notes.txt',
        line: 0,
        reason: expect.stringContaining("is not a file of OneRoster 1.2 nor one of the portal's own"),
      },
      { file: 'courses.csv', line: 0, reason: 'is not in the folder, but manifest.csv says file.courses,bulk' },
      { file: 'demographics.csv', line: 0, reason: 'is in the folder, but manifest.csv says file.demographics,absent' },
    ]);
  });
});

describe('CSV syntax (RFC 4180, stricter: no line break inside a cell, one BOM at most)', () => {
  const orgsCsv = (body: string) => `sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId\r\n${body}`;
  const withOrgs = (body: string | Buffer) => {
    const { orgs: _orgs, ...files } = school();
    return errorsOf(files, { 'orgs.csv': typeof body === 'string' ? orgsCsv(body) : body });
  };

  it('refuses a quoted line break, an unclosed or stray quote, and a row of another length, each on its line', () => {
    expect(
      withOrgs(
        'gen-org-sydney,,,"Generated\r\nSchool",school,sydney,\r\nx,,,"A "quoted" name",school,,\r\ny,,,Bad "quote,school,,\r\nz,,,Short\r\n',
      ),
    ).toEqual([
      {
        file: 'orgs.csv',
        line: 2,
        reason: 'a quoted cell runs over a line break: the binding allows no line break inside a cell',
      },
      {
        file: 'orgs.csv',
        line: 4,
        reason: 'text follows the closing quote of a cell: a quote inside a cell is written twice ("")',
      },
      {
        file: 'orgs.csv',
        line: 5,
        reason: 'a quote (") inside a cell that is not quoted: quote the cell and write the quote twice ("")',
      },
      { file: 'orgs.csv', line: 6, reason: 'has 4 cells where the header has 7' },
    ]);
    expect(withOrgs('gen-org-sydney,,,"Generated School,school,sydney,\r\n')).toEqual([
      {
        file: 'orgs.csv',
        line: 2,
        reason: 'a quoted cell is not closed: its closing quote (") is missing before the end of the file',
      },
    ]);
  });

  it('takes one byte order mark and quoted commas and quotes, and refuses a second mark and text that is not UTF-8', () => {
    const good = orgsCsv('gen-org-sydney,,,"Generated School, ""Sydney""",school,sydney,\r\n');
    const { orgs: _orgs, ...files } = school();
    const { pkg, errors } = checked(files, { 'orgs.csv': `\uFEFF${good}` });
    expect(errors).toEqual([]);
    expect(pkg.files.orgs!.rows[0]!.cells.name).toBe('Generated School, "Sydney"');
    expect(errorsOf(files, { 'orgs.csv': `\uFEFF\uFEFF${good}` })).toEqual([
      { file: 'orgs.csv', line: 1, reason: 'starts with two byte order marks (BOM): the binding allows one at most' },
    ]);
    expect(
      withOrgs(
        Buffer.concat([Buffer.from(orgsCsv('gen-org-sydney,,,')), Buffer.from([0xc3, 0x28]), Buffer.from(',school,sydney,\r\n')]),
      ),
    ).toEqual([{ file: 'orgs.csv', line: 1, reason: 'is not UTF-8 text (the binding requires UTF-8)' }]);
  });
});

describe('headers', () => {
  const withHeader = (name: string, columns: (standard: string[]) => string[]) => {
    const files = school();
    return errorsOf({ ...files, [name]: { columns: columns([...files[name]!.columns]), rows: files[name]!.rows } });
  };

  it("keeps the binding's order, its names (case-sensitive), each once, with metadata.* columns last", () => {
    expect(withHeader('users', (standard) => [standard[1]!, standard[0]!, ...standard.slice(2)])).toEqual([
      {
        file: 'users.csv',
        line: 1,
        reason: expect.stringMatching(
          /^the columns are not in the binding's order: they go sourcedId, status, dateLastModified, enabledUser/,
        ),
      },
    ]);
    expect(withHeader('users', (standard) => ['metadata.house', ...standard])).toEqual([
      {
        file: 'users.csv',
        line: 1,
        column: 'metadata.house',
        reason: expect.stringMatching(
          /^must come after the standard columns \(it is before sourcedId, status, .*\): metadata\.\* extension columns are the last ones$/,
        ),
      },
    ]);
    expect(withHeader('orgs', (standard) => [...standard, 'district', 'Name'])).toEqual([
      {
        file: 'orgs.csv',
        line: 1,
        column: 'district',
        reason: 'is not a column of orgs.csv in OneRoster 1.2; extension columns are named metadata.<name>',
      },
      {
        file: 'orgs.csv',
        line: 1,
        column: 'Name',
        reason: expect.stringContaining('(names are case-sensitive: did you mean name?)'),
      },
    ]);
    expect(withHeader('roles', (standard) => standard.filter((column) => column !== 'orgSourcedId'))).toEqual([
      { file: 'roles.csv', line: 1, column: 'orgSourcedId', reason: 'is missing from the header (a bulk file needs it)' },
    ]);
  });
});

describe('cells: formats, required cells and the bulk and delta status rules', () => {
  it('reports every cell that breaks its format, with its column and what it must be', () => {
    let files = school();
    files = changedRow(files, 'users', 0, { userIds: 'LDAP:gen-t0', enabledUser: 'TRUE' });
    files = changedRow(files, 'users', 1, { sourcedId: 'gen t1' });
    files = changedRow(files, 'academicSessions', 0, { startDate: '2026-02-30', schoolYear: '26' });
    files = changedRow(files, 'classes', 0, { subjects: 'English,Literature', subjectCodes: 'ENG' });
    files = changedRow(files, 'lineItems', 0, { resultValueMin: 'zero' });
    files = changedRow(files, 'enrollments', 0, { primary: 'yes' });
    files = changedRow(files, 'categories', 0, { weight: '12.5' });
    const errors = errorsOf(files);
    expect(errors).toEqual(
      expect.arrayContaining([
        {
          file: 'users.csv',
          line: 2,
          column: 'enabledUser',
          reason: 'must be true or false (found "TRUE"; values are case-sensitive)',
        },
        {
          file: 'users.csv',
          line: 2,
          column: 'userIds',
          reason: expect.stringMatching(/^must be a list of \{type:id\}, such as \{LDAP:jsmith\} .* \(found "LDAP:gen-t0"\)$/),
        },
        {
          file: 'users.csv',
          line: 3,
          column: 'sourcedId',
          reason: 'must be an identifier of at most 255 letters, digits and . - _ / @ (found "gen t1")',
        },
        {
          file: 'academicSessions.csv',
          line: 2,
          column: 'startDate',
          reason: 'must be a date as YYYY-MM-DD, such as 2026-03-01 (found "2026-02-30")',
        },
        {
          file: 'academicSessions.csv',
          line: 2,
          column: 'schoolYear',
          reason: 'must be a year as YYYY, such as 2026 (found "26")',
        },
        {
          file: 'classes.csv',
          line: 2,
          column: 'subjectCodes',
          reason: 'must pair with subjects: as many items in the same order (subjects has 2, subjectCodes 1)',
        },
        {
          file: 'lineItems.csv',
          line: 2,
          column: 'resultValueMin',
          reason: 'must be a number, such as 0 or 87.5 (found "zero")',
        },
        {
          file: 'enrollments.csv',
          line: 2,
          column: 'primary',
          reason: 'must be one of true, false (found "yes"; values are case-sensitive)',
        },
        { file: 'categories.csv', line: 2, column: 'weight', reason: 'must be a whole number (found "12.5")' },
      ]),
    );
    expect(errors).toHaveLength(9);
  });

  it('keeps status and dateLastModified blank in a bulk file, and gives both in a delta file', () => {
    let bulk = school();
    bulk = changedRow(bulk, 'orgs', 0, { status: 'active' });
    bulk = changedRow(bulk, 'users', 2, { dateLastModified: '2026-03-01T09:30:00Z' });
    expect(errorsOf(bulk)).toEqual([
      {
        file: 'orgs.csv',
        line: 2,
        column: 'status',
        reason: 'must be blank in a bulk file (manifest.csv: file.orgs,bulk); found "active"',
      },
      {
        file: 'users.csv',
        line: 4,
        column: 'dateLastModified',
        reason: 'must be blank in a bulk file (manifest.csv: file.users,bulk); found "2026-03-01T09:30:00Z"',
      },
    ]);
    const files = school();
    const orgs = asDelta(files.orgs!, new Date('2026-03-01T09:30:00Z'));
    const delta = (rows: Record<string, unknown>[]) =>
      errorsOf({ manifest: manifestOf({ orgs: 'delta' }), orgs: { ...orgs, rows } });
    expect(delta(orgs.rows)).toEqual([]);
    expect(delta([{ ...orgs.rows[0], status: '' }])).toEqual([
      { file: 'orgs.csv', line: 2, column: 'status', reason: 'is required in a delta file' },
    ]);
    expect(delta([{ ...orgs.rows[0], dateLastModified: 'not-a-date-time' }])).toEqual([
      {
        file: 'orgs.csv',
        line: 2,
        column: 'dateLastModified',
        reason:
          'must be a date and time in UTC as YYYY-MM-DDThh:mm:ssZ, such as 2026-03-01T09:30:00.000Z (found "not-a-date-time")',
      },
    ]);
    expect(delta([{ ...orgs.rows[0], status: 'deleted' }])[0]).toMatchObject({
      column: 'status',
      reason: expect.stringMatching(/^must be one of active, tobedeleted/),
    });
  });

  it('takes a vocabulary the binding lets a school system extend only as ext:<name>', () => {
    const files = school();
    expect(errorsOf(changedRow(files, 'orgs', 0, { type: 'ext:campus' }))).toEqual([]);
    expect(errorsOf(changedRow(files, 'orgs', 0, { type: 'campus' }))[0]).toMatchObject({ file: 'orgs.csv', column: 'type' });
    expect(errorsOf(changedRow(files, 'roles', 0, { roleType: 'ext:main' }))[0]).toMatchObject({
      file: 'roles.csv',
      column: 'roleType',
    });
  });

  it('refuses a sourcedId twice in one file, and a file without rows', () => {
    const files = school();
    expect(errorsOf(withRows(files, 'categories', (rows) => [...rows, rows[0]!]))).toEqual([
      {
        file: 'categories.csv',
        line: 3,
        column: 'sourcedId',
        reason: 'gen-tasks is on line 2 too: a sourcedId comes once in a file',
      },
    ]);
    expect(errorsOf(withRows(files, 'categories', () => []))).toEqual([
      {
        file: 'categories.csv',
        line: 0,
        reason: 'has no rows: the binding allows no empty file (write file.categories,absent in manifest.csv instead)',
      },
    ]);
  });
});

describe('references: every one, of every file present, used by the portal or not', () => {
  const cases: [BindingFile, string, string][] = [
    ['academicSessions', 'parentSourcedId', 'academicSessions.csv'],
    ['courses', 'orgSourcedId', 'orgs.csv'],
    ['classes', 'schoolSourcedId', 'orgs.csv'],
    ['enrollments', 'schoolSourcedId', 'orgs.csv'],
    ['users', 'primaryOrgSourcedId', 'orgs.csv'],
    ['lineItems', 'categorySourcedId', 'categories.csv'],
  ];
  it.each(cases)('refuses %s.%s naming what %s does not have', (file, column, target) => {
    expect(errorsOf(changedRow(school(), file, 1, { [column]: 'org-nowhere' }))).toEqual([
      { file: `${file}.csv`, line: 3, column, reason: `org-nowhere is not in ${target}` },
    ]);
  });

  it('refuses orgs.parentSourcedId naming an org orgs.csv does not have', () => {
    expect(errorsOf(changedRow(school(), 'orgs', 0, { parentSourcedId: 'district-9' }))).toEqual([
      { file: 'orgs.csv', line: 2, column: 'parentSourcedId', reason: 'district-9 is not in orgs.csv' },
    ]);
  });

  it('refuses roles.userProfileSourcedId in a bulk package without userProfiles.csv, and takes it in a delta one', () => {
    const files = changedRow(school(), 'roles', 0, { userProfileSourcedId: 'profile-9' });
    expect(errorsOf(files)).toEqual([
      {
        file: 'roles.csv',
        line: 2,
        column: 'userProfileSourcedId',
        reason:
          'profile-9 is not in this package, which has no userProfiles.csv: a bulk file names only records its package carries',
      },
    ]);
    const modified = new Date('2026-03-01T09:30:00Z');
    const delta = {
      manifest: manifestOf({ roles: 'delta' }),
      roles: asDelta({ ...files.roles!, rows: files.roles!.rows.slice(0, 1) }, modified),
    };
    expect(errorsOf(delta, {}, { users: new Set(['gen-t0']) })).toEqual([]);
  });

  it('checks a delta against what the portal holds, and against the rows the package deletes', () => {
    const modified = new Date('2026-03-01T09:30:00Z');
    const files = school();
    const enrollments = asDelta({ ...files.enrollments!, rows: files.enrollments!.rows.slice(0, 1) }, modified);
    const manifest = manifestOf({ enrollments: 'delta', classes: 'delta' });
    const classId = String(enrollments.rows[0]!.classSourcedId);
    const userId = String(enrollments.rows[0]!.userSourcedId);
    const classes = asDelta(
      {
        ...files.classes!,
        rows: files.classes!.rows.filter((row) => row.sourcedId === classId).map((row) => ({ ...row, status: 'tobedeleted' })),
      },
      modified,
    );
    expect(errorsOf({ manifest, enrollments, classes }, {}, { users: new Set([userId]), classes: new Set([classId]) })).toEqual([
      {
        file: 'enrollments.csv',
        line: 2,
        column: 'classSourcedId',
        reason: `${classId} is deleted by classes.csv line 2 (status tobedeleted)`,
      },
    ]);
    expect(
      errorsOf(
        { manifest: manifestOf({ enrollments: 'delta' }), enrollments },
        {},
        { users: new Set(), classes: new Set([classId]) },
      ),
    ).toEqual([
      {
        file: 'enrollments.csv',
        line: 2,
        column: 'userSourcedId',
        reason: `${userId} is neither in the portal nor in this package (it has no users.csv)`,
      },
    ]);
  });
});
