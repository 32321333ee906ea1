import type { LearningBehaviourRecord, PlotCourseRecord, StudentRecord } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSettings, buildUser } from '@/testing/factories.ts';
import { calls, envelope, errorEnvelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { browser } from '@/lib/browser.ts';
import { configure } from '@testing-library/react';

// The whole app renders, charts included: slower than one component on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const student = (username: string, name: string, year: number): StudentRecord => ({
  studentUid: `student${username.padStart(5, '0')}`,
  username,
  student: name,
  form_run: year,
  homeroom_teacher: 'Priya Sharma',
  homeroom_teacher_email: 'priya.sharma@example.test',
  head_of_year: 'Tom Walsh',
  head_of_year_email: 'tom.walsh@example.test',
  userUid: null,
});
const mia = student('student1', 'Mia Taylor', 9);
const noah = student('student2', 'Noah Taylor', 11);
const oliver = student('student3', 'Oliver Chen', 7);

const rating = (learning_behaviour: string, perc: number | null): LearningBehaviourRecord => ({
  report_period: 'Term 3',
  learning_behaviour,
  course: null,
  perc,
  this_year: perc,
  trending: perc === null ? null : 'Up',
});
const english: PlotCourseRecord = { courseId: '9ENG', course: 'English', minimum: 30, q1: 50, median: 60, q3: 70, maximum: 95, result: 66 };

/** A table's rows as its cells' texts (a stacked cell's column name, for eyes only, left out). */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.querySelector('.stacked-table__value') ?? cell).textContent));

function stubDashboard(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/settings/': { body: envelope([buildSettings()]) },
    'GET /api/students': { body: envelope({ year_list: [9, 11], students: [mia, noah] }) },
    'GET /api/carerstudents': {
      body: envelope([
        { firstname: 'Mia', surname: 'Taylor', username: 'student1', userUid: null, orgunit: null, STUDENT_NUMBER: '20230141' },
        { firstname: 'Noah', surname: 'Taylor', username: 'student2', userUid: null, orgunit: null, STUDENT_NUMBER: '20210087' },
      ]),
    },
    'GET /api/student-learning-behaviour/?username=student1&type=LEARNING_BY_BEHAVIOUR': { body: envelope([rating('Organisation', 75), rating('Respect', 100)]) },
    'GET /api/student-learning-behaviour/?username=student2&type=LEARNING_BY_BEHAVIOUR': { body: envelope([]) },
    'GET /api/absences/absence-summary/': { body: envelope({ green: 5, red: 2, percentage: 97.2 }) },
    'GET /api/absences/percentage/?username=student1': { body: envelope({ STUDENT_NUMBER: '20230141', percentage: 97.2 }) },
    'GET /api/absences/percentage/?username=student2': { body: envelope({ STUDENT_NUMBER: '20210087', percentage: 45 }) },
    'GET /api/plotcourse/': { body: envelope([english]) },
    'GET /api/plottask/': {
      body: envelope([{ task: 'Task 1: research', course: 'English', minimum: 20, q1: 40, mean: 55, q3: 70, maximum: 90, result: 61 }]),
    },
    'GET /api/student-academic-reports/': {
      body: envelope([
        { FILENAME: 'Mia_Taylor_Semester_1_2026.pdf', FILE_PATH: 'reports/2026/x.pdf', FILE_ID: '1', LAST_UPDATED: '2026-09-01T06:00:00.000Z' },
        { FILENAME: 'Mia_Taylor_Semester_1_2025.pdf', FILE_PATH: 'custom', FILE_ID: 'https://reports.example.com/a.pdf', LAST_UPDATED: '2025-06-01T06:00:00.000Z' },
      ]),
    },
    'POST /api/student-academic-reports/download': { body: '%PDF-1.4', headers: { 'Content-Type': 'application/pdf' } },
    ...extra,
  });
}

