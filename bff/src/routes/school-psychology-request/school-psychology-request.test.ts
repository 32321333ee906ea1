import { describe, expect, inject, it } from 'vitest';
import { PSYCHOLOGY_REQUEST_MESSAGES } from '@portal/contract';
import { callApi, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';

// Development's Sydney counsellor list is teacher1's address (config.ts DEVELOPMENT_COUNSELLORS).
const COUNSELLOR = 'teacher1@example.edu.au';
type StoredEmail = { subject: string; body: { text: string }; destination: { to: string[] } };

async function counsellorInbox(): Promise<StoredEmail[]> {
  const { emails } = (await (await fetch(`${inject('stack').sesUrl}/store`)).json()) as { emails: StoredEmail[] };
  return emails.filter((email) => email.destination.to.includes(COUNSELLOR));
}

const request = (extra: Record<string, unknown> = {}) => ({
  data: { username: 'student1', relationship: 'Parent', concerns: `Worried about sleep ${Math.random()}`, preferred_contact: 'Phone', consent: true, ...extra },
});

describe('school-psychology-request/', () => {
  it("saves a carer's request, emails the campus's counsellors and lists it for the carer and the counsellor", async () => {
    const carer = await tokenFor('carer1');
    const body = request();
    const saved = answerOf('POST school-psychology-request', await callApi('school-psychology-request/', { method: 'POST', token: carer, body }));
    expect(saved).toMatchObject({ username: 'student1', requested_by_username: 'carer1', request_status: 'submitted', concerns: body.data.concerns });
    await expect.poll(async () => (await counsellorInbox()).some((email) => email.body.text.includes(body.data.concerns)), { timeout: 10_000 }).toBe(true);

    const carersView = answerOf('GET school-psychology-request', await callApi('school-psychology-request/', { token: carer }));
    expect(carersView.is_counsellor).toBe(false);
    expect(carersView.requests.map((r) => r.schoolpsychologyrequestUid)).toContain(saved.schoolpsychologyrequestUid);
    const counsellorsView = answerOf('GET school-psychology-request', await callApi('school-psychology-request/', { token: await tokenFor('teacher1') }));
    expect(counsellorsView.is_counsellor).toBe(true);
    expect(counsellorsView.requests.map((r) => r.schoolpsychologyrequestUid)).toContain(saved.schoolpsychologyrequestUid);

    // In the admin's Email Logs under its own type, naming the requester and the student.
    const logs = answerOf('GET emailstatistics', await callApi(`emailstatistics/?types=School%20Psychology%20Request&email=${encodeURIComponent(COUNSELLOR)}`, { token: await tokenFor('admin1') }));
    expect(logs.statistics).toContainEqual(expect.objectContaining({ type: 'School Psychology Request', user_name: 'carer1', student_id: saved.STUDENT_NUMBER }));
  });

  it('hides a request from people it is not for: the student, another family, staff who are not counsellors', async () => {
    const saved = answerOf('POST school-psychology-request', await callApi('school-psychology-request/', { method: 'POST', token: await tokenFor('carer1'), body: request() }));
    for (const who of ['student1', 'carer2', 'editor1']) {
      const view = answerOf('GET school-psychology-request', await callApi('school-psychology-request/', { token: await tokenFor(who) }));
      expect(view.requests.map((r) => r.schoolpsychologyrequestUid)).not.toContain(saved.schoolpsychologyrequestUid);
    }
  });

  it('answers 404 for a student who is not theirs, in the query or the body', async () => {
    const carer2 = await tokenFor('carer2');
    expect((await callApi('school-psychology-request/?username=student1', { token: carer2 })).status).toBe(404);
    expect((await callApi('school-psychology-request/', { method: 'POST', token: carer2, body: request() })).status).toBe(404);
    expect((await callApi('school-psychology-request/', { method: 'POST', token: await tokenFor('student1'), body: request({ username: 'student2' }) })).status).toBe(404);
  });

  it('refuses a request without concerns or consent with the form messages', async () => {
    const answer = await callApi('school-psychology-request/', { method: 'POST', token: await tokenFor('carer1'), body: request({ concerns: '', consent: false }) });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(PSYCHOLOGY_REQUEST_MESSAGES.concerns);
    expect(JSON.stringify(answer.body)).toContain(PSYCHOLOGY_REQUEST_MESSAGES.consent);
  });
});
