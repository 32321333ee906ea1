import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Campus } from '@portal/contract';
import { callApi, requestWithHost, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsCreate, cmsDelete, cmsFind } from '../../test/cms-records.ts';
import { pdfDocumentTitle } from '../learning-virtues-goals/learning-virtues-goals-test-helpers.ts';

type ErrorBody = { responceObject: { records: null; error: { id: string; message: string } } };

const year = new Date().getFullYear();

/** A call as a person of a campus, through that campus's host name. */
async function send(username: string, path: string, { campus = 'sydney', method = 'GET', body }: { campus?: Campus; method?: string; body?: unknown } = {}) {
  const token = await tokenFor(username, campus);
  // A file answer (the report PDF) is kept as text by requestWithHost; callApi reads JSON only.
  return requestWithHost<ErrorBody>(path, campus === 'sydney' ? new URL(inject('stack').url).host : 'armidale.localhost', { token, method, body });
}

async function get(username: string, path: string, campus: Campus = 'sydney') {
  return send(username, path, { campus });
}

/** Every per-student call of the dashboard, for a student's username. */
const STUDENT_CALLS: Array<{ name: string; call: (student: string) => { path: string; method?: string; body?: unknown } }> = [
  { name: 'plotcourse', call: (s) => ({ path: `plotcourse/?username=${s}` }) },
  { name: 'plottask', call: (s) => ({ path: `plottask/?username=${s}&courseId=9ENG` }) },
  { name: 'student-academic-reports', call: (s) => ({ path: `student-academic-reports/?username=${s}` }) },
  { name: 'student-academic-reports/download', call: (s) => ({ path: 'student-academic-reports/download', method: 'POST', body: { username: s, filename: `Mia_Taylor_Semester_1_${year}.pdf` } }) },
  { name: 'student-learning-behaviour', call: (s) => ({ path: `student-learning-behaviour/?username=${s}&type=LEARNING_BEHAVIOUR_ANNUAL` }) },
  { name: 'learning-behaviour-by-course', call: (s) => ({ path: `learning-behaviour-by-course/?username=${s}` }) },
  { name: 'student-learning-goals', call: (s) => ({ path: `student-learning-goals/?username=${s}&semester=Semester%201&selected_year=${year}` }) },
  { name: 'homeroom-comments', call: (s) => ({ path: `homeroom-comments/?username=${s}&semester=Semester%201&selected_year=${year}` }) },
  { name: 'absences/absence-summary', call: (s) => ({ path: `absences/absence-summary/?username=${s}` }) },
  { name: 'absences/percentage', call: (s) => ({ path: `absences/percentage/?username=${s}` }) },
  { name: 'my-day-timetables', call: (s) => ({ path: `my-day-timetables/?username=${s}` }) },
  { name: 'upcoming-tasks', call: (s) => ({ path: 'upcoming-tasks/', method: 'POST', body: { username: s } }) },
];

async function callAs(username: string, student: string, call: (typeof STUDENT_CALLS)[number]['call'], campus: Campus = 'sydney') {
  const { path, method, body } = call(student);
  return send(username, path, { campus, method, body });
}

