import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { asDelta, manifestOf, writeImportFolder, type CsvFile } from '../csv-files';
import { bindingColumns } from '../oneroster/binding';
import { readImportFolder } from '../read-folder';
import { derivePlots } from './derive-plots';
import { gradebookFiles } from './gradebook-files';
import { emptyGradebook, planGradebook, type Gradebook } from './plan-gradebook';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

const STUDENTS = ['s1', 's2', 's3', 's4'];
const known = { directoryIds: new Set([...STUDENTS, 'teacher']), studentDirectoryIds: new Set(STUDENTS) };
// Task 1 out of 20 (50%, 70%, 80%, 90%); Task 2 out of 100, s4 not marked yet.
const SCORES: Record<string, [number, number | null]> = { s1: [10, 60], s2: [14, 70], s3: [16, 80], s4: [18, null] };

const english = gradebookFiles({
  prefix: 't',
  org: 'org-a',
  year: 2026,
  courses: [
    {
      code: '9ENG',
      title: 'English',
      grade: '09',
      students: STUDENTS,
      teacher: 'teacher',
      tasks: [{ title: 'Task 1: essay', outOf: 20 }, { title: 'Task 2: examination', outOf: 100 }],
      score: (student, task) => SCORES[student]![task]!,
    },
  ],
});
const orgs: CsvFile = { columns: bindingColumns('orgs'), rows: [{ sourcedId: 'org-a', name: 'School A', type: 'school', identifier: 'sydney' }] };

const MODIFIED = new Date('2026-03-01T09:30:00Z');
const planOf = (files: Record<string, CsvFile>, stored: Gradebook = emptyGradebook(), mode: 'bulk' | 'delta' = 'bulk') => {
  const names = Object.keys(files).filter((name) => name !== 'orgs');
  const modes = Object.fromEntries(names.map((name) => [name, mode]));
  const rows = mode === 'delta' ? Object.fromEntries(Object.entries(files).map(([name, file]) => [name, asDelta(file, MODIFIED)])) : files;
  const folder = writeImportFolder(fs.mkdtempSync(path.join(os.tmpdir(), 'gradebook-test-')), { manifest: manifestOf({ ...modes, orgs: 'bulk' }), orgs, ...rows });
  folders.push(folder);
  const read = readImportFolder(folder);
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  return planGradebook(read.folder, stored, known);
};
const gradebookOf = (files: Record<string, CsvFile>, stored?: Gradebook, mode?: 'bulk' | 'delta') => {
  const planned = planOf(files, stored, mode);
  if (!planned.ok) throw new Error(JSON.stringify(planned.errors));
  return planned.plan.gradebook;
};
const only = (file: keyof typeof english, rows: Record<string, unknown>[]) => ({ [file]: { ...english[file]!, rows } });

describe('the gradebook files become the box plots', () => {
  it('summarises each task over its class and each course over the students\' task averages', () => {
    const { courses, tasks } = derivePlots(gradebookOf(english));
    expect(tasks.filter((task) => task.student === 's1')).toEqual([
      { student: 's1', academic_year: 2026, task: 'Task 1: essay', course: 'English', course_id: '9ENG', line_item_id: 't-class-9ENG-2026-task1', minimum: 50, q1: 65, mean: 72.5, q3: 82.5, maximum: 90, result: 50 },
      { student: 's1', academic_year: 2026, task: 'Task 2: examination', course: 'English', course_id: '9ENG', line_item_id: 't-class-9ENG-2026-task2', minimum: 60, q1: 65, mean: 70, q3: 75, maximum: 80, result: 60 },
    ]);
    // s4 has no Task 2 result: no box of it for them, and their course result is Task 1's alone.
    expect(tasks.filter((task) => task.student === 's4').map((task) => task.task)).toEqual(['Task 1: essay']);
    expect(courses.map((course) => [course.student, course.result])).toEqual([['s1', 55], ['s2', 70], ['s3', 80], ['s4', 90]]);
    expect(courses[0]).toMatchObject({ academic_year: 2026, course: 'English', course_id: '9ENG', minimum: 55, q1: 66.3, median: 75, q3: 82.5, maximum: 90 });
  });

  it('reports every row that refers to what neither the folder nor the portal has, by file and line', () => {
    const planned = planOf({
      ...english,
      enrollments: { ...english.enrollments!, rows: [...english.enrollments!.rows, { sourcedId: 'e-x', classSourcedId: 'no-class', schoolSourcedId: 'org-a', userSourcedId: 's1', role: 'student' }] },
      results: {
        ...english.results!,
        rows: english.results!.rows.map((row, index) =>
          index === 0 ? { ...row, lineItemSourcedId: 'no-task' } : index === 1 ? { ...row, studentSourcedId: 'nobody' } : index === 2 ? { ...row, score: 21 } : row,
        ),
      },
    });
    expect(planned.ok).toBe(false);
    expect(planned.ok ? [] : planned.errors).toEqual([
      { file: 'enrollments.csv', line: 7, column: 'classSourcedId', reason: 'no-class is neither in classes.csv nor in the portal' },
      { file: 'results.csv', line: 2, column: 'lineItemSourcedId', reason: 'no-task is neither in lineItems.csv nor in the portal' },
      { file: 'results.csv', line: 3, column: 'studentSourcedId', reason: 'nobody is not a student of users.csv or the portal' },
      { file: 'results.csv', line: 4, column: 'score', reason: "21 is outside the line item's range 0 to 20" },
    ]);
  });

  it('takes a tobedeleted result or enrollment out of the plots, and the cohort\'s numbers with it (delta)', () => {
    const stored = gradebookOf(english);
    const s4Result = english.results!.rows.find((row) => row.sourcedId === 't-class-9ENG-2026-task1-s4')!;
    const withoutResult = derivePlots(gradebookOf(only('results', [{ ...s4Result, status: 'tobedeleted' }]), stored, 'delta'));
    expect(withoutResult.tasks.filter((task) => task.student === 's4')).toEqual([]);
    expect(withoutResult.tasks.find((task) => task.student === 's1')).toMatchObject({ minimum: 50, mean: 66.7, maximum: 80 });

    const s1Enrollment = english.enrollments!.rows.find((row) => row.sourcedId === 't-class-9ENG-2026-s1')!;
    const withoutEnrollment = derivePlots(gradebookOf(only('enrollments', [{ ...s1Enrollment, status: 'tobedeleted' }]), stored, 'delta'));
    expect(withoutEnrollment.courses.map((course) => course.student)).toEqual(['s2', 's3', 's4']);
    expect(withoutEnrollment.courses[0]).toMatchObject({ minimum: 70 });
  });

  it('removes, for a bulk file, the rows of its schools it no longer lists, and keeps other schools\'', () => {
    const other = emptyGradebook();
    other.results.set('b-result', { school: 'org-b', fields: { lineItemSourcedId: 'b-task', studentSourcedId: 's9', score: 5 } });
    const stored = gradebookOf(english, other);
    const fewer = gradebookOf({ ...english, ...only('results', english.results!.rows.filter((row) => row.studentSourcedId !== 's2')) }, stored);
    expect([...fewer.results.keys()].filter((id) => id.endsWith('-s2'))).toEqual([]);
    expect(fewer.results.has('b-result')).toBe(true);
    expect(fewer.results.size).toBe(stored.results.size - 2);
  });
});
