import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { callApi, requestWithHost } from '../test/api.ts';
import { cmsFind, cmsUpdate } from '../test/cms-records.ts';
import { eventually } from '../test/eventually.ts';
import { forgeToken } from '../test/forge-token.ts';

const AUDIENCE = 'urn:school-portal:bff';

/**
 * One call of each feature that reads a student through policies/student.ts: the dashboard,
 * absences, student info, goals, psychology requests.
 */
const CALLS = [
  (student: string) => `plotcourse/?username=${student}`,
  (student: string) => `absences/?username=${student}`,
  (student: string) => `financial-info/?username=${student}`,
  (student: string) => `student-goals/?username=${student}`,
  (student: string) => `school-psychology-request/?username=${student}`,
];

/** A validly signed Sydney token for a carer who is nobody's carer (a new portal person). */
async function newCarer() {
  const username = `carer-${randomUUID().slice(0, 8)}`;
  const token = await forgeToken(
    { sub: `subject-${username}`, username, email: `${username}@example.com`, given_name: 'Casey', family_name: 'Admin', role: 'affiliate', orgUnit: 'Parents', carerNumber: 'C19999' },
    { issuer: inject('stack').idpUrl, audience: AUDIENCE },
  );
  return { username, token };
}

const statuses = (token: string, student: string) => Promise.all(CALLS.map(async (call) => (await callApi(call(student), { token })).status));

describe('the per-student rule (policies/student.ts)', () => {
  it('treats an administrator of any user type as staff of their own campus, and of no other', async () => {
    const carer = await newCarer();
    // Linked to no student: every student is as unknown to them as one that does not exist.
    expect(await statuses(carer.token, 'student1')).toEqual(CALLS.map(() => 404));
    expect((await callApi('metrics/', { token: carer.token })).status).toBe(403);

    const [record] = await cmsFind<{ documentId: string }>('portal-users', { username: { $eq: carer.username }, campus: { $eq: 'sydney' } });
    await cmsUpdate('portal-users', record!.documentId, { is_admin: true });
    // The school made them an admin: the campus's students are theirs to read, like faculty.
    expect(await eventually(() => statuses(carer.token, 'student1'), (found) => found.every((status) => status === 200), 10_000)).toEqual(CALLS.map(() => 200));
    expect((await callApi('metrics/', { token: carer.token })).status).toBe(200);
    const list = await callApi<{ responceObject: { records: { students: { username: string }[] } } }>(`students?auth_username=${carer.username}`, { token: carer.token });
    expect(list.body.responceObject.records.students.map((student) => student.username)).toContain('student7');
    // Armidale's student stays unknown to a Sydney admin, on the Sydney host and on Armidale's.
    expect(await statuses(carer.token, 'student10')).toEqual(CALLS.map(() => 404));
    expect((await requestWithHost('plotcourse/?username=student10', 'armidale.localhost', { token: carer.token })).status).toBe(401);
  });
});
