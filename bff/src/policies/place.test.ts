import { describe, expect, it } from 'vitest';
import type { Campus } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import type { Place } from '../models/records/place.ts';
import { ROLES, person, type Role } from '../test/people.ts';
import { editorEntry, forGroup, place, placeEditor as editor } from '../test/place-records.ts';
import { authorize, can } from './authorize.ts';

type Action = 'read' | 'edit' | 'administer';

/**
 * Each case: a place, and who of its campus may do each action: the roles, and `editor` (a
 * carer listed among its editors). Nobody of the other campus may do anything, the editor's
 * namesake there included.
 */
const CASES: { name: string; place: Place; allowed: Record<Action, (Role | 'editor')[]> }[] = [
  {
    name: 'a place for every reader of Sydney',
    place: place(),
    allowed: { read: ['carer', 'student', 'staff', 'admin', 'editor'], edit: ['admin', 'editor'], administer: ['admin'] },
  },
  {
    name: 'a place for Year 9 (no role is a member)',
    place: place({ groups: forGroup('Year 9') }),
    allowed: { read: ['staff', 'admin', 'editor'], edit: ['admin', 'editor'], administer: ['admin'] },
  },
  {
    name: 'a place listing its editor under the username they had before a rename',
    place: place({ editor_people: [editorEntry(editor, 'grace.old')], groups: forGroup('Year 9') }),
    allowed: { read: ['staff', 'admin', 'editor'], edit: ['admin', 'editor'], administer: ['admin'] },
  },
  {
    name: "a place listing someone else who has the editor's username",
    place: place({ editor_people: [{ id: 999, documentId: 'someone-else', username: editor.username }], groups: forGroup('Year 9') }),
    allowed: { read: ['staff', 'admin'], edit: ['admin'], administer: ['admin'] },
  },
  {
    name: 'a place without editors',
    place: place({ editor_people: [], groups: forGroup('Year 9') }),
    allowed: { read: ['staff', 'admin'], edit: ['admin'], administer: ['admin'] },
  },
];

const CAMPUSES: Campus[] = ['sydney', 'armidale'];

/** Each role at each campus, and the editor at theirs; the same username at the other campus is a namesake, someone else. */
function people(campus: Campus): [Role | 'editor', PortalUser][] {
  const roles = ROLES.map((role): [Role, PortalUser] => [role, person(role, campus)]);
  return [...roles, ['editor', campus === editor.campus ? editor : { ...editor, documentId: 'namesake', campus }]];
}

describe('the place policy', () => {
  for (const testCase of CASES) {
    it(`decides ${testCase.name} for each role of each campus`, () => {
      for (const campus of CAMPUSES) {
        for (const [who, someone] of people(campus)) {
          for (const action of ['read', 'edit', 'administer'] as const) {
            const expected = testCase.place.campus === campus && testCase.allowed[action].includes(who);
            expect(can(someone, `place.${action}`, testCase.place), `${who} of ${campus} ${action}`).toBe(expected);
          }
        }
      }
    });
  }

  it('lets a member of its group read it, and nobody else who is not staff', () => {
    const forYear9 = CASES[1]!.place;
    expect(can(person('student', 'sydney', ['Year 9']), 'place.read', forYear9)).toBe(true);
    expect(can(person('carer', 'sydney', ['Year 9', 'Year 10']), 'place.read', forYear9)).toBe(true);
    expect(can(person('student', 'sydney', ['Year 10']), 'place.read', forYear9)).toBe(false);
    expect(can(person('student', 'armidale', ['Year 9']), 'place.read', forYear9)).toBe(false);
  });

  it('answers a place it keeps from someone as one that does not exist (404), and an edit of a place they read with 403', () => {
    const forYear9 = CASES[1]!.place;
    expect(() => authorize(person('student'), 'place.read', forYear9)).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => authorize(person('admin', 'armidale'), 'place.administer', forYear9)).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => authorize(person('staff'), 'place.edit', forYear9)).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => authorize(editor, 'place.edit', forYear9)).not.toThrow();
  });
});
