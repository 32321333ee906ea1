import { describe, expect, it } from 'vitest';
import { CAMPUSES, type Campus } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import type { PsychologyRequestAccess } from '../models/records/psychology-request.ts';
import { person, studentRecord } from '../test/people.ts';
import { authorize, can } from './authorize.ts';

/** Who asks, as they stand to a Sydney student: the family (a linked carer, the student), another family, staff. */
const ASKERS = ['carer', 'other carer', 'another family', 'student', 'another student', 'staff', 'counsellor', 'admin'] as const;
type Asker = (typeof ASKERS)[number];

/** Everyone of a campus, and a Sydney student whose carers are 'carer' and 'other carer' (whatever their campus: the campus rule still decides). */
function cast(campus: Campus) {
  const people: Record<Asker, PortalUser> = {
    carer: person('carer', campus),
    'other carer': person('carer', campus),
    'another family': person('carer', campus),
    student: person('student', campus),
    'another student': person('student', campus),
    staff: person('staff', campus),
    counsellor: person('staff', campus),
    admin: person('admin', campus),
  };
  const student = studentRecord('sydney', [people.student, people.carer, people['other carer']]);
  const counsellors = [people.counsellor.documentId];
  return { people, student, counsellors };
}

type Cast = ReturnType<typeof cast>;
const request = ({ student, counsellors }: Cast, requester: PortalUser | null, relationship: string | null): PsychologyRequestAccess => ({ student, counsellors, requester, relationship });

/** Each case: a request about the Sydney student, and who of Sydney reads it (nobody of Armidale does). */
const CASES: { name: string; request: (cast: Cast) => PsychologyRequestAccess; read: Asker[] }[] = [
  { name: 'a carer’s request as Parent', request: (c) => request(c, c.people.carer, 'Parent'), read: ['carer', 'other carer', 'counsellor'] },
  { name: 'a carer’s request as Carer', request: (c) => request(c, c.people['other carer'], 'Carer'), read: ['carer', 'other carer', 'counsellor'] },
  { name: 'a carer’s request as another relationship', request: (c) => request(c, c.people['other carer'], 'Grandparent'), read: ['other carer', 'counsellor'] },
  { name: 'the student’s own request', request: (c) => request(c, c.people.student, 'Self'), read: ['student', 'counsellor'] },
  { name: 'a staff member’s request', request: (c) => request(c, c.people.staff, 'Teacher'), read: ['staff', 'counsellor'] },
  { name: 'a request from before ids whose requester was not found', request: (c) => request(c, null, 'Teacher'), read: ['counsellor'] },
];

/** Who may ask about the Sydney student: whoever may see them. */
const CREATE: Asker[] = ['carer', 'other carer', 'student', 'staff', 'counsellor', 'admin'];

describe('the school psychology request policy', () => {
  for (const testCase of CASES) {
    it(`decides ${testCase.name} for each asker of each campus`, () => {
      for (const campus of CAMPUSES) {
        const everyone = cast(campus);
        for (const asker of ASKERS) {
          const decided = testCase.request(everyone);
          const expected = campus === 'sydney' && testCase.read.includes(asker);
          expect(can(everyone.people[asker], 'psychology-request.read', decided), `${asker} of ${campus} reads`).toBe(expected);
          expect(can(everyone.people[asker], 'psychology-request.create', decided), `${asker} of ${campus} asks`).toBe(campus === 'sydney' && CREATE.includes(asker));
        }
      }
    });
  }

  it('compares the requester by id: a namesake of the requester does not read their request', () => {
    const everyone = cast('sydney');
    const namesake = { ...person('staff'), username: everyone.people.staff.username };
    expect(can(namesake, 'psychology-request.read', request(everyone, everyone.people.staff, 'Teacher'))).toBe(false);
  });

  it('gives the counsellors’ view to staff only, whatever list their id is on', () => {
    const everyone = cast('sydney');
    const carerOnTheList = { ...everyone, counsellors: [everyone.people['another family'].documentId] };
    expect(can(everyone.people['another family'], 'psychology-request.read', request(carerOnTheList, everyone.people.staff, 'Teacher'))).toBe(false);
  });

  it('answers every refusal as a request that does not exist (404)', () => {
    const everyone = cast('sydney');
    expect(() => authorize(everyone.people['another family'], 'psychology-request.create', request(everyone, null, 'Parent'))).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => authorize(everyone.people.admin, 'psychology-request.read', request(everyone, everyone.people.staff, 'Teacher'))).toThrow(expect.objectContaining({ status: 404 }));
  });
});
