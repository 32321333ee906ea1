import { describe, expect, it } from 'vitest';
import { INDEFINITE, type Campus } from '@portal/contract';
import type { Post } from '../models/records/post.ts';
import { ROLES, person, type Role } from '../test/people.ts';
import { authorize, can } from './authorize.ts';

const now = new Date('2026-05-10T10:00:00.000Z');

function post(changes: Partial<Post> = {}): Post {
  return {
    id: 1,
    documentId: 'post-1',
    createdAt: '2026-05-01T00:00:00.000Z',
    updatedAt: '2026-05-01T00:00:00.000Z',
    publishedAt: '2026-05-01T00:00:00.000Z',
    type: 'notice',
    title: 'Swimming carnival',
    slug: 'swimming-carnival',
    content_html: '<p>Bring a hat.</p>',
    excerpt: null,
    featured_img_url: null,
    published: true,
    make_public: false,
    publish_start: '2026-05-01T00:00:00.000Z',
    publish_end: INDEFINITE,
    sort_order: null,
    for_carer_only: false,
    daily_flag: false,
    clone: false,
    campus: 'sydney',
    user_types: [],
    groups: [],
    postcategory: null,
    ...changes,
  } as Post;
}

/** Each case: a post, and the roles (of the post's campus unless named) that may do each action. */
const CASES: { name: string; post: Post; read: Role[]; administer: Role[] }[] = [
  { name: 'a live post for everyone of Sydney', post: post(), read: ['carer', 'student', 'staff', 'admin'], administer: ['admin'] },
  { name: 'a post for carers only', post: post({ for_carer_only: true }), read: ['carer', 'staff', 'admin'], administer: ['admin'] },
  { name: 'a post for staff', post: post({ user_types: ['staff'] }), read: ['staff', 'admin'], administer: ['admin'] },
  { name: 'a post for one group', post: post({ groups: [{ id: 9, documentId: 'g-9', groupname: 'Year 7', grouptype: null, createdAt: '', updatedAt: '', publishedAt: null } as never] }), read: [], administer: ['admin'] },
  { name: 'an ended post', post: post({ publish_end: '2026-05-09T00:00:00.000Z' }), read: [], administer: ['admin'] },
  { name: 'a draft', post: post({ published: false }), read: [], administer: ['admin'] },
  { name: 'a post without a campus (nobody’s)', post: post({ campus: null }), read: [], administer: [] },
];

const CAMPUSES: Campus[] = ['sydney', 'armidale'];

describe('the post policy', () => {
  for (const testCase of CASES) {
    it(`decides ${testCase.name} for each role of each campus`, () => {
      for (const campus of CAMPUSES) {
        for (const role of ROLES) {
          const someone = person(role, campus);
          const ownCampus = testCase.post.campus === campus;
          expect(can(someone, 'post.read', testCase.post, { now }), `${role} of ${campus} reads`).toBe(ownCampus && testCase.read.includes(role));
          expect(can(someone, 'post.administer', testCase.post, { now }), `${role} of ${campus} administers`).toBe(ownCampus && testCase.administer.includes(role));
        }
      }
    });
  }

  it('lets a member of the group read the group’s post', () => {
    const forYear7 = CASES[3]!.post;
    expect(can(person('carer', 'sydney', ['Year 7']), 'post.read', forYear7, { now })).toBe(true);
    expect(can(person('carer', 'sydney', ['Year 8']), 'post.read', forYear7, { now })).toBe(false);
  });

  it('answers a refusal as a post that does not exist (404), never 403', () => {
    expect(() => authorize(person('carer', 'armidale'), 'post.read', post(), { now })).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => authorize(person('staff'), 'post.administer', post(), { now })).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => authorize(person('admin'), 'post.administer', post(), { now })).not.toThrow();
  });
});
