import { describe, expect, it } from 'vitest';
import { callApi, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';

describe('GET metrics/', () => {
  it("gives staff the campus's counts for the period, made by the database", async () => {
    const token = await tokenFor('teacher1');
    const month = answerOf('GET metrics', await callApi('metrics/', { token }));
    expect(month.period_days).toBe(30);
    // The seed has carers' notified absences and read marks in the last months.
    expect(month.absences_notified).toBeGreaterThan(0);
    expect(month.notices_read).toBeGreaterThan(0);
    const year = answerOf('GET metrics', await callApi('metrics/?days=365', { token }));
    expect(year.absences_notified).toBeGreaterThanOrEqual(month.absences_notified);
    expect(answerOf('GET metrics', await callApi('metrics/', { token: await tokenFor('admin1') })).period_days).toBe(30);
  });

  it('refuses carers and students with 403, and a period it does not offer with 400', async () => {
    expect((await callApi('metrics/', { token: await tokenFor('carer1') })).status).toBe(403);
    expect((await callApi('metrics/', { token: await tokenFor('student1') })).status).toBe(403);
    expect((await callApi('metrics/?days=12', { token: await tokenFor('teacher1') })).status).toBe(400);
  });
});