describe('dashboard student selection', () => {
  it('gives a carer their two children, with their years', async () => {
    const list = answerOf('GET students', await get('carer1', 'students?auth_username=carer1'));
    expect(list.students.map((s) => s.student)).toEqual(['Mia Taylor', 'Noah Taylor']);
    expect(list.year_list).toEqual([9, 11]);
    const carerStudents = answerOf('GET carerstudents', await get('carer1', 'carerstudents?auth_username=carer1&student_group=Senior%20School%20Students'));
    expect(carerStudents.map((s) => s.username).sort()).toEqual(['student1', 'student2']);
    expect(carerStudents[0]).toMatchObject({ firstname: expect.any(String), STUDENT_NUMBER: expect.any(String) });
  });

  it('gives a student only themself and faculty every student of their campus', async () => {
    const own = answerOf('GET students', await get('student1', 'students?auth_username=student1'));
    expect(own.students.map((s) => s.username)).toEqual(['student1']);
    const all = answerOf('GET students', await get('teacher1', 'students'));
    expect(all.students.map((s) => s.username)).toContain('student3');
    expect(all.students.map((s) => s.username)).not.toContain('student10');
    expect(all.year_list).toEqual([7, 8, 9, 10, 11, 12]);
  });

  it("answers 404 for another person's username in the query", async () => {
    expect((await get('carer1', 'students?auth_username=carer2')).status).toBe(404);
    expect((await get('student1', 'students?auth_username=carer1')).status).toBe(404);
    expect((await get('carer1', 'carerstudents?auth_username=carer2&student_group=Senior%20School%20Students')).status).toBe(404);
    expect((await get('student1', 'carerstudents?auth_username=student1&student_group=Senior%20School%20Students')).status).toBe(404);
    // The Armidale carer1 shares the username but not the children.
    const armidale = answerOf('GET students', await get('carer1', 'students?auth_username=carer1', 'armidale'));
    expect(armidale.students.map((s) => s.username)).toEqual(['student10']);
  });

  it('refuses a query it does not understand with a message', async () => {
    const missingGroup = await get('carer1', 'carerstudents?auth_username=carer1');
    expect(missingGroup.status).toBe(400);
    const badType = await get('carer1', 'student-learning-behaviour/?username=student1&type=WEEKLY');
    expect(badType.status).toBe(400);
    expect(badType.body.responceObject.error.message).toContain('LEARNING_BEHAVIOUR_ANNUAL');
    const badSemester = await get('carer1', `student-learning-goals/?username=student1&semester=Term%201&selected_year=${year}`);
    expect(badSemester.status).toBe(400);
    expect(badSemester.body.responceObject.error.message).toContain('Choose Semester 1 or Semester 2.');
  });
});

describe('per-student authorization', () => {
  it.each(STUDENT_CALLS)('$name: a carer reads their children only', async ({ call }) => {
    expect((await callAs('carer1', 'student1', call)).status).toBe(200);
    expect((await callAs('carer1', 'student7', call)).status).toBe(404);
    expect((await callAs('carer1', 'nobody.here', call)).status).toBe(404);
  });

  it.each(STUDENT_CALLS)('$name: a student reads only themself', async ({ call }) => {
    expect((await callAs('student1', 'student1', call)).status).toBe(200);
    expect((await callAs('student1', 'student2', call)).status).toBe(404);
  });

  it.each(STUDENT_CALLS)('$name: faculty read their own campus only', async ({ name, call }) => {
    if (name !== 'student-academic-reports/download') expect((await callAs('teacher1', 'student3', call)).status).toBe(200);
    expect((await callAs('teacher1', 'student10', call)).status).toBe(404);
    expect((await callAs('carer1', 'student1', call, 'armidale')).status).toBe(404);
  });
});

