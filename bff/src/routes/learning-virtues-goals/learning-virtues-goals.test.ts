import { describe, expect, inject, it } from 'vitest';
import { LEARNING_VIRTUES_GOALS_MESSAGES, type QueueStatisticsRecord } from '@portal/contract';
import { callApi, fetchFile, requestWithHost, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsFind } from '../../test/cms-records.ts';
import { stackBffConfig } from '../../test/own-bff.ts';
import { signedLinks } from '../../signed-links/signed-links.ts';
import { learningVirtuesGoalsZipLink } from './zip-link.ts';
import { pdfDocumentTitle, storedGoalsPdfs, unzip, waitForComplete } from './learning-virtues-goals-test-helpers.ts';

type ErrorBody = { responceObject: { error: { id: string; message: string; fields?: Record<string, string> } } };

const YEAR = new Date().getFullYear();

async function request(token: string, query: string): Promise<QueueStatisticsRecord> {
  const started = answerOf('POST learning-virtues-pdf', await callApi(`learning-virtues-pdf/?${query}`, { method: 'POST', token }));
  expect(started.message).toBe(LEARNING_VIRTUES_GOALS_MESSAGES.requested);
  return started.queuestatistics;
}

async function zipLinkOf(token: string, id: string): Promise<string> {
  return answerOf('GET queuestatistics/:id', await callApi(`queuestatistics/${id}/?generate_zip_signed_url=yes`, { token })) as string;
}

/** Year 9 students of Sydney with goal records for this year's second semester (Term 3's), from the seed. */
async function seededYear9WithGoals(): Promise<string[]> {
  const students = await cmsFind<{ documentId: string; student: string }>('students', { form_run: { $eq: 9 }, campus: { $eq: 'sydney' } });
  const withGoals = await Promise.all(
    students.map(async (student) => ((await cmsFind('learning-goals', { student: { documentId: { $eq: student.documentId } }, academic_year: { $eq: YEAR }, semester: { $eq: 'Semester 2' } })).length > 0 ? student.student : null)),
  );
  return withGoals.filter((name): name is string => name !== null).sort();
}

