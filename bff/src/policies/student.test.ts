import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Campus } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import type { StudentOfReader } from '../models/records/student.ts';
import { ROLES, person, studentRecord, type Role } from '../test/people.ts';
import { authorize, can } from './authorize.ts';
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

const CAMPUSES: Campus[] = ['sydney', 'armidale'];
const otherThan = (campus: Campus): Campus => (campus === 'sydney' ? 'armidale' : 'sydney');

/** How a student stands to the person asking, and the roles that may then read them (and so their records). */
const RELATIONS: { name: string; studentFor: (someone: PortalUser) => StudentOfReader; read: Role[] }[] = [
  { name: 'of their own family, on their campus', studentFor: (someone) => studentRecord(someone.campus, [someone]), read: ['carer', 'student', 'staff', 'admin'] },
  { name: 'of another family, on their campus', studentFor: (someone) => studentRecord(someone.campus, [person('carer', someone.campus), person('student', someone.campus)]), read: ['staff', 'admin'] },
  { name: 'of their own family, on the other campus', studentFor: (someone) => studentRecord(otherThan(someone.campus), [someone]), read: [] },
  { name: 'without a campus (nobody’s)', studentFor: (someone) => studentRecord(null, [someone]), read: [] },
];

describe('the student policy table', () => {
  for (const relation of RELATIONS) {
    it(`decides a student ${relation.name} for each role of each campus`, () => {
      for (const campus of CAMPUSES) {
        for (const role of ROLES) {
          const someone = person(role, campus);
          expect(can(someone, 'student.read', relation.studentFor(someone)), `${role} of ${campus}`).toBe(relation.read.includes(role));
        }
      }
    });
  }

  it('answers a refusal as a student who does not exist (404)', () => {
    expect(() => authorize(person('carer'), 'student.read', studentRecord('sydney', [person('carer')]))).toThrow(expect.objectContaining({ status: 404 }));
  });
});