describe('what the dashboard shows', () => {
  it('answers the box plot of courses and the tasks of one course', async () => {
    const courses = answerOf('GET plotcourse', await get('carer1', 'plotcourse/?username=student1'));
    expect(courses.map((c) => c.course)).toContain('English');
    // The boxes are the cohort's, from the imported gradebook: ordered, the student's result inside, and boxes, not lines.
    for (const course of courses) {
      expect([course.minimum, course.q1, course.median, course.q3, course.maximum]).toEqual([...[course.minimum, course.q1, course.median, course.q3, course.maximum]].sort((a, b) => a - b));
      expect(course.result).toBeGreaterThanOrEqual(course.minimum);
      expect(course.result).toBeLessThanOrEqual(course.maximum);
    }
    expect(courses.every((course) => course.minimum < course.maximum)).toBe(true);
    const tasks = answerOf('GET plottask', await get('carer1', 'plottask/?username=student1&courseId=9ENG'));
    expect(tasks.map((t) => t.task)).toEqual(['Task 1: research', 'Task 2: in-class test', 'Task 3: examination']);
    expect(answerOf('GET plotcourse', await get('teacher1', 'plotcourse/?username=student3'))).toEqual([]);
  });

  it('lists the reports and downloads a standard one as the school\'s own imported PDF, but not a custom one', async () => {
    const reports = answerOf('GET student-academic-reports', await get('carer1', 'student-academic-reports/?username=student1'));
    expect(reports).toHaveLength(3);
    const standard = reports.find((r) => r.FILE_PATH !== 'custom')!;
    const custom = reports.find((r) => r.FILE_PATH === 'custom')!;
    expect(custom.FILE_ID).toMatch(/^https:/);
    const token = await tokenFor('carer1');
    const response = await fetch(`${inject('stack').url}/api/student-academic-reports/download`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'student1', filename: standard.FILENAME }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(standard.FILENAME);
    const pdf = Buffer.from(await response.arrayBuffer());
    // Byte for byte the PDF the import stored privately (the seed's reporting system made it), not one drawn from the record.
    const [stored] = await cmsFind<{ pdf_file: string }>('academic-reports', { FILENAME: { $eq: standard.FILENAME } });
    expect(pdf.equals(await readFile(path.join(inject('stack').privateFilesDir, stored!.pdf_file)))).toBe(true);
    expect(pdfDocumentTitle(pdf)).toBe(`Semester 1 ${year} report: Mia Taylor`);
    const customDownload = await callApi('student-academic-reports/download', { token, method: 'POST', body: { username: 'student1', filename: custom.FILENAME } });
    expect(customDownload.status).toBe(404);
    const otherChildsFile = await callApi('student-academic-reports/download', { token, method: 'POST', body: { username: 'student2', filename: standard.FILENAME } });
    expect(otherChildsFile.status).toBe(404);
  });

  it('answers learning behaviours by type, and nothing for a student with no ratings this year', async () => {
    const annual = answerOf('GET student-learning-behaviour', await get('carer1', 'student-learning-behaviour/?username=student1&type=LEARNING_BEHAVIOUR_ANNUAL'));
    expect(annual.map((r) => r.learning_behaviour).sort()).toEqual(['Engagement', 'Organisation', 'Persistence', 'Respect']);
    for (const rating of annual) {
      expect(rating.this_year).toBeGreaterThan(0);
      expect(['Up', 'Down', 'Maintaining']).toContain(rating.trending);
    }
    const byBehaviour = answerOf('GET student-learning-behaviour', await get('carer1', 'student-learning-behaviour/?username=student1&type=LEARNING_BY_BEHAVIOUR'));
    expect(byBehaviour).toHaveLength(4 * 3);
    // The summary says what the detail's latest report and Trending columns say.
    for (const rating of annual) {
      const inDetail = byBehaviour.find((r) => r.learning_behaviour === rating.learning_behaviour && r.report_period === 'Term 3');
      expect([rating.report_period, rating.perc, rating.trending]).toEqual(['Term 3', inDetail?.perc, inDetail?.trending]);
    }
    const byCourse = answerOf('GET student-learning-behaviour', await get('carer1', 'student-learning-behaviour/?username=student1&type=LEARNING_BY_COURSE'));
    expect(byCourse).toHaveLength(6 * 3);
    expect(byCourse.every((r) => r.course !== null && r.learning_behaviour === null)).toBe(true);
    const detail = answerOf('GET learning-behaviour-by-course', await get('carer1', 'learning-behaviour-by-course/?username=student1'));
    expect(detail).toHaveLength(6 * 4);
    expect(new Set(detail.map((r) => r.report_period))).toEqual(new Set(['Term 3']));
    expect(answerOf('GET student-learning-behaviour', await get('teacher1', 'student-learning-behaviour/?username=student3&type=LEARNING_BEHAVIOUR_ANNUAL'))).toEqual([]);
  });

  it('answers the goals and homeroom comments of a semester', async () => {
    const goals = answerOf('GET student-learning-goals', await get('carer1', `student-learning-goals/?username=student2&semester=Semester%201&selected_year=${year}`));
    expect(goals).toHaveLength(1);
    expect(goals[0]!.goal_list).toContain('Read for 20 minutes every night');
    const comments = answerOf('GET homeroom-comments', await get('carer1', `homeroom-comments/?username=student2&semester=Semester%201&selected_year=${year}`));
    expect(comments[0]).toMatchObject({ home_class: '11R', comment: expect.stringContaining('Noah') });
    expect(answerOf('GET homeroom-comments', await get('carer1', `homeroom-comments/?username=student2&semester=Semester%201&selected_year=${year - 2}`))).toEqual([]);
  });

  it('counts verified and unverified absences this year and the attendance rate', async () => {
    const absences = await cmsFind<{ is_verified: boolean }>('absences', {
      student: { username: { $eq: 'student1' } },
      absence_date: { $gte: `${year}-01-01` },
    });
    const summary = answerOf('GET absences/absence-summary', await get('carer1', 'absences/absence-summary/?username=student1'));
    expect(summary.green).toBe(absences.filter((a) => a.is_verified).length);
    expect(summary.red).toBe(absences.filter((a) => !a.is_verified).length);
    expect(summary.percentage).toBeGreaterThan(0);
    expect(summary.percentage).toBeLessThanOrEqual(100);
    const rate = answerOf('GET absences/percentage', await get('student1', 'absences/percentage/?username=student1'));
    expect(rate).toEqual({ STUDENT_NUMBER: '20230141', percentage: summary.percentage });
  });

  it("answers a student's day and a teacher's own day only", async () => {
    const day = answerOf('GET my-day-timetables', await get('student1', 'my-day-timetables/?username=student1'));
    expect(day).toHaveLength(6);
    expect(new Set(day.map((p) => p.day_date)).size).toBe(1);
    expect(day[0]).toMatchObject({ period: 'Period 1', start_time: '08:50' });
    const teacher = answerOf('GET teacher-day-timetable', await get('teacher1', 'teacher-day-timetable/?username=teacher1'));
    expect(teacher).toHaveLength(5);
    expect((await get('student1', 'teacher-day-timetable/?username=teacher1')).status).toBe(404);
    expect((await get('teacher1', 'teacher-day-timetable/?username=editor1')).status).toBe(404);
    const tasks = await callApi('upcoming-tasks/', { token: await tokenFor('teacher1'), method: 'POST', body: { username: 'teacher1' } });
    expect(answerOf('POST upcoming-tasks', tasks).every((t) => t.DUE_DATE >= new Date().toISOString().slice(0, 10))).toBe(true);
    expect((await callApi('upcoming-tasks/', { token: await tokenFor('student1'), method: 'POST', body: { username: 'teacher1' } })).status).toBe(404);
  });
});