describe('Learning Virtues goals PDF calls', () => {
  it.each(['carer1', 'student1', 'teacher1'])('answer 403 to %s for request, list, read, ZIP link and remove', async (username) => {
    const token = await tokenFor(username);
    const id = 'abcdefghij0123456789abcd';
    const answers = await Promise.all([
      callApi(`learning-virtues-pdf/?selected_year=${YEAR}&semester=3&year=9`, { method: 'POST', token }),
      callApi('queuestatistics/', { token }),
      callApi(`queuestatistics/${id}/`, { token }),
      callApi(`queuestatistics/${id}/?generate_zip_signed_url=yes`, { token }),
      callApi(`queuestatistics/remove?queuestatisticsUid=${id}`, { method: 'POST', token }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403]);
  });

  it('makes one PDF per Year 9 student with goals for Term 3 of this year, lists it newest first, and zips the PDFs behind a signed link', { timeout: 60_000 }, async () => {
    const admin = await tokenFor('admin1');
    const expected = await seededYear9WithGoals();
    expect(expected.length, 'the seed gives Year 9 goals').toBeGreaterThan(0);

    const queued = await request(admin, `selected_year=${YEAR}&semester=3&year=9`);
    expect(queued).toMatchObject({ queue_status: 'Pending', form_run: 'Year 9', semester: '3', academic_year: String(YEAR), created_by: 'admin1', is_error: false, student_username: null });

    const listed = await callApi('queuestatistics/?page=1&page_size=5', { token: admin });
    expect(answerOf('GET queuestatistics', listed)[0]?.queuestatisticsUid).toBe(queued.queuestatisticsUid);
    expect(Number(listed.headers.get('x-total-count'))).toBeGreaterThanOrEqual(1);

    const done = await waitForComplete(admin, queued.queuestatisticsUid, 30_000);
    expect(done).toMatchObject({ queue_status: 'Complete', is_error: false, progress: { done: expected.length, total: expected.length }, pdf_count: expected.length });
    expect(done.message).toBe(`Created ${expected.length} PDF${expected.length === 1 ? '' : 's'} for Year 9.`);

    const link = await zipLinkOf(admin, queued.queuestatisticsUid);
    const response = await fetch(link);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="learning-virtues-goals-${YEAR}-term-3-year-9.zip"`);
    const files = await unzip(Buffer.from(await response.arrayBuffer()));
    expect(files.size).toBe(expected.length);
    const titles = [...files.values()].map((pdf) => pdfDocumentTitle(pdf));
    expect(titles.sort()).toEqual(expected.map((name) => `Learning Virtues goals: ${name}, Year 9, Term 3 ${YEAR}`).sort());
    expect([...files.keys()]).toContain(`lv-goals-sydney-${YEAR}-t3-student1.pdf`);

    const altered = new URL(link);
    altered.searchParams.set('expires', String(Number(altered.searchParams.get('expires')) + 60_000));
    expect((await fetchFile(altered.toString())).status).toBe(403);
    const expired = signedLinks(stackBffConfig().calendarFeedSecret, () => new Date(Date.now() - 3 * 60_000)).make(learningVirtuesGoalsZipLink, inject('stack').url, 'sydney', { request: queued.queuestatisticsUid });
    expect((await fetchFile(expired)).status).toBe(403);
  });

  it('makes an individual student PDF, replacing (never doubling) the file of that student and term', { timeout: 60_000 }, async () => {
    const admin = await tokenFor('admin1');
    const first = await request(admin, `selected_year=${YEAR}&semester=3&year=13&username=student1`);
    expect(first).toMatchObject({ form_run: 'Individual Student', student_username: 'student1' });
    expect(await waitForComplete(admin, first.queuestatisticsUid, 30_000)).toMatchObject({ is_error: false, progress: { done: 1, total: 1 }, message: 'Created 1 PDF for student1.' });
    const again = await request(admin, `selected_year=${YEAR}&semester=3&year=13&username=student1`);
    await waitForComplete(admin, again.queuestatisticsUid, 30_000);
    expect(await storedGoalsPdfs(`lv-goals-sydney-${YEAR}-t3-student1.pdf`)).toHaveLength(1);

    const files = await unzip(Buffer.from(await (await fetch(await zipLinkOf(admin, again.queuestatisticsUid))).arrayBuffer()));
    expect([...files.values()].map((pdf) => pdfDocumentTitle(pdf))).toEqual([`Learning Virtues goals: Mia Taylor, Year 9, Term 3 ${YEAR}`]);
  });

  it('says so, as an error of the request, when a student has no goals for the term', { timeout: 60_000 }, async () => {
    const admin = await tokenFor('admin1');
    const queued = await request(admin, `selected_year=${YEAR}&semester=3&year=13&username=student3`);
    expect(await waitForComplete(admin, queued.queuestatisticsUid, 30_000)).toMatchObject({
      is_error: true,
      message: `No goals are recorded for student3 in Term 3 ${YEAR}.`,
      progress: { done: 0, total: 0 },
      pdf_count: 0,
    });
    const noZip = await callApi<ErrorBody>(`queuestatistics/${queued.queuestatisticsUid}/?generate_zip_signed_url=yes`, { token: admin });
    expect(noZip.status).toBe(409);
    expect(noZip.body.responceObject.error.message).toBe(LEARNING_VIRTUES_GOALS_MESSAGES.noPdfs);
  });

  it('removes a request with the PDFs only it holds', { timeout: 60_000 }, async () => {
    const admin = await tokenFor('admin1');
    const queued = await request(admin, `selected_year=${YEAR}&semester=1&year=13&username=student2`);
    await waitForComplete(admin, queued.queuestatisticsUid, 30_000);
    const name = `lv-goals-sydney-${YEAR}-t1-student2.pdf`;
    expect(await storedGoalsPdfs(name)).toHaveLength(1);

    const removed = await callApi(`queuestatistics/remove?queuestatisticsUid=${queued.queuestatisticsUid}`, { method: 'POST', token: admin });
    expect(answerOf('POST queuestatistics/remove', removed).queuestatisticsUid).toBe(queued.queuestatisticsUid);
    expect((await callApi(`queuestatistics/${queued.queuestatisticsUid}/`, { token: admin })).status).toBe(404);
    expect(await storedGoalsPdfs(name)).toEqual([]);
    expect((await callApi(`queuestatistics/remove?queuestatisticsUid=${queued.queuestatisticsUid}`, { method: 'POST', token: admin })).status).toBe(404);
  });

  it('keeps a PDF that a later request for the same student and term holds when the earlier request is removed', { timeout: 60_000 }, async () => {
    const admin = await tokenFor('admin1');
    const group = await request(admin, `selected_year=${YEAR}&semester=4&year=9`);
    await waitForComplete(admin, group.queuestatisticsUid, 30_000);
    const one = await request(admin, `selected_year=${YEAR}&semester=4&year=13&username=student1`);
    await waitForComplete(admin, one.queuestatisticsUid, 30_000);
    const name = `lv-goals-sydney-${YEAR}-t4-student1.pdf`;
    expect(await storedGoalsPdfs(name)).toHaveLength(1);

    answerOf('POST queuestatistics/remove', await callApi(`queuestatistics/remove?queuestatisticsUid=${group.queuestatisticsUid}`, { method: 'POST', token: admin }));
    expect(await storedGoalsPdfs(name)).toHaveLength(1);
    const files = await unzip(Buffer.from(await (await fetch(await zipLinkOf(admin, one.queuestatisticsUid))).arrayBuffer()));
    expect([...files.keys()]).toEqual([name]);
  });

  it('keeps each campus to its own requests: another campus gets 404, and its students are unknown', { timeout: 60_000 }, async () => {
    const admin = await tokenFor('admin1');
    const queued = await request(admin, `selected_year=${YEAR}&semester=2&year=9`);
    await waitForComplete(admin, queued.queuestatisticsUid, 30_000);

    const armidaleAdmin = await tokenFor('admin1', 'armidale');
    const asArmidale = (path: string, method = 'GET') => requestWithHost<ErrorBody>(path, 'armidale.localhost', { token: armidaleAdmin, method });
    expect((await asArmidale(`queuestatistics/${queued.queuestatisticsUid}/`)).status).toBe(404);
    expect((await asArmidale(`queuestatistics/${queued.queuestatisticsUid}/?generate_zip_signed_url=yes`)).status).toBe(404);
    expect((await asArmidale(`queuestatistics/remove?queuestatisticsUid=${queued.queuestatisticsUid}`, 'POST')).status).toBe(404);
    const theirs = await requestWithHost('queuestatistics/?page_size=100', 'armidale.localhost', { token: armidaleAdmin });
    expect(answerOf('GET queuestatistics', theirs).map((record) => record.queuestatisticsUid)).not.toContain(queued.queuestatisticsUid);
    // A link signed for the other campus is refused on this campus's host, and on its own
    // campus's host it names a request that campus does not have.
    const crossCampus = new URL(signedLinks(stackBffConfig().calendarFeedSecret, () => new Date()).make(learningVirtuesGoalsZipLink, inject('stack').url, 'armidale', { request: queued.queuestatisticsUid }));
    expect((await fetchFile(crossCampus.toString())).status, 'an Armidale link on the Sydney host').toBe(403);
    expect((await requestWithHost(crossCampus.pathname + crossCampus.search, 'armidale.localhost')).status, 'on the Armidale host').toBe(404);

    const sydneyStudent = await asArmidale(`learning-virtues-pdf/?selected_year=${YEAR}&semester=3&year=13&username=student1`, 'POST');
    expect(sydneyStudent.status).toBe(400);
    expect(sydneyStudent.body.responceObject.error.message).toBe(LEARNING_VIRTUES_GOALS_MESSAGES.unknownStudent('student1'));
  });

  it('answers 400 with the spec message or a clear reason for a bad request', async () => {
    const admin = await tokenFor('admin1');
    const post = (query: string) => callApi<ErrorBody>(`learning-virtues-pdf/?${query}`, { method: 'POST', token: admin });
    const cases: Array<[string, string]> = [
      [`selected_year=${YEAR}&semester=3&year=13`, LEARNING_VIRTUES_GOALS_MESSAGES.username],
      [`selected_year=${YEAR}&semester=3&year=13&username=`, LEARNING_VIRTUES_GOALS_MESSAGES.username],
      [`selected_year=${YEAR}&semester=3&year=13&username=nobody-here`, LEARNING_VIRTUES_GOALS_MESSAGES.unknownStudent('nobody-here')],
      [`selected_year=${YEAR}&semester=3&year=9&username=student1`, LEARNING_VIRTUES_GOALS_MESSAGES.usernameOnlyForIndividual],
      [`selected_year=2020&semester=3&year=9`, LEARNING_VIRTUES_GOALS_MESSAGES.year(YEAR)],
      [`selected_year=${YEAR + 1}&semester=3&year=9`, LEARNING_VIRTUES_GOALS_MESSAGES.year(YEAR)],
      [`selected_year=${YEAR}&semester=5&year=9`, LEARNING_VIRTUES_GOALS_MESSAGES.term],
      [`selected_year=${YEAR}&semester=3&year=6`, LEARNING_VIRTUES_GOALS_MESSAGES.studentYear],
      [`selected_year=${YEAR}&semester=three&year=9`, LEARNING_VIRTUES_GOALS_MESSAGES.term],
    ];
    for (const [query, message] of cases) {
      const answer = await post(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.responceObject.error.message, query).toBe(message);
    }
    expect((await callApi('queuestatistics/?page=0', { token: admin })).status).toBe(400);
    expect((await callApi('queuestatistics/remove?queuestatisticsUid=no', { method: 'POST', token: admin })).status).toBe(400);
  });
});
