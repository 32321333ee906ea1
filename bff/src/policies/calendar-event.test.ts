import { describe, expect, it } from 'vitest';
import { CAMPUSES, type AudienceKind } from '@portal/contract';
import type { CalendarEvent } from '../models/records/calendar-event.ts';
import { ROLES, person, type Role } from '../test/people.ts';
import { authorize, can } from './authorize.ts';

function event(changes: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: 1,
    documentId: 'event-1',
    createdAt: '2026-05-01T00:00:00.000Z',
    updatedAt: '2026-05-01T00:00:00.000Z',
    publishedAt: '2026-05-01T00:00:00.000Z',
    title: 'Open day',
    description: null,
    location: 'Main hall',
    event_start: '2026-05-20T09:00:00.000Z',
    event_end: null,
    all_day: false,
    category: null,
    campus: 'sydney',
    user_types: null,
    locale: 'en',
    machine_translated: false,
    translated_from: null,
    localizations: [],
    ...changes,
  };
}

/** Each case: an event, and the roles that may read it on its campus and on the other one. */
const CASES: { name: string; event: CalendarEvent; own: Role[]; other: Role[] }[] = [
  { name: 'an event of Sydney for everyone', event: event(), own: ['carer', 'student', 'staff', 'admin'], other: [] },
  { name: 'an event of Sydney for everyone (an empty list)', event: event({ user_types: [] }), own: ['carer', 'student', 'staff', 'admin'], other: [] },
  { name: 'a staff-only event', event: event({ user_types: ['staff'] }), own: ['staff', 'admin'], other: [] },
  { name: 'an event for carers and staff', event: event({ user_types: ['carer', 'staff'] }), own: ['carer', 'staff', 'admin'], other: [] },
  { name: 'a students’ event', event: event({ user_types: ['student'] }), own: ['student'], other: [] },
  {
    name: 'an event whose hand-edited list holds only unknown kinds (read as none: everyone)',
    event: event({ user_types: ['parents' as AudienceKind] }),
    own: ['carer', 'student', 'staff', 'admin'],
    other: [],
  },
  { name: 'an event of every campus (no campus)', event: event({ campus: null }), own: ['carer', 'student', 'staff', 'admin'], other: ['carer', 'student', 'staff', 'admin'] },
  { name: 'a staff event of every campus', event: event({ campus: null, user_types: ['staff'] }), own: ['staff', 'admin'], other: ['staff', 'admin'] },
];

describe('the calendar event policy', () => {
  for (const testCase of CASES) {
    it(`decides ${testCase.name} for each role of each campus`, () => {
      for (const campus of CAMPUSES) {
        for (const role of ROLES) {
          const ownCampus = (testCase.event.campus ?? 'sydney') === campus;
          const allowed = (ownCampus ? testCase.own : testCase.other).includes(role);
          expect(can(person(role, campus), 'calendar-event.read', testCase.event), `${role} of ${campus} reads`).toBe(allowed);
        }
      }
    });
  }

  it('answers a refusal as an event that does not exist (404)', () => {
    expect(() => authorize(person('carer', 'armidale'), 'calendar-event.read', event())).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => authorize(person('carer'), 'calendar-event.read', event({ user_types: ['staff'] }))).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => authorize(person('carer'), 'calendar-event.read', event())).not.toThrow();
  });
});
