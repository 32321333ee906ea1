import { describe, expect, it } from 'vitest';
import type { Campus } from '@portal/contract';
import type { Favourite } from '../models/records/favourite.ts';
import type { ReadPost } from '../models/records/read-post.ts';
import { ROLES, person } from '../test/people.ts';
import { authorize, can } from './authorize.ts';

const CAMPUSES: Campus[] = ['sydney', 'armidale'];
const ACTIONS = ['mark.read', 'mark.remove'] as const;

const stamps = { createdAt: '2026-05-01T00:00:00.000Z', updatedAt: '2026-05-01T00:00:00.000Z', publishedAt: '2026-05-01T00:00:00.000Z' };

const readMark = (ownerId: string | null): ReadPost => ({
  id: 1,
  documentId: 'read-1',
  ...stamps,
  client_mark_id: 'c0a80101-0000-4000-8000-000000000001',
  portal_user: ownerId === null ? null : { id: 7, documentId: ownerId },
  post: { id: 3, documentId: 'post-1' },
});

const favourite = (ownerId: string | null): Favourite => ({
  id: 2,
  documentId: 'favourite-1',
  ...stamps,
  client_mark_id: 'c0a80101-0000-4000-8000-000000000002',
  portal_user: ownerId === null ? null : { id: 7, documentId: ownerId },
  post: null,
  calendar_event: { id: 4, documentId: 'event-1' },
});

describe('the mark policy (read marks and favourites)', () => {
  for (const [name, markOf] of [['a read mark', readMark], ['a favourite', favourite]] as const) {
    it(`lets only its owner read and remove ${name}, whoever else asks`, () => {
      for (const campus of CAMPUSES) {
        for (const role of ROLES) {
          const owner = person(role, campus);
          for (const action of ACTIONS) {
            expect(can(owner, action, markOf(owner.documentId)), `${role} of ${campus}: ${action} of their own`).toBe(true);
            // Another person, of the same role and campus or an administrator, is no owner.
            expect(can(person(role, campus), action, markOf(owner.documentId)), `another ${role} of ${campus}: ${action}`).toBe(false);
            expect(can(person('admin', campus), action, markOf(owner.documentId)), `an admin of ${campus}: ${action} of a ${role}'s`).toBe(false);
            // A mark whose owner is gone is nobody's.
            expect(can(owner, action, markOf(null)), `${role}: ${action} of an ownerless mark`).toBe(false);
          }
        }
      }
    });
  }

  it('answers a refusal as a mark that does not exist (404)', () => {
    const owner = person('carer');
    expect(() => authorize(person('carer'), 'mark.remove', favourite(owner.documentId))).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => authorize(owner, 'mark.remove', favourite(owner.documentId))).not.toThrow();
  });
});