describe('parent dashboard', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 26, 10));
  });
  afterEach(() => vi.useRealTimers());

  it('lets a carer pick a child and shows the boxes, with the attendance rate in its colour band', async () => {
    const fetchMock = stubDashboard();
    const { user } = renderApp('/parent-dashboard');
    const select = await screen.findByRole('combobox', { name: 'Student' });
    expect(screen.getByRole('heading', { level: 1, name: 'Parent dashboard' })).toBeInTheDocument();
    expect(select).toHaveValue('student1');
    expect(await screen.findByText('Usually')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /5\s*Verified Absences/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /2\s*Unverified Absences/ })).toHaveAttribute('href', '/absences');
    expect(await screen.findByText('97.2%')).toHaveAttribute('data-band', 'green');
    expect(calls(fetchMock)).toContain('GET /api/carerstudents?auth_username=carer1&student_group=Senior+School+Students');

    await user.selectOptions(select, 'student2');
    expect(await screen.findByText('No data yet!')).toBeInTheDocument();
    expect(await screen.findByText('45%')).toHaveAttribute('data-band', 'orange');
  });

  it("draws the course results in plain words, with a legend and the numbers as a table, and no statistics' names", async () => {
    stubDashboard();
    const { user } = renderApp('/parent-dashboard');
    const results = await screen.findByRole('figure', { name: 'Course results' });
    const legend = within(results).getByRole('list', { name: 'What the chart shows' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      "Mia's result",
      'Most of the class scored between',
      "The class's middle mark",
      "The class's lowest and highest marks",
    ]);
    expect(within(results).getByRole('button', { name: 'English' })).toHaveAccessibleDescription(
      "Mia's result 66; most of the class scored between 50 to 70; the class's middle mark 60; the class's lowest and highest marks 30 to 95.",
    );
    expect(document.body.textContent).not.toMatch(/quartile|median/i);

    // The table is there for screen readers all along, and shown on request.
    const table = within(results).getByRole('table', { name: 'Course results' });
    expect(rowsOf(table)).toEqual([
      ['Course', "Mia's result", 'Most of the class scored between', "The class's middle mark", "The class's lowest and highest marks"],
      ['English', '66', '50 to 70', '60', '30 to 95'],
    ]);
    const toggle = within(results).getByRole('button', { name: 'Show as a table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(table.closest('.visually-hidden')).not.toBeNull();
    await user.click(toggle);
    expect(within(results).getByRole('button', { name: 'Hide the table' })).toHaveAttribute('aria-expanded', 'true');
    expect(table.closest('.visually-hidden')).toBeNull();
  });

  it("says 'Your result' on a student's own dashboard", async () => {
    stubDashboard({ 'GET /api/students': { body: envelope({ year_list: [9], students: [mia] }) } });
    renderApp('/parent-dashboard', { user: buildUser({ username: 'student1', type: 'student', is_carer: false }) });
    const results = await screen.findByRole('figure', { name: 'Course results' });
    expect(within(results).getByRole('list', { name: 'What the chart shows' })).toHaveTextContent(/^Your result/);
  });

  it("opens a course's task results from the box plot, and the header's back arrow, the one way back, returns to the course", async () => {
    stubDashboard();
    const { user } = renderApp('/parent-dashboard');
    await user.click(await screen.findByRole('button', { name: 'English' }));
    const heading = await screen.findByRole('heading', { name: 'English: task results' });
    expect(heading).toHaveFocus();
    const tasks = await screen.findByRole('figure', { name: 'English task results' });
    expect(within(tasks).getByRole('list', { name: 'What the chart shows' })).toHaveTextContent("The class's average mark");
    expect(rowsOf(within(tasks).getByRole('table', { name: 'English task results' }))[1]).toEqual(['Task 1: research', '61', '40 to 70', '55', '20 to 90']);
    const header = screen.getByRole('banner');
    const ways = screen.getAllByRole('button', { name: /^Back/ });
    expect(ways).toEqual([within(header).getByRole('button', { name: 'Back to course results' })]);
    await user.click(ways[0]!);
    expect(await screen.findByRole('button', { name: 'English' })).toHaveFocus();
    expect(within(header).getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it("says in the Learning Behaviours box what the detail's latest report says, where the year's average said otherwise", async () => {
    const term = (report_period: string, perc: number, trending: LearningBehaviourRecord['trending'], this_year: number): LearningBehaviourRecord => ({
      report_period,
      learning_behaviour: 'Organisation',
      course: null,
      perc,
      this_year,
      trending,
    });
    // Sometimes, Usually, Consistently: the year's average of 75 read 'Usually (Up)' here.
    stubDashboard({
      'GET /api/student-learning-behaviour/?username=student1&type=LEARNING_BY_BEHAVIOUR': {
        body: envelope([term('Term 1', 50, 'Maintaining', 50), term('Term 2', 75, 'Up', 62.5), term('Term 3', 100, 'Up', 75)]),
      },
    });
    const { user } = renderApp('/parent-dashboard');
    const box = await screen.findByRole('region', { name: 'Learning Behaviours' });
    expect(await within(box).findByText('From the Term 3 report')).toBeInTheDocument();
    expect(within(box).getByRole('definition')).toHaveTextContent('Consistently (Up)');
    expect(within(box).queryByText(/Usually/)).not.toBeInTheDocument();

    await user.click(within(box).getByRole('button', { name: 'Learning behaviour details' }));
    const detail = await screen.findByRole('table', { name: 'Learning behaviours by report period' });
    expect(rowsOf(detail)[1]).toEqual(['Organisation', 'Sometimes', 'Usually', 'Consistently', 'Up']);
  });

  it("says 'No records found' when there are no results", async () => {
    stubDashboard({ 'GET /api/plotcourse/': { body: envelope([]) } });
    renderApp('/parent-dashboard');
    expect(await screen.findByText('No records found')).toBeInTheDocument();
  });

  it('downloads a standard report by posting its file name, and links a custom one', async () => {
    const saveFile = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    const fetchMock = stubDashboard();
    const { user } = renderApp('/parent-dashboard');
    await user.click(await screen.findByRole('button', { name: 'Download Report' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.anything(), 'Mia_Taylor_Semester_1_2026.pdf'));
    expect(sentBodies(fetchMock, 'POST /api/student-academic-reports/download')).toEqual([{ username: 'student1', filename: 'Mia_Taylor_Semester_1_2026.pdf' }]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Report' }), 'Mia_Taylor_Semester_1_2025.pdf');
    expect(screen.getByRole('link', { name: 'Download Report' })).toHaveAttribute('href', 'https://reports.example.com/a.pdf');
  });

  it('shows the goals of a year and semester with reflections and the homeroom comment', async () => {
    const fetchMock = stubDashboard({
      'GET /api/student-learning-goals/': { body: envelope([{ goal_list: ['Read every night'], reflection_list: ['I read most nights.'] }]) },
      'GET /api/homeroom-comments/': { body: envelope([{ comment: 'Mia is a positive member of the homeroom.', home_class: '9S', home_teacher: 'Priya Sharma' }]) },
    });
    const { user } = renderApp('/parent-dashboard');
    await user.click(await screen.findByRole('button', { name: 'Goals and homeroom comments' }));
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('2026');
    expect(within(screen.getByRole('combobox', { name: 'Year' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['2026', '2025', '2024']);
    expect(screen.getByRole('combobox', { name: 'Semester' })).toHaveValue('Semester 2');
    expect(await screen.findByText('Read every night')).toBeInTheDocument();
    expect(screen.getByText('I read most nights.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Homeroom Teacher Comment' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Semester' }), 'Semester 1');
    await waitFor(() => expect(calls(fetchMock)).toContain('GET /api/student-learning-goals/?username=student1&semester=Semester+1&selected_year=2026'));
    await user.click(screen.getByRole('button', { name: 'Back to summary' }));
    expect(await screen.findByRole('heading', { name: 'Learning Behaviours' })).toBeInTheDocument();
  });

  it("returns from a view to the summary with the header's back arrow, the one way back on the screen", async () => {
    stubDashboard();
    const { user, router } = renderApp('/parent-dashboard');
    await user.click(await screen.findByRole('button', { name: 'Learning behaviour details' }));
    const header = screen.getByRole('banner');
    expect(await screen.findByRole('heading', { level: 2, name: 'Learning Behaviours' })).toBeInTheDocument();
    const ways = screen.getAllByRole('button', { name: /^Back/ });
    expect(ways).toEqual([within(header).getByRole('button', { name: 'Back to summary' })]);

    await user.click(ways[0]!);
    expect(await screen.findByRole('button', { name: 'Learning behaviour details' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/parent-dashboard');
    expect(within(header).getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it("shows the learning detail 'By Behaviour' per report period with its trend, and 'By Course' with each rating's trend", async () => {
    const periodRating = (learning_behaviour: string, report_period: string, perc: number, trending: LearningBehaviourRecord['trending']): LearningBehaviourRecord => ({
      report_period,
      learning_behaviour,
      course: null,
      perc,
      this_year: perc,
      trending,
    });
    const courseRating = (course: string, learning_behaviour: string | null, perc: number, trending: LearningBehaviourRecord['trending']): LearningBehaviourRecord => ({
      report_period: 'Term 3',
      learning_behaviour,
      course,
      perc,
      this_year: perc,
      trending,
    });
    stubDashboard({
      'GET /api/student-learning-behaviour/?username=student1&type=LEARNING_BY_BEHAVIOUR': {
        body: envelope([periodRating('Organisation', 'Term 2', 50, null), periodRating('Organisation', 'Term 3', 75, 'Up'), periodRating('Respect', 'Term 3', 100, 'Maintaining')]),
      },
      'GET /api/student-learning-behaviour/?username=student1&type=LEARNING_BY_COURSE': {
        body: envelope([courseRating('English', null, 75, null), courseRating('Science', null, 50, null)]),
      },
      'GET /api/learning-behaviour-by-course/': {
        body: envelope([courseRating('English', 'Organisation', 75, 'Up'), courseRating('English', 'Respect', 100, null), courseRating('Science', 'Organisation', 25, 'Down')]),
      },
    });
    const { user } = renderApp('/parent-dashboard');
    await user.click(await screen.findByRole('button', { name: 'Learning behaviour details' }));
    expect(await screen.findByRole('button', { name: 'By Behaviour' })).toHaveAttribute('aria-pressed', 'true');
    const byPeriod = await screen.findByRole('table', { name: 'Learning behaviours by report period' });
    expect(rowsOf(byPeriod)).toEqual([
      ['Behaviour', 'Term 2', 'Term 3', 'Trending'],
      ['Organisation', 'Sometimes', 'Usually', 'Up'],
      ['Respect', '–', 'Consistently', 'Maintaining'],
    ]);
    const chart = screen.getByRole('figure', { name: 'Learning behaviours, Term 3' });
    expect(rowsOf(within(chart).getByRole('table', { name: 'Learning behaviours, Term 3' }))).toEqual([
      ['Behaviour', 'Rating'],
      ['Organisation', 'Usually (75)'],
      ['Respect', 'Consistently (100)'],
    ]);

    await user.click(screen.getByRole('button', { name: 'By Course' }));
    expect(screen.getByRole('button', { name: 'By Course' })).toHaveAttribute('aria-pressed', 'true');
    const byCourse = await screen.findByRole('table', { name: 'Learning behaviours by course, Term 3' });
    expect(rowsOf(byCourse)).toEqual([
      ['Course', 'Organisation', 'Respect'],
      ['English', 'Usually (Up)', 'Consistently'],
      ['Science', 'Rarely (Down)', '–'],
    ]);
    expect(await screen.findByRole('figure', { name: 'Average rating per course, Term 3' })).toBeInTheDocument();
  });

  it('shows a student only themself, with their day, on their own dashboard', async () => {
    const fetchMock = stubDashboard({ 'GET /api/students': { body: envelope({ year_list: [9], students: [mia] }) } });
    renderApp('/parent-dashboard', { user: buildUser({ username: 'student1', type: 'student', is_carer: false }) });
    expect(await screen.findByRole('heading', { name: 'Mia Taylor' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Student dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Student' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My day' })).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('GET /api/students?auth_username=student1');
    expect(calls(fetchMock).some((call) => call.includes('carerstudents'))).toBe(false);
  });

  it('names the year of each upcoming task, which may be next year', async () => {
    stubDashboard({
      'GET /api/students': { body: envelope({ year_list: [9], students: [mia] }) },
      'POST /api/upcoming-tasks/': {
        body: envelope([{ TASK: 'Poetry portfolio', course_id: 901, WEIGHTING: 30, MARK_OUT_OF: 40, SET_DATE: null, DUE_DATE: '2027-03-14' }]),
      },
    });
    renderApp('/parent-dashboard', { user: buildUser({ username: 'student1', type: 'student', is_carer: false }) });
    const task = await screen.findByText('Poetry portfolio');
    expect(task.closest('li')).toHaveTextContent('Poetry portfolio, due Sunday 14 March 2027 (30%)');
  });

  it("shows 'No records found!' in each box, not data or an error to retry, when the BFF answers 404 for the student", async () => {
    const notFound = { status: 404, body: errorEnvelope('not_found', 'No records found!') };
    stubDashboard({
      'GET /api/students': { body: envelope({ year_list: [9], students: [mia] }) },
      'GET /api/student-learning-behaviour/?username=student1&type=LEARNING_BY_BEHAVIOUR': notFound,
      'GET /api/absences/absence-summary/': notFound,
      'GET /api/absences/percentage/?username=student1': notFound,
      'GET /api/plotcourse/': notFound,
      'GET /api/student-academic-reports/': notFound,
    });
    renderApp('/parent-dashboard', { user: buildUser({ username: 'student1', type: 'student', is_carer: false }) });
    const attendance = await screen.findByRole('region', { name: 'Attendance Rate' });
    expect(await within(attendance).findByText('No records found!')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Learning Behaviours' })).getByText('No records found!')).toBeInTheDocument();
    expect(attendance.querySelector('[data-band]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('gives faculty a year select and a side panel of students', async () => {
    const fetchMock = stubDashboard({ 'GET /api/students': { body: envelope({ year_list: [7, 9, 11], students: [oliver, mia, noah] }) } });
    const { user } = renderApp('/parent-dashboard', { user: buildUser({ username: 'teacher1', type: 'faculty', is_carer: false }) });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Year' }), '9');
    expect(screen.getByRole('heading', { level: 1, name: 'Faculty dashboard' })).toBeInTheDocument();
    const year9 = screen.getByRole('list', { name: 'Year 9 students' });
    expect(within(year9).getAllByRole('button').map((button) => button.textContent)).toEqual(['Mia Taylor']);
    await user.click(within(year9).getByRole('button', { name: 'Mia Taylor' }));
    expect(await screen.findByRole('heading', { name: 'Mia Taylor' })).toBeInTheDocument();
    expect(await screen.findByText('Usually')).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('GET /api/students');
  });
});
