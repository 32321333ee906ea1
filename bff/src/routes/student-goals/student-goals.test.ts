import { describe, expect, inject, it } from 'vitest';
import { STUDENT_GOAL_MESSAGES, STUDENT_GOALS_CSV_NAME } from '@portal/contract';
import { callApi, fetchFile, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';

type ErrorBody = { responceObject: { error: { message: string; fields?: Record<string, string> } } };
const YEAR = new Date().getFullYear();
const goal = (extra: Record<string, unknown> = {}) => ({
  data: { username: 'student1', academic_year: YEAR, semester: 'Semester 2', goal_area: 'Persistence', goal: 'Read one novel a month.', strategies: '', reflection: '', ...extra },
});

describe('student-goals/', () => {
  it("lists a carer's children's goals, and one child's for a year and semester", async () => {
    const token = await tokenFor('carer1');
    const all = answerOf('GET student-goals', await callApi('student-goals/', { token }));
    expect(Array.isArray(all) && new Set(all.map((g) => g.username))).toEqual(new Set(['student1', 'student2']));
    const one = answerOf('GET student-goals', await callApi(`student-goals/?username=student1&selected_year=${YEAR}&semester=Semester%202`, { token }));
    expect(Array.isArray(one) && one.length > 0 && one.every((g) => g.username === 'student1' && g.semester === 'Semester 2')).toBe(true);
  });

  it('saves a goal and a change to it, with who saved it', async () => {
    const token = await tokenFor('student1');
    const saved = answerOf('POST student-goals', await callApi('student-goals/', { method: 'POST', token, body: goal() }));
    expect(saved).toMatchObject({ username: 'student1', goal: 'Read one novel a month.', created_by: 'student1' });
    const changed = answerOf(
      'PUT student-goals/:id',
      await callApi(`student-goals/${saved.studentgoalUid}`, { method: 'PUT', token, body: goal({ reflection: 'Two novels so far.' }) }),
    );
    expect(changed.reflection).toBe('Two novels so far.');
  });

  it('refuses a goal without text with the form message', async () => {
    const answer = await callApi<ErrorBody>('student-goals/', { method: 'POST', token: await tokenFor('carer1'), body: goal({ goal: '  ' }) });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(STUDENT_GOAL_MESSAGES.goal);
  });

  it('answers 404 for a student who is not theirs: list, save, change and CSV', async () => {
    const carer2 = await tokenFor('carer2');
    const student1 = await tokenFor('student1');
    expect((await callApi('student-goals/?username=student1', { token: carer2 })).status).toBe(404);
    expect((await callApi('student-goals/?username=student2', { token: student1 })).status).toBe(404);
    expect((await callApi('student-goals/?username=student1&is_csv_export=True', { token: carer2 })).status).toBe(404);
    expect((await callApi('student-goals/', { method: 'POST', token: carer2, body: goal() })).status).toBe(404);
    const [mine] = answerOf('GET student-goals', await callApi('student-goals/?username=student1', { token: student1 })) as { studentgoalUid: string }[];
    expect((await callApi(`student-goals/${mine!.studentgoalUid}`, { method: 'PUT', token: carer2, body: goal({ username: 'student7' }) })).status).toBe(404);
    // Naming their own student in the body does not reach another student's goal either.
    expect((await callApi(`student-goals/${mine!.studentgoalUid}`, { method: 'PUT', token: carer2, body: goal({ username: 'student7', goal: 'x' }) })).status).toBe(404);
  });

  it('downloads PLC_Student_Goals_CSV.csv from the pre-signed link, formula cells defused; a changed link is refused', async () => {
    const token = await tokenFor('student1');
    answerOf('POST student-goals', await callApi('student-goals/', { method: 'POST', token, body: goal({ goal: '=HYPERLINK("http://evil")' }) }));
    const link = answerOf('GET student-goals', await callApi('student-goals/?username=student1&is_csv_export=True', { token }));
    if (Array.isArray(link)) throw new Error('expected a link');
    const file = await fetchFile(link.pre_signed_URL);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(STUDENT_GOALS_CSV_NAME);
    expect(file.text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(file.text).not.toContain('student2');
    const tampered = link.pre_signed_URL.replace(/students=([^&]+)/, 'students=$1x');
    expect((await fetchFile(tampered)).status).toBe(403);
  });

  it('answers the CSV link to is_download=true as the admin area asks for it, as to is_csv_export=True', async () => {
    const token = await tokenFor('admin1');
    for (const flag of ['is_download=true', 'is_csv_export=True']) {
      const answer = await callApi(`student-goals/?username=student1&${flag}`, { token });
      expect(answer.status, flag).toBe(200);
      const link = answerOf('GET student-goals', answer);
      if (Array.isArray(link)) throw new Error(`${flag}: expected a link, got the goals`);
      expect(link.pre_signed_URL.startsWith(`${inject('stack').portalUrls.sydney}/api/`)).toBe(true);
      const file = await fetchFile(link.pre_signed_URL);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toContain(STUDENT_GOALS_CSV_NAME);
    }
  });
});
