import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueStatisticsRecord } from '@portal/contract';
import { callApi, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { currentCmsPid } from '../../test/cms-process.ts';
import { cmsCreate, cmsDelete } from '../../test/cms-records.ts';
import { storedGoalsPdfs, waitForComplete } from './learning-virtues-goals-test-helpers.ts';

const YEAR = new Date().getFullYear();
const STUDENTS = 40;
const RUN = randomUUID().slice(0, 6);
const created: Array<[string, string]> = [];

// A year group big enough that the job is still at work when the CMS is killed: Year 10 of Term 1
// (the seed gives Year 10 no goals, so these are all it holds).
beforeAll(async () => {
  for (let index = 0; index < STUDENTS; index += 1) {
    const username = `kill${RUN}-${String(index).padStart(2, '0')}`;
    const student = await cmsCreate('students', { STUDENT_NUMBER: `K${RUN}${index}`, username, student: `Kill Test ${index}`, form_run: 10, campus: 'sydney' });
    created.push(['students', student]);
    const goal = await cmsCreate('learning-goals', {
      student,
      academic_year: YEAR,
      semester: 'Semester 1',
      goal_list: Array.from({ length: 12 }, (_, goal) => ({ area: 'Persistence', goal: `Goal ${goal} of ${username}`, strategies: 'Practise every day.', reflection: 'Going well.' })),
      reflection_list: ['A good term.'],
    });
    created.push(['learning-goals', goal]);
  }
}, 120_000);
afterAll(async () => {
  for (const [collection, id] of created.reverse()) await cmsDelete(collection, id);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a Learning Virtues goals PDF job when the CMS is killed', () => {
  it('is taken up again when the CMS is back: each student exactly one PDF, and the count right', { timeout: 180_000 }, async () => {
    const admin = await tokenFor('admin1');
    const pid = currentCmsPid();
    const queued = answerOf('POST learning-virtues-pdf', await callApi(`learning-virtues-pdf/?selected_year=${YEAR}&semester=1&year=10`, { method: 'POST', token: admin })).queuestatistics;

    // Killed once some PDFs are made and others are not.
    let before: QueueStatisticsRecord | undefined;
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(20)) {
      [before] = answerOf('GET queuestatistics/:id', await callApi(`queuestatistics/${queued.queuestatisticsUid}/`, { token: admin })) as [QueueStatisticsRecord];
      if (before.progress.done >= 1) break;
    }
    process.kill(pid, 'SIGKILL');
    expect(before?.queue_status, 'the job finished before the kill: nothing was interrupted').toBe('Pending');
    expect(before?.progress.done).toBeLessThan(STUDENTS);

    const done = await waitForComplete(admin, queued.queuestatisticsUid, 150_000);
    expect(done).toMatchObject({ queue_status: 'Complete', is_error: false, progress: { done: STUDENTS, total: STUDENTS }, pdf_count: STUDENTS });
    await expect.poll(currentCmsPid, { timeout: 10_000 }).not.toBe(pid);

    const files = await storedGoalsPdfs(`lv-goals-sydney-${YEAR}-t1-kill${RUN}-`);
    expect(files).toHaveLength(STUDENTS);
    expect(new Set(files).size).toBe(STUDENTS);
  });
});
