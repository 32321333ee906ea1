import { asDelta, manifestOf, type CsvFile } from '../importer/csv-files';
import { bindingColumns } from '../importer/oneroster/binding';
import { gradebookFiles, gradebookModes } from '../importer/gradebook/gradebook-files';
import { isoDate, nextSchoolDays, schoolDayBefore, schoolYear, shiftDays } from './clock';
import { idOf, pickOne, type Ids, type SeedContext } from './context';
import { renderDemoReport } from './report-pdfs';
import { CARER_LINKS, homeroomTeacherName, importGeneratedFolder, orgOf, personEmail, personName, studentProfile, type StudentProfile } from './school';

/**
 * The rows of the records folder the school system would send (cms/src/importer/README.md,
 * "Files OneRoster does not cover"), filled in the order the records are made.
 */
type RecordRows = Record<'attendance' | 'learningBehaviours' | 'learningGoals' | 'homeroomComments' | 'academicReports' | 'timetables', Record<string, unknown>[]>;

const RECORD_COLUMNS: Record<keyof RecordRows, string[]> = {
  attendance: ['DAILY_ATTENDANCE_ID', 'status', 'STUDENT_NUMBER', 'absence_date', 'end_date', 'absence_type', 'is_verified', 'reason', 'explanation', 'notified_by_username'],
  learningBehaviours: ['status', 'STUDENT_NUMBER', 'academic_year', 'report_period', 'learning_behaviour', 'course', 'perc', 'this_year', 'trending'],
  learningGoals: ['status', 'STUDENT_NUMBER', 'academic_year', 'semester', 'goals', 'reflections'],
  homeroomComments: ['status', 'STUDENT_NUMBER', 'academic_year', 'semester', 'comment', 'home_class', 'home_teacher'],
  academicReports: ['FILE_ID', 'status', 'STUDENT_NUMBER', 'FILENAME', 'FILE_PATH', 'LAST_UPDATED'],
  timetables: ['status', 'timetable', 'username', 'day_date', 'period', 'start_time', 'end_time', 'course', 'class_name', 'room', 'teacher'],
};

const COURSES: Record<number, [string, string][]> = {
  9: [['9ENG', 'English'], ['9MAT', 'Mathematics'], ['9SCI', 'Science'], ['9HIS', 'History'], ['9VA', 'Visual Arts'], ['9PDH', 'PDHPE']],
  11: [['11ENA', 'English Advanced'], ['11MX1', 'Mathematics Extension 1'], ['11BIO', 'Biology'], ['11CHE', 'Chemistry'], ['11MOD', 'Modern History'], ['11MUS', 'Music 1']],
};

const BEHAVIOURS = ['Organisation', 'Engagement', 'Respect', 'Persistence'];
const REPORT_PERIODS = ['Term 1', 'Term 2', 'Term 3'];
/** The behaviour scale: Rarely, Sometimes, Usually, Consistently. */
const SCALE = [25, 50, 75, 100];

const round1 = (value: number) => Math.round(value * 10) / 10;

const coursesOf = (profile: StudentProfile): [string, string][] => {
  const courses = COURSES[profile.year];
  if (!courses) {
    throw new Error(`No seeded courses for year ${profile.year}`);
  }
  return courses;
};

// Days before now on which each student was away, with the carer's reason when one was given.
const ABSENCES: Record<string, { daysAgo: number; type: string; verified: boolean; reason: string | null }[]> = {
  'syd-student1': [
    { daysAgo: 2, type: 'whole_day', verified: false, reason: null },
    { daysAgo: 9, type: 'late', verified: false, reason: null },
    { daysAgo: 23, type: 'whole_day', verified: true, reason: 'Sick (cold)' },
    { daysAgo: 38, type: 'partial', verified: true, reason: 'Dental appointment' },
    { daysAgo: 61, type: 'whole_day', verified: true, reason: 'Family event' },
    { daysAgo: 84, type: 'whole_day', verified: true, reason: 'Sick (gastro)' },
    { daysAgo: 85, type: 'whole_day', verified: true, reason: 'Sick (gastro)' },
  ],
  'syd-student2': [
    { daysAgo: 5, type: 'whole_day', verified: false, reason: null },
    { daysAgo: 30, type: 'early_leave', verified: true, reason: 'Representative swimming' },
    { daysAgo: 52, type: 'whole_day', verified: true, reason: 'Sick' },
    { daysAgo: 97, type: 'whole_day', verified: true, reason: 'Medical appointment' },
  ],
};

