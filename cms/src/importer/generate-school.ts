import { manifestOf, type CsvFile } from './csv-files';
import { bindingColumns } from './oneroster/binding';
import { gradebookFiles, gradebookModes } from './gradebook/gradebook-files';

/**
 * A made-up school of `students` students as its school system would export it, for the
 * importer's tests and benchmark: one Sydney campus, a teacher per 20 students (and a site
 * administrator), a carer per student with every third student a younger sibling of the
 * one before, homerooms per year, a sport group each, `absencesPerStudent` absences, and a
 * gradebook of 2026 (English, Mathematics and Science per year, two tasks each, every student scored).
 * Usernames (`gen.*`) and STUDENT_NUMBERs (`G*`) never clash with the demo school's. With
 * `familyInfo`, each student's year info (two key dates) and fee account (three lines) for 2026.
 */
export const generatedSchoolFolder = ({
  students,
  absencesPerStudent = 3,
  familyInfo = false,
}: {
  students: number;
  absencesPerStudent?: number;
  familyInfo?: boolean;
}): Record<string, CsvFile> => {
  const org = 'gen-org-sydney';
  const teachers = Math.max(6, Math.ceil(students / 20));
  const yearOf = (index: number) => 7 + (index % 6);
  const grade = (year: number) => String(year).padStart(2, '0');
  const studentId = (index: number) => `gen-s${index}`;
  // A sibling (every third student) shares the previous student's carer.
  const carerIndexOf = (index: number) => (index % 3 === 2 ? index - 1 : index);
  const carerId = (index: number) => `gen-c${carerIndexOf(index)}`;
  const teacherId = (index: number) => `gen-t${index}`;

  const users: Record<string, unknown>[] = [];
  const roles: Record<string, unknown>[] = [];
  const memberships: Record<string, unknown>[] = [];
  const person = (sourcedId: string, role: string, cells: Record<string, unknown>) => {
    users.push({ sourcedId, enabledUser: 'true', primaryOrgSourcedId: org, ...cells });
    roles.push({ sourcedId: `role-${sourcedId}`, userSourcedId: sourcedId, roleType: 'primary', role, orgSourcedId: org });
  };
  for (let index = 0; index < teachers; index += 1) {
    person(teacherId(index), index === 0 ? 'siteAdministrator' : 'teacher', {
      username: `gen.teacher${index}`,
      givenName: 'Teacher',
      familyName: `Number${index}`,
      email: `gen.teacher${index}@staff.example.com`,
    });
  }
  for (let index = 0; index < students; index += 1) {
    person(studentId(index), 'student', {
      username: `gen.student${index}`,
      givenName: 'Student',
      familyName: `Number${index}`,
      identifier: `G${String(index).padStart(7, '0')}`,
      email: `gen.student${index}@students.example.com`,
      grades: [grade(yearOf(index))],
      agentSourcedIds: [carerId(index)],
    });
    memberships.push({
      userSourcedId: studentId(index),
      groupName: ['Athletics', 'Swimming', 'Netball'][index % 3],
      groupType: 'Sport',
    });
    if (carerIndexOf(index) === index) {
      person(carerId(index), 'parent', {
        username: `gen.carer${index}`,
        givenName: 'Carer',
        familyName: `Number${index}`,
        email: `gen.carer${index}@example.com`,
      });
    }
  }

  const attendance: Record<string, unknown>[] = [];
  for (let index = 0; index < students; index += 1) {
    for (let day = 0; day < absencesPerStudent; day += 1) {
      const date = new Date(Date.UTC(2026, 1, 2 + ((index + day * 7) % 60)));
      const iso = date.toISOString().slice(0, 10);
      attendance.push({
        DAILY_ATTENDANCE_ID: `GDA-${index}-${day}`,
        STUDENT_NUMBER: `G${String(index).padStart(7, '0')}`,
        absence_date: iso,
        absence_type: day % 2 === 0 ? 'whole_day' : 'late',
        is_verified: day % 2 === 0 ? 'true' : 'false',
        reason: day % 2 === 0 ? 'Sick' : '',
      });
    }
  }

  const studentsOfYear = (year: number) =>
    Array.from({ length: students }, (_, index) => index)
      .filter((index) => yearOf(index) === year)
      .map(studentId);
  const gradebook = gradebookFiles({
    prefix: 'gen',
    org,
    year: 2026,
    courses: [7, 8, 9, 10, 11, 12].flatMap((year, yearIndex) =>
      [
        ['ENG', 'English'],
        ['MAT', 'Mathematics'],
        ['SCI', 'Science'],
      ].map(([code, title], courseIndex) => ({
        code: `${year}${code}`,
        title: title!,
        grade: grade(year),
        students: studentsOfYear(year),
        teacher: teacherId((yearIndex + courseIndex) % teachers),
        tasks: [
          { title: 'Task 1: assignment', outOf: 20 },
          { title: 'Task 2: examination', outOf: 100 },
        ],
        // Spread from 40% to 94% of the task's marks, the same every run.
        score: (student: string, task: number) =>
          Math.round((40 + ((Number(student.slice(5)) * 37 + task * 17 + courseIndex * 11) % 55)) * (task === 0 ? 0.2 : 1)),
      })),
    ),
  });

  const yearInfo: Record<string, unknown>[] = [];
  const financialInfo: Record<string, unknown>[] = [];
  for (let index = 0; familyInfo && index < students; index += 1) {
    const STUDENT_NUMBER = `G${String(index).padStart(7, '0')}`;
    const year = {
      STUDENT_NUMBER,
      academic_year: 2026,
      form_run: yearOf(index),
      home_class: `${yearOf(index)}S`,
      house: 'Banksia',
      is_new_student: String(yearOf(index) === 7),
    };
    yearInfo.push(
      { ...year, key_date: '2026-03-10', key_date_title: 'Parent-teacher interviews' },
      { ...year, key_date: '2026-04-10', key_date_title: 'Last day of term' },
    );
    const account = { STUDENT_NUMBER, academic_year: 2026, account_number: `GFA-${index}`, next_due_date: '2026-03-31' };
    financialInfo.push(
      { ...account, line_date: '2026-01-15', description: 'Tuition fees 2026', amount: '5250', kind: 'charge' },
      { ...account, line_date: '2026-01-15', description: 'Technology levy', amount: '320.50', kind: 'charge' },
      { ...account, line_date: '2026-02-10', description: 'Payment received', amount: '2000', kind: 'payment' },
    );
  }

  return {
    ...(familyInfo
      ? {
          yearInfo: {
            columns: [
              'status',
              'STUDENT_NUMBER',
              'academic_year',
              'form_run',
              'home_class',
              'house',
              'start_date',
              'is_new_student',
              'key_date',
              'key_date_title',
            ],
            rows: yearInfo,
          },
          financialInfo: {
            columns: [
              'status',
              'STUDENT_NUMBER',
              'academic_year',
              'account_number',
              'next_due_date',
              'line_date',
              'description',
              'amount',
              'kind',
            ],
            rows: financialInfo,
          },
        }
      : {}),
    manifest: manifestOf({ orgs: 'bulk', users: 'bulk', roles: 'bulk', ...gradebookModes('bulk') }, 'Generated school'),
    orgs: {
      columns: bindingColumns('orgs'),
      rows: [{ sourcedId: org, name: 'Generated School', type: 'school', identifier: 'sydney' }],
    },
    users: { columns: bindingColumns('users'), rows: users },
    roles: { columns: bindingColumns('roles'), rows: roles },
    groupMemberships: { columns: ['userSourcedId', 'groupName', 'groupType'], rows: memberships },
    homerooms: {
      columns: ['orgSourcedId', 'grade', 'homeroomTeacherSourcedId', 'headOfYearSourcedId'],
      rows: [7, 8, 9, 10, 11, 12].map((year, index) => ({
        orgSourcedId: org,
        grade: grade(year),
        homeroomTeacherSourcedId: teacherId(index),
        headOfYearSourcedId: teacherId((index + 1) % 6),
      })),
    },
    attendance: {
      columns: [
        'DAILY_ATTENDANCE_ID',
        'status',
        'STUDENT_NUMBER',
        'absence_date',
        'end_date',
        'absence_type',
        'is_verified',
        'reason',
        'explanation',
        'notified_by_username',
      ],
      rows: attendance,
    },
    ...gradebook,
  };
};

