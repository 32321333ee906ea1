import type { ImportFolder } from '../read-folder';
import type { RowError } from '../rows';

/** The OneRoster gradebook files, in the order their references go (a result needs its line item...). */
export const GRADEBOOK_FILES = ['academicSessions', 'courses', 'classes', 'enrollments', 'lineItems', 'results'] as const;
export type GradebookFile = (typeof GRADEBOOK_FILES)[number];

/** What the portal keeps of each row: only what the plots and the reference checks need. */
export interface GradebookFields {
  academicSessions: { title: string; schoolYear: number };
  courses: { title: string; courseCode: string | null; schoolYearSourcedId: string | null };
  classes: { title: string; courseSourcedId: string; termSourcedIds: string[] };
  enrollments: { classSourcedId: string; userSourcedId: string; role: string };
  lineItems: { title: string; classSourcedId: string; resultValueMin: number; resultValueMax: number };
  /** score: null when not given or the student is exempt (no effect on the plots). */
  results: { lineItemSourcedId: string; studentSourcedId: string; score: number | null };
}

/** A stored row: the school it belongs to (a bulk file speaks for its schools only) and its fields. */
export interface GradebookEntry<F extends GradebookFile = GradebookFile> {
  school: string | null;
  fields: GradebookFields[F];
}

/** The whole gradebook, each file's rows by sourcedId. */
export type Gradebook = { [F in GradebookFile]: Map<string, GradebookEntry<F>> };

export const emptyGradebook = (): Gradebook => ({
  academicSessions: new Map(),
  courses: new Map(),
  classes: new Map(),
  enrollments: new Map(),
  lineItems: new Map(),
  results: new Map(),
});

export interface GradebookPlan {
  /** Whether the folder has a gradebook file: without one, neither the store nor the plots change. */
  touched: boolean;
  /** The gradebook as it is after this import; the writer stores the difference to what is stored. */
  gradebook: Gradebook;
}

/** Who a row may refer to: the folder's users and roles, and the people already in the portal. */
export interface KnownPeople {
  /** Directory ids (OneRoster sourcedIds) of portal people. */
  directoryIds: ReadonlySet<string>;
  /** Directory ids of portal people with a student record. */
  studentDirectoryIds: ReadonlySet<string>;
}

/**
 * Applies the folder's gradebook files to the stored gradebook and checks every reference
 * of the rows it brings (a class's course and terms, an enrollment's class and person, a
 * result's line item, student and score range) against the gradebook as it will be.
 * Bulk files remove the rows of their schools they no longer list; tobedeleted rows go.
 */