const absenceRows = (ctx: SeedContext, profile: StudentProfile, rows: RecordRows) => {
  const taken = new Set<string>();
  for (const absence of ABSENCES[profile.directoryId] ?? []) {
    // A day off that falls on a weekend moves back to a school day not already used.
    let day = schoolDayBefore(ctx.now, -absence.daysAgo);
    while (taken.has(isoDate(day))) {
      day = schoolDayBefore(day, -1);
    }
    taken.add(isoDate(day));
    rows.attendance.push({
      STUDENT_NUMBER: profile.studentNumber,
      DAILY_ATTENDANCE_ID: `DA-${profile.studentNumber}-${isoDate(day).replace(/-/g, '')}`,
      absence_date: isoDate(day),
      absence_type: absence.type,
      is_verified: absence.verified,
      reason: absence.reason,
      explanation: absence.reason ? `${absence.reason}. Notified by carer.` : null,
      notified_by_username: absence.reason ? 'carer1' : null,
    });
  }
};

const behaviourRows = (ctx: SeedContext, profile: StudentProfile, rows: RecordRows) => {
  const year = schoolYear(ctx.now);
  for (const [, course] of coursesOf(profile)) {
    for (const behaviour of BEHAVIOURS) {
      let previous: number | null = null;
      let total = 0;
      for (const [index, period] of REPORT_PERIODS.entries()) {
        const perc = pickOne(ctx.random, index === 0 ? SCALE.slice(1) : SCALE.slice(1 + Math.floor(ctx.random() * 2)));
        total += perc;
        const trending = previous === null || previous === perc ? 'Maintaining' : perc > previous ? 'Up' : 'Down';
        rows.learningBehaviours.push({
          STUDENT_NUMBER: profile.studentNumber,
          academic_year: year,
          report_period: period,
          learning_behaviour: behaviour,
          course,
          perc,
          this_year: round1(total / (index + 1)),
          trending,
        });
        previous = perc;
      }
    }
  }
};

const TASKS = ['Task 1: research', 'Task 2: in-class test', 'Task 3: examination'];

// The classmates of carer1's children, so that each box plot has a cohort to show: students of
// the school system without carers or email (the demo sends them nothing).
const CLASSMATES: Record<number, [string, string][]> = {
  9: [['Ruby', 'Harper'], ['Leo', 'Russo'], ['Evie', 'Doyle'], ['Archie', 'Singh'], ['Matilda', 'Ross'], ['Kai', 'Fraser'], ['Sienna', 'Park']],
  11: [['Hugo', 'Bennett'], ['Layla', 'Cooper'], ['Finn', 'Murphy'], ['Ella', 'Grant'], ['Mason', 'Hayes'], ['Willow', 'Price'], ['Arjun', 'Mehta']],
};
const classmateId = (year: number, index: number) => `syd-classmate-${year}-${index + 1}`;

/**
 * The school system's gradebook of this year for carer1's children's classes (OneRoster 1.2:
 * sessions, courses, classes, enrollments, line items and results) with their classmates as
 * users; the importer derives the box plots from it. Scores centre on a course's own level.
 */