/** Rows in a folder (all files but the manifest). */
export const rowCount = (files: Record<string, CsvFile>): number =>
  Object.entries(files).reduce((sum, [name, file]) => sum + (name === 'manifest' ? 0 : file.rows.length), 0);

/** The folder with one file's rows changed (a test's way to break or extend the generated school). */
export const withRows = (
  files: Record<string, CsvFile>,
  name: string,
  change: (rows: Record<string, unknown>[]) => Record<string, unknown>[],
): Record<string, CsvFile> => ({
  ...files,
  [name]: { ...files[name]!, rows: change([...files[name]!.rows]) },
});

/**
 * The generated school with an Armidale school (identifier `armidale`), a Year `grade` student
 * there (gen-as0, GA000000), and gen-c0 that student's guardian: a secondary role at Armidale.
 */
export const withSecondCampus = (files: Record<string, CsvFile>, grade = '08'): Record<string, CsvFile> => {
  const student = {
    sourcedId: 'gen-as0',
    enabledUser: 'true',
    username: 'gen.arm.student0',
    givenName: 'Ari',
    familyName: 'Number0',
    identifier: 'GA000000',
    grades: [grade],
    agentSourcedIds: ['gen-c0'],
  };
  let folder = withRows(files, 'orgs', (rows) => [
    ...rows,
    { sourcedId: 'gen-org-armidale', name: 'Generated School, Armidale', type: 'school', identifier: 'armidale' },
  ]);
  folder = withRows(folder, 'users', (rows) => [...rows, student]);
  return withRows(folder, 'roles', (rows) => [
    ...rows,
    {
      sourcedId: 'role-gen-as0',
      userSourcedId: 'gen-as0',
      roleType: 'primary',
      role: 'student',
      orgSourcedId: 'gen-org-armidale',
    },
    {
      sourcedId: 'role-gen-c0-armidale',
      userSourcedId: 'gen-c0',
      roleType: 'secondary',
      role: 'guardian',
      orgSourcedId: 'gen-org-armidale',
    },
  ]);
};
