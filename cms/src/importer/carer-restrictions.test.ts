import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NOTHING_RESTRICTED, type RestrictionsKnown, type StoredRestriction } from './carer-restrictions';
import { manifestOf, writeImportFolder, type CsvFile } from './csv-files';
import { generatedSchoolFolder } from './generate-school';
import { NOTHING_KNOWN, planImport } from './plan';
import { readImportFolder } from './read-folder';
import { describeErrors } from './rows';

// carerRestrictions.csv checked and planned without a database (the import db test writes it).

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

const COLUMNS = ['carerSourcedId', 'studentSourcedId', 'dateLastModified', 'note'];
const restrictionsFile = (rows: Record<string, unknown>[]): CsvFile => ({ columns: COLUMNS, rows });
const restriction = (carerSourcedId: string, studentSourcedId: string, note = '') => ({
  carerSourcedId,
  studentSourcedId,
  dateLastModified: '2026-02-01T00:00:00Z',
  note,
});

/** The generated school (gen-c1 is the carer of gen-s1 and gen-s2) with these files added or replaced. */
const school = (files: Record<string, CsvFile> = {}) => ({ ...generatedSchoolFolder({ students: 6 }), ...files });



const plan = (files: Record<string, CsvFile>, restrictions: RestrictionsKnown = NOTHING_RESTRICTED) => {
  const folder = writeImportFolder(fs.mkdtempSync(path.join(os.tmpdir(), 'restrictions-test-')), files);
  folders.push(folder);
  const read = readImportFolder(folder);
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  return planImport(read.folder, { ...NOTHING_KNOWN, restrictions });
};

const planned = (files: Record<string, CsvFile>, restrictions?: RestrictionsKnown) => {
  const result = plan(files, restrictions);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.plan;
};

const errorsOf = (files: Record<string, CsvFile>, restrictions?: RestrictionsKnown) => {
  const result = plan(files, restrictions);
  return result.ok ? [] : describeErrors(result.errors);
};

const stored = (carer: string, student: string, campus: 'sydney' | 'armidale'): StoredRestriction => ({
  id: 1,
  documentId: `restriction-${carer}-${student}`,
  carer_sourced_id: carer,
  student_sourced_id: student,
  campus,
  note: null,
  carer: null,
  student: null,
});

const linkedStudentsOf = (carer: string, links: readonly { carer: string; student: string }[]) =>
  links.filter((link) => link.carer === carer).map((link) => link.student);

describe('carerRestrictions.csv', () => {
  it('keeps a restricted pair out of the links agentSourcedIds give, and only that pair', () => {
    const result = planned(
      school({ carerRestrictions: restrictionsFile([restriction('gen-c1', 'gen-s2', 'Family Court order 2026/114')]) }),
    );
    expect(linkedStudentsOf('gen-c1', result.links)).toEqual(['gen-s1']);
    expect(result.linksNotMade).toBe(1);
    expect(result.carerRestrictions.file).toEqual([
      { carer: 'gen-c1', student: 'gen-s2', campus: 'sydney', note: 'Family Court order 2026/114' },
    ]);
    expect([...result.carerRestrictions.inForce.keys()]).toEqual(['gen-c1>gen-s2']);
    // Without the restriction the same folder links both children.
    expect(linkedStudentsOf('gen-c1', planned(school()).links)).toEqual(['gen-s1', 'gen-s2']);
  });

  it('refuses a row whose people are unknown, of the wrong role or of another school, and a pair given twice', () => {
    const rows = [
      restriction('gen-c1', 'gen-s99'),
      restriction('gen-c99', 'gen-s0'),
      restriction('gen-t1', 'gen-s0'),
      restriction('gen-c0', 'gen-c1'),
      restriction('gen-c0', 'gen-s0'),
      restriction('gen-c0', 'gen-s0'),
      restriction('gen-c0', 'portal-armidale-student'),
    ];
    const portalStudent = { type: 'student', is_carer: false, campus: 'armidale' as const };
    expect(
      errorsOf(school({ carerRestrictions: restrictionsFile(rows) }), {
        stored: [],
        people: new Map([['portal-armidale-student', portalStudent]]),
      }),
    ).toEqual([
      'carerRestrictions.csv line 2: studentSourcedId: gen-s99 is neither in users.csv nor in the portal',
      'carerRestrictions.csv line 3: carerSourcedId: gen-c99 is neither in users.csv nor in the portal',
      'carerRestrictions.csv line 4: carerSourcedId: gen-t1 has no parent, guardian or relative role',
      'carerRestrictions.csv line 5: studentSourcedId: gen-c1 is not a student',
      'carerRestrictions.csv line 7: studentSourcedId: carer gen-c0 and student gen-s0 are restricted on line 6 already',
      'carerRestrictions.csv line 8: studentSourcedId: portal-armidale-student is a student of armidale, which is not a school of orgs.csv',
    ]);
  });

  it('takes people the portal already has, and needs the schools it speaks for', () => {
    const onlyRestrictions = {
      manifest: manifestOf({ orgs: 'bulk' }),
      orgs: school().orgs!,
      carerRestrictions: restrictionsFile([restriction('gen-c1', 'gen-s2')]),
    };
    const portal: RestrictionsKnown = {
      stored: [],
      people: new Map([
        ['gen-c1', { type: 'affiliate', is_carer: true, campus: 'sydney' }],
        ['gen-s2', { type: 'student', is_carer: false, campus: 'sydney' }],
      ]),
    };
    expect(planned(onlyRestrictions, portal).carerRestrictions.file).toEqual([
      { carer: 'gen-c1', student: 'gen-s2', campus: 'sydney', note: null },
    ]);
    const { orgs: _orgs, ...withoutSchools } = onlyRestrictions;
    expect(errorsOf({ ...withoutSchools, manifest: manifestOf({}) }, portal)).toEqual([
      "carerRestrictions.csv: replaces the restrictions of the folder's schools, and orgs.csv names none: add orgs.csv with the schools it is for",
    ]);
  });

  it("replaces the stored restrictions of the folder's schools, and without the file keeps them all in force", () => {
    const known: RestrictionsKnown = {
      stored: [stored('gen-c1', 'gen-s2', 'sydney'), stored('arm-c1', 'arm-s1', 'armidale')],
      people: new Map(),
    };
    // No file: the stored restrictions stand, and agentSourcedIds do not link gen-c1 to gen-s2 again.
    const kept = planned(school(), known);
    expect([...kept.carerRestrictions.inForce.keys()]).toEqual(['gen-c1>gen-s2', 'arm-c1>arm-s1']);
    expect(linkedStudentsOf('gen-c1', kept.links)).toEqual(['gen-s1']);
    expect(kept.carerRestrictions.file).toBeNull();
    // A file of the Sydney school without that row lifts it; Armidale's is not the file's to lift.
    const replaced = planned(school({ carerRestrictions: restrictionsFile([restriction('gen-c0', 'gen-s0')]) }), known);
    expect([...replaced.carerRestrictions.inForce.keys()].sort()).toEqual(['arm-c1>arm-s1', 'gen-c0>gen-s0']);
    expect(linkedStudentsOf('gen-c1', replaced.links)).toEqual(['gen-s1', 'gen-s2']);
    expect(linkedStudentsOf('gen-c0', replaced.links)).toEqual([]);
    // An empty file lifts every restriction of its schools.
    expect([...planned(school({ carerRestrictions: restrictionsFile([]) }), known).carerRestrictions.inForce.keys()]).toEqual([
      'arm-c1>arm-s1',
    ]);
  });
});