const gradebookFolder = (ctx: SeedContext, profiles: StudentProfile[]): Record<string, CsvFile> => {
  const org = orgOf('sydney');
  const teachers = ['syd-teacher1', 'syd-hannah.reid', 'syd-marcus.lee', 'syd-tom.walsh'];
  const classmates = profiles.flatMap((profile) =>
    (CLASSMATES[profile.year] ?? []).map(([givenName, familyName], index) => ({
      sourcedId: classmateId(profile.year, index),
      enabledUser: 'true',
      username: `${givenName}.${familyName}`.toLowerCase(),
      givenName,
      familyName,
      identifier: `${schoolYear(ctx.now) - profile.year + 7}0${500 + index}`,
      grades: [String(profile.year).padStart(2, '0')],
      primaryOrgSourcedId: org,
    })),
  );
  const courses = profiles.flatMap((profile) => {
    const students = [profile.directoryId, ...(CLASSMATES[profile.year] ?? []).map((_, index) => classmateId(profile.year, index))];
    return coursesOf(profile).map(([code, title], courseIndex) => {
      const level = 55 + Math.floor(ctx.random() * 20);
      const scores = new Map(students.map((student) => [student, TASKS.map(() => Math.max(0, Math.min(100, level - 15 + Math.floor(ctx.random() * 35))))]));
      return {
        code,
        title,
        grade: String(profile.year).padStart(2, '0'),
        students,
        teacher: teachers[courseIndex % teachers.length],
        tasks: TASKS.map((task) => ({ title: task, outOf: 100 })),
        score: (student: string, task: number) => scores.get(student)![task]!,
      };
    });
  });
  // The classmates come as a delta (the school's people are imported before, in bulk).
  return {
    orgs: asDelta({ columns: bindingColumns('orgs'), rows: [{ sourcedId: org, name: 'Wattle Grove School, Sydney campus', type: 'school', identifier: 'sydney' }] }, ctx.now),
    users: asDelta({ columns: bindingColumns('users'), rows: classmates }, ctx.now),
    roles: asDelta(
      {
        columns: bindingColumns('roles'),
        rows: classmates.map((user) => ({ sourcedId: `role-${user.sourcedId}`, userSourcedId: user.sourcedId, roleType: 'primary', role: 'student', orgSourcedId: org })),
      },
      ctx.now,
    ),
    ...gradebookFiles({ prefix: 'syd', org, year: schoolYear(ctx.now), courses }),
  };
};

/** The grades a demo report gives, course by course (the seed's courses, in order). */
const REPORT_GRADES = ['A', 'B', 'B', 'A', 'C', 'B'];

