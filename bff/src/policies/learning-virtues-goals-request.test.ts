import { describe, expect, it } from 'vitest';
import type { Campus } from '@portal/contract';
import type { LearningVirtuesGoalsRequest } from '../models/records/learning-virtues-goals-request.ts';
import { ROLES, person } from '../test/people.ts';
import { authorize, can } from './authorize.ts';

const CAMPUSES: Campus[] = ['sydney', 'armidale'];

function request(campus: Campus | null): LearningVirtuesGoalsRequest {
  return {
    id: 1,
    documentId: 'request-1',
    createdAt: '2026-05-01T00:00:00.000Z',
    updatedAt: '2026-05-01T00:00:00.000Z',
    created_by_username: 'admin1',
    form_run: 'Year 9',
    student_username: null,
    is_error: false,
    message: null,
    queue_status: 'Complete',
    semester: '3',
    academic_year: '2026',
    campus,
    year_group: 9,
    progress_done: 1,
    progress_total: 1,
    pdf_files: ['lv-goals-sydney-2026-t3-student1.pdf'],
    users_userid: 'person-admin',
  } as LearningVirtuesGoalsRequest;
}

describe('the Learning Virtues goals request policy', () => {
  it('lets administrators of the request’s campus administer it, and nobody else', () => {
    for (const recordCampus of [...CAMPUSES, null]) {
      for (const campus of CAMPUSES) {
        for (const role of ROLES) {
          const expected = role === 'admin' && recordCampus === campus;
          expect(can(person(role, campus), 'learning-virtues-goals-request.administer', request(recordCampus)), `${role} of ${campus}, request of ${recordCampus}`).toBe(expected);
        }
      }
    }
  });

  it('answers another campus’s request as one that does not exist (404)', () => {
    expect(() => authorize(person('admin', 'armidale'), 'learning-virtues-goals-request.administer', request('sydney'))).toThrow(expect.objectContaining({ status: 404 }));
  });
});