/**
 * The school system files timetable periods under a username alone (the timetable records have
 * no campus and no person), and portal people's usernames repeat across campuses (admin1 and
 * carer1 are two people each): a namesake of the other campus never sees another's periods.
 * (Student records' usernames are unique across campuses: Armidale's carer1 asking for Sydney's
 * student1 is refused above, in 'per-student authorization'.)
 */
describe('timetables of namesakes', () => {
  it("shows a teacher none of their namesake's periods of the other campus", async () => {
    const day = '2099-03-02';
    const id = await cmsCreate('teacher-day-timetables', {
      username: 'admin1', day_date: day, period: 'Period 1', start_time: '08:50:00.000', end_time: '09:45:00.000', course: 'Sydney admin1’s class', class_name: '9ENG A', room: 'A10',
    });
    try {
      const armidale = await send('admin1', `teacher-day-timetable/?username=admin1&day_date=${day}`, { campus: 'armidale' });
      expect(answerOf('GET teacher-day-timetable', armidale)).toEqual([]);
      // Nor the tasks of its classes.
      expect(answerOf('POST upcoming-tasks', await send('admin1', 'upcoming-tasks/', { campus: 'armidale', method: 'POST', body: { username: 'admin1' } }))).toEqual([]);
      // Whose the period is cannot be told while both campuses have an admin1: nobody's, the Sydney one's neither.
      expect(answerOf('GET teacher-day-timetable', await get('admin1', `teacher-day-timetable/?username=admin1&day_date=${day}`))).toEqual([]);
    } finally {
      await cmsDelete('teacher-day-timetables', id);
    }
    expect((await get('admin1', `teacher-day-timetable/?username=teacher1&day_date=${day}`)).status).toBe(404);
  });
});