const seedReportsAndGoals = async (ctx: SeedContext, profile: StudentProfile, studentId: string, rows: RecordRows, reportPdfs: Record<string, Buffer>) => {
  const year = schoolYear(ctx.now);
  const fileName = (label: string, reportYear: number) =>
    `${profile.name.replace(/ /g, '_')}_${label.replace(/ /g, '_')}_${reportYear}.pdf`;
  const reports = [
    { label: 'Semester 1', year, daysAgo: 60, custom: false },
    { label: 'Semester 2', year: year - 1, daysAgo: 240, custom: false },
    { label: 'Semester 1', year: year - 1, daysAgo: 420, custom: true },
  ];
  for (const report of reports) {
    const name = fileName(report.label, report.year);
    const issued = shiftDays(ctx.now, -report.daysAgo, 16);
    // Reports from the old system are files with their own link ("custom"); newer ones come as
    // PDFs in the folder's reports/ and are requested by form post.
    const filePath = report.custom ? 'custom' : `reports/${report.year}/${profile.studentNumber}/${name}`;
    rows.academicReports.push({
      STUDENT_NUMBER: profile.studentNumber,
      FILENAME: name,
      FILE_PATH: filePath,
      FILE_ID: report.custom ? `https://reports.example.com/archive/${profile.studentNumber}/${name}` : `${profile.studentNumber}-${report.year}-${report.label.slice(-1)}`,
      LAST_UPDATED: issued.toISOString(),
    });
    if (!report.custom) {
      reportPdfs[filePath] = await renderDemoReport({
        title: `${report.label} ${report.year} report: ${profile.name}`,
        student: profile.name,
        studentNumber: profile.studentNumber,
        year: report.year === year ? profile.year : profile.year - 1,
        period: `${report.label} ${report.year}`,
        issued,
        homeroomTeacher: homeroomTeacherName(profile.year),
        courses: coursesOf(profile).map(([, course], index) => ({
          course,
          grade: REPORT_GRADES[index % REPORT_GRADES.length]!,
          comment: `${profile.name.split(' ')[0]} works steadily in ${course} and responds well to feedback.`,
        })),
        homeroomComment: `${profile.name.split(' ')[0]} is a positive member of the homeroom who supports others.`,
      });
    }
  }

  const homeroomTeacher = homeroomTeacherName(profile.year);
  const semesters: [number, string][] = [[year, 'Semester 1'], [year, 'Semester 2'], [year - 1, 'Semester 2']];
  for (const [goalYear, semester] of semesters) {
    rows.learningGoals.push({
      STUDENT_NUMBER: profile.studentNumber,
      academic_year: goalYear,
      semester,
      goals: [
        'Hand in every assessment task on time',
        `Ask at least one question per lesson in ${coursesOf(profile)[1]?.[1] ?? 'Mathematics'}`,
        'Read for 20 minutes every night',
      ].join('|'),
      reflections: [
        'I used a planner and did not miss a due date.',
        'Asking questions helped me understand the harder topics.',
      ].join('|'),
    });
    rows.homeroomComments.push({
      STUDENT_NUMBER: profile.studentNumber,
      academic_year: goalYear,
      semester,
      comment: `${profile.name.split(' ')[0]} is a positive member of the homeroom who supports others and is developing strong organisation.`,
      home_class: `${profile.year}${profile.year === 9 ? 'S' : 'R'}`,
      home_teacher: homeroomTeacher,
    });
  }

  const goals = [
    { area: 'Persistence', goal: 'Attempt every question in maths homework before asking for help.', strategies: 'Use worked examples; note where I get stuck.' },
    { area: 'Organisation', goal: 'Keep my planner up to date with all due dates.', strategies: 'Check the Assessment Tasks tab each Monday.' },
  ];
  for (const goal of goals) {
    await ctx.create('api::student-goal.student-goal', {
      student: studentId,
      academic_year: year,
      semester: 'Semester 2',
      goal_area: goal.area,
      goal: goal.goal,
      strategies: goal.strategies,
      reflection: null,
      created_by_username: profile.username,
    });
  }
};

const timetableRows = (ctx: SeedContext, students: StudentProfile[], rows: RecordRows) => {
  const periods: [string, string, string][] = [
    ['Period 1', '08:50', '09:45'],
    ['Period 2', '09:45', '10:40'],
    ['Period 3', '11:00', '11:55'],
    ['Period 4', '11:55', '12:50'],
    ['Period 5', '13:35', '14:30'],
    ['Period 6', '14:30', '15:25'],
  ];
  const teachers = ['Ms Sharma', 'Ms Reid', 'Mr Lee', 'Mr Walsh', 'Ms Liu', 'Ms Sharma'];
  for (const [dayIndex, day] of nextSchoolDays(ctx.now, 3).entries()) {
    for (const profile of students) {
      const courses = coursesOf(profile);
      for (const [index, [period, start, end]] of periods.entries()) {
        const course = courses[(index + dayIndex) % courses.length];
        if (!course) {
          continue;
        }
        rows.timetables.push({
          timetable: 'student',
          username: profile.username,
          day_date: isoDate(day),
          period,
          start_time: `${start}:00.000`,
          end_time: `${end}:00.000`,
          course: course[1],
          class_name: `${course[0]} ${index % 2 === 0 ? 'A' : 'B'}`,
          room: `${String.fromCharCode(65 + ((index + dayIndex) % 4))}${10 + index}`,
          teacher: teachers[index] ?? 'Ms Sharma',
        });
      }
    }
    // teacher1 teaches Year 9 English and has one free period a day.
    for (const [index, [period, start, end]] of periods.entries()) {
      if (index === (dayIndex + 2) % periods.length) {
        continue;
      }
      rows.timetables.push({
        timetable: 'teacher',
        username: 'teacher1',
        day_date: isoDate(day),
        period,
        start_time: `${start}:00.000`,
        end_time: `${end}:00.000`,
        course: 'English',
        class_name: `9ENG ${index % 2 === 0 ? 'A' : 'B'}`,
        room: `A${10 + index}`,
      });
    }
  }
};

