import { describe, expect, it } from 'vitest';
import type { Campus } from '@portal/contract';
import type { SchoolTerm } from '../models/records/school-term.ts';
import { ROLES, person } from '../test/people.ts';
import { authorize, can } from './authorize.ts';

const CAMPUSES: Campus[] = ['sydney', 'armidale'];

const term = (campus: Campus): SchoolTerm => ({
  id: 1,
  documentId: `term-${campus}`,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  publishedAt: '2026-01-01T00:00:00.000Z',
  campus,
  name: 'Term 2',
  first_day: '2026-04-27',
  last_day: '2026-07-03',
});

describe('the school term policy', () => {
  it("lets each role read their own campus's terms, and no other campus's", () => {
    for (const campus of CAMPUSES) {
      for (const role of ROLES) {
        for (const of of CAMPUSES) {
          expect(can(person(role, campus), 'school-term.read', term(of)), `${role} of ${campus} reads ${of}'s`).toBe(of === campus);
        }
      }
    }
  });

  it('answers a refusal as a term that does not exist (404)', () => {
    expect(() => authorize(person('student', 'armidale'), 'school-term.read', term('sydney'))).toThrow(expect.objectContaining({ status: 404 }));
  });
});
