import { describe, expect, it } from 'vitest';
import { callApi, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';

// Seeded: carer1 has student1 (Year 9) and student2 (Year 11); carer2 has student7; Year 7's
// student3 and student4 are this year's new students; student10 is Armidale's.

describe('GET financial-info/', () => {
  it('gives a carer the accounts of their own children, with totals added up on the server', async () => {
    const accounts = answerOf('GET financial-info', await callApi('financial-info/', { token: await tokenFor('carer1') }));
    expect(accounts.map((account) => account.username).sort()).toEqual(['student1', 'student2']);
    for (const account of accounts) {
      const charged = account.lines.filter((line) => line.kind === 'charge').reduce((sum, line) => sum + line.amount, 0);
      expect(account.total_charged).toBe(charged);
      expect(account.balance).toBe(account.total_charged - account.total_paid);
    }
  });

  it('answers 404 for a student who is not theirs, changed in the query', async () => {
    expect((await callApi('financial-info/?username=student7', { token: await tokenFor('carer1') })).status).toBe(404);
    expect((await callApi('financial-info/?username=student2', { token: await tokenFor('student1') })).status).toBe(404);
    expect((await callApi('financial-info/?username=student10', { token: await tokenFor('teacher1') })).status).toBe(404);
    expect((await callApi('financial-info/?username=nobody', { token: await tokenFor('carer2') })).status).toBe(404);
  });

  it('gives a student only themself, and staff any student of their campus', async () => {
    expect(answerOf('GET financial-info', await callApi('financial-info/', { token: await tokenFor('student1') })).map((a) => a.username)).toEqual(['student1']);
    expect(answerOf('GET financial-info', await callApi('financial-info/?username=student7', { token: await tokenFor('teacher1') })).map((a) => a.username)).toEqual(['student7']);
  });

  it('refuses a bad query and a missing sign-in', async () => {
    expect((await callApi('financial-info/?student=student1', { token: await tokenFor('carer1') })).status).toBe(400);
    expect((await callApi('financial-info/')).status).toBe(401);
  });
});

describe('GET year-info/', () => {
  it("gives a carer each child's year group, homeroom teacher and key dates in date order", async () => {
    const infos = answerOf('GET year-info', await callApi('year-info/?username=student1', { token: await tokenFor('carer1') }));
    expect(infos).toHaveLength(1);
    expect(infos[0]).toMatchObject({ username: 'student1', form_run: 9, academic_year: new Date().getFullYear() });
    expect(infos[0]?.homeroom_teacher).toBeTruthy();
    const dates = infos[0]!.key_dates.map((date) => date.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('answers 404 for another family’s student and for a student asking about their sibling', async () => {
    expect((await callApi('year-info/?username=student7', { token: await tokenFor('carer1') })).status).toBe(404);
    expect((await callApi('year-info/?username=student2', { token: await tokenFor('student1') })).status).toBe(404);
  });
});

describe('GET new-students/', () => {
  it("lists staff the campus's new students only", async () => {
    const students = answerOf('GET new-students', await callApi('new-students/', { token: await tokenFor('teacher1') }));
    expect(students.map((student) => student.username).sort()).toEqual(['student3', 'student4']);
    expect(students.every((student) => student.is_new_student)).toBe(true);
  });

  it('gives a carer none of another family’s, and 404 when they name one', async () => {
    expect(answerOf('GET new-students', await callApi('new-students/', { token: await tokenFor('carer1') }))).toEqual([]);
    expect((await callApi('new-students/?username=student3', { token: await tokenFor('carer1') })).status).toBe(404);
  });
});