export const planGradebook = (
  folder: ImportFolder,
  stored: Gradebook,
  known: KnownPeople,
): { ok: true; plan: GradebookPlan } | { ok: false; errors: RowError[] } => {
  const errors: RowError[] = [];
  const touched = GRADEBOOK_FILES.some((file) => folder.modes[file] !== undefined);
  const gradebook = emptyGradebook();
  for (const file of GRADEBOOK_FILES) (gradebook[file] as Map<string, GradebookEntry>) = new Map(stored[file] as Map<string, GradebookEntry>);
  if (!touched) return { ok: true, plan: { touched, gradebook } };

  // The folder's people: students are the users with an active student role.
  const { users, roles, orgs } = folder.oneRoster;
  const listedUsers = new Set(users.filter(({ row }) => row.status !== 'tobedeleted').map(({ row }) => row.sourcedId));
  const listedStudents = new Set(
    roles.filter(({ row }) => row.status !== 'tobedeleted' && row.role === 'student' && listedUsers.has(row.userSourcedId)).map(({ row }) => row.userSourcedId),
  );
  const isPerson = (id: string) => listedUsers.has(id) || known.directoryIds.has(id);
  const isStudent = (id: string) => listedStudents.has(id) || known.studentDirectoryIds.has(id);
  const schools = new Set(orgs.filter(({ row }) => row.type === 'school' && row.status !== 'tobedeleted').map(({ row }) => row.sourcedId));

  /** Applies one file: bulk removals, then each row; `check` answers the row's school, or null after reporting it. */
  const apply = <F extends GradebookFile>(
    file: F,
    rows: readonly { line: number; row: { sourcedId: string; status: 'active' | 'tobedeleted' } }[],
    entryOf: (row: never, report: (column: string, reason: string) => void) => GradebookEntry<F> | null,
  ) => {
    const entries = gradebook[file] as Map<string, GradebookEntry<F>>;
    // Academic sessions name no school in OneRoster, so no school's bulk file can speak for them.
    if (folder.modes[file] === 'bulk' && file !== 'academicSessions') {
      for (const [id, entry] of entries) if (entry.school !== null && schools.has(entry.school)) entries.delete(id);
    }
    const seen = new Set<string>();
    for (const { line, row } of rows) {
      const report = (column: string, reason: string) => errors.push({ file: `${file}.csv`, line, column, reason });
      if (seen.has(row.sourcedId)) report('sourcedId', `${row.sourcedId} appears twice`);
      seen.add(row.sourcedId);
      if (row.status === 'tobedeleted') {
        entries.delete(row.sourcedId);
        continue;
      }
      const entry = entryOf(row as never, report);
      if (entry) entries.set(row.sourcedId, entry);
    }
  };
  const { academicSessions, courses, classes, enrollments, lineItems, results } = folder.oneRoster;

  apply('academicSessions', academicSessions, (row: (typeof academicSessions)[number]['row']) => ({
    school: null,
    fields: { title: row.title, schoolYear: Number(row.schoolYear) },
  }));

  apply('courses', courses, (row: (typeof courses)[number]['row'], report) => {
    if (row.schoolYearSourcedId && !gradebook.academicSessions.has(row.schoolYearSourcedId)) {
      report('schoolYearSourcedId', `${row.schoolYearSourcedId} is neither in academicSessions.csv nor in the portal`);
      return null;
    }
    return { school: row.orgSourcedId, fields: { title: row.title, courseCode: row.courseCode ?? null, schoolYearSourcedId: row.schoolYearSourcedId ?? null } };
  });

  apply('classes', classes, (row: (typeof classes)[number]['row'], report) => {
    const course = gradebook.courses.get(row.courseSourcedId);
    if (!course) {
      report('courseSourcedId', `${row.courseSourcedId} is neither in courses.csv nor in the portal`);
      return null;
    }
    const missing = row.termSourcedIds.filter((term) => !gradebook.academicSessions.has(term));
    if (missing.length > 0) {
      report('termSourcedIds', `${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} neither in academicSessions.csv nor in the portal`);
      return null;
    }
    if (row.termSourcedIds.length === 0 && !course.fields.schoolYearSourcedId) {
      report('termSourcedIds', `class ${row.sourcedId}: its academic year is unknown (no termSourcedIds, and course ${row.courseSourcedId} has no schoolYearSourcedId)`);
      return null;
    }
    return { school: row.schoolSourcedId, fields: { title: row.title, courseSourcedId: row.courseSourcedId, termSourcedIds: row.termSourcedIds } };
  });

  apply('enrollments', enrollments, (row: (typeof enrollments)[number]['row'], report) => {
    if (!gradebook.classes.has(row.classSourcedId)) {
      report('classSourcedId', `${row.classSourcedId} is neither in classes.csv nor in the portal`);
      return null;
    }
    if (row.role === 'student' ? !isStudent(row.userSourcedId) : !isPerson(row.userSourcedId)) {
      report('userSourcedId', `${row.userSourcedId} is not a ${row.role === 'student' ? 'student' : 'user'} of users.csv or the portal`);
      return null;
    }
    return { school: row.schoolSourcedId, fields: { classSourcedId: row.classSourcedId, userSourcedId: row.userSourcedId, role: row.role } };
  });

  apply('lineItems', lineItems, (row: (typeof lineItems)[number]['row'], report) => {
    const ofClass = gradebook.classes.get(row.classSourcedId);
    if (!ofClass) {
      report('classSourcedId', `${row.classSourcedId} is neither in classes.csv nor in the portal`);
      return null;
    }
    // OneRoster leaves the range open; the portal reads a score as a percentage of it (0 to 100 when not given).
    const resultValueMin = row.resultValueMin ?? 0;
    const resultValueMax = row.resultValueMax ?? 100;
    if (resultValueMax <= resultValueMin) {
      report('resultValueMax', `${resultValueMax} must be above resultValueMin ${resultValueMin}`);
      return null;
    }
    return { school: ofClass.school, fields: { title: row.title, classSourcedId: row.classSourcedId, resultValueMin, resultValueMax } };
  });

  // Who is enrolled as a student in which class, after this import's enrollments.
  const enrolled = new Set<string>();
  for (const { fields } of gradebook.enrollments.values()) if (fields.role === 'student') enrolled.add(`${fields.classSourcedId}>${fields.userSourcedId}`);

  apply('results', results, (row: (typeof results)[number]['row'], report) => {
    const lineItem = gradebook.lineItems.get(row.lineItemSourcedId);
    if (!lineItem) {
      report('lineItemSourcedId', `${row.lineItemSourcedId} is neither in lineItems.csv nor in the portal`);
      return null;
    }
    if (!isStudent(row.studentSourcedId)) {
      report('studentSourcedId', `${row.studentSourcedId} is not a student of users.csv or the portal`);
      return null;
    }
    if (!enrolled.has(`${lineItem.fields.classSourcedId}>${row.studentSourcedId}`)) {
      report('studentSourcedId', `${row.studentSourcedId} is not enrolled in class ${lineItem.fields.classSourcedId} of line item ${row.lineItemSourcedId}`);
      return null;
    }
    const { resultValueMin, resultValueMax } = lineItem.fields;
    if (row.score !== undefined && (row.score < resultValueMin || row.score > resultValueMax)) {
      report('score', `${row.score} is outside the line item's range ${resultValueMin} to ${resultValueMax}`);
      return null;
    }
    return { school: lineItem.school, fields: { lineItemSourcedId: row.lineItemSourcedId, studentSourcedId: row.studentSourcedId, score: row.scoreStatus === 'exempt' ? null : (row.score ?? null) } };
  });

  return errors.length > 0 ? { ok: false, errors } : { ok: true, plan: { touched, gradebook } };
};