const seedNotesAndRequests = async (ctx: SeedContext, studentIds: Ids, users: Ids) => {
  const notes = [
    { student: 'syd-student1', daysAgo: 6, noteType: 'General', note: 'Mia led her group well in the poetry workshop.', hrt: false },
    { student: 'syd-student1', daysAgo: 15, noteType: 'Uniform', note: 'Not wearing blazer to school; reminder given.', hrt: true },
    { student: 'syd-student2', daysAgo: 11, noteType: 'Behaviour', note: 'Left class without permission; discussed with Noah.', hrt: true },
  ];
  for (const note of notes) {
    const profile = studentProfile(note.student);
    await ctx.create('api::student-note.student-note', {
      note: note.note,
      noteType: note.noteType,
      created_by_username: 'teacher1',
      author: idOf(users, 'syd-teacher1'),
      created_date: shiftDays(ctx.now, -note.daysAgo, 14, 20).toISOString(),
      student_userid: idOf(users, note.student),
      student_username: profile.username,
      student: profile.name,
      email_self: true,
      email_hrt: note.hrt,
      email_recipients: [],
      is_recipients: false,
      visible_all: note.noteType === 'General',
      type: 'note',
    });
  }

  await ctx.create('api::school-psychology-request.school-psychology-request', {
    student: idOf(studentIds, 'syd-student2'),
    requested_by_username: 'carer1',
    requester: idOf(users, 'syd-carer1'),
    requester_name: personName('syd-carer1'),
    requester_email: personEmail('syd-carer1'),
    relationship: 'Parent',
    concerns: 'Noah has been anxious about exams and is sleeping badly.',
    preferred_contact: 'Phone after 4 pm',
    consent: true,
    request_status: 'submitted',
  });
};

/**
 * A few months of school records for Sydney carer1's children, and timetables for the demo
 * accounts. What the school system owns (absences, behaviours, goals, comments, reports,
 * timetables, and the gradebook the box plots come from) is imported from a generated records
 * folder; student goals, notes and psychology requests are written directly.
 */
export const seedStudentRecords = async (ctx: SeedContext, studentIds: Ids, users: Ids): Promise<void> => {
  const rows: RecordRows = { attendance: [], learningBehaviours: [], learningGoals: [], homeroomComments: [], academicReports: [], timetables: [] };
  const reportPdfs: Record<string, Buffer> = {};
  const profiles = CARER_LINKS.filter((link) => link.carer === 'syd-carer1').map((link) => studentProfile(link.student));
  for (const profile of profiles) {
    const studentId = idOf(studentIds, profile.directoryId);
    absenceRows(ctx, profile, rows);
    behaviourRows(ctx, profile, rows);
    await seedReportsAndGoals(ctx, profile, studentId, rows, reportPdfs);
  }
  timetableRows(ctx, profiles, rows);
  await seedNotesAndRequests(ctx, studentIds, users);
  const files: Record<string, CsvFile> = {
    manifest: manifestOf({ orgs: 'delta', users: 'delta', roles: 'delta', ...gradebookModes('bulk') }),
    ...gradebookFolder(ctx, profiles),
  };
  for (const name of Object.keys(rows) as (keyof RecordRows)[]) files[name] = { columns: RECORD_COLUMNS[name], rows: rows[name] };
  await importGeneratedFolder(ctx, files, reportPdfs);
};
