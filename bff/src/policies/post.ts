import { audienceKindOf, canRead, isLive, type PostAudience } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import type { Post } from '../models/records/post.ts';
import { definePolicy, ofOwnCampus } from './policy.ts';
import { readerOf } from './reader.ts';

/** Who a post is for, as the contract's audience rule reads it. */
export function postAudience(post: Post): PostAudience {
  return {
    user_types: post.user_types ?? [],
    group_names: (post.groups ?? []).map((group) => group.groupname),
    for_carer_only: post.for_carer_only,
  };
}

/**
 * Posts (reader spec 2.1, admin spec 7). Either refusal answers as if the post did not exist:
 * an id is no key to a post that is not for this person.
 * - `read`: a reader sees a post while it is live, of their campus, and meant for them (the
 *   lists show administrators the reader's view too);
 * - `administer`: administrators change and open every post of their own campus.
 */
export const postPolicy = definePolicy<Post>()({
  read: {
    refuse: 'not-found',
    allow: (person, post, { now }) => ofOwnCampus(person, post) && isLive(post, now) && canRead(readerOf(person), postAudience(post)),
  },
  administer: {
    refuse: 'not-found',
    allow: (person, post) => person.is_admin && ofOwnCampus(person, post),
  },
});

/**
 * What the `read` rule depends on for a reader, as a key: readers with the same key see the
 * same posts, so one prepared answer serves all of them.
 */
export function readerAudienceKey(user: PortalUser): string {
  let key = audienceKeys.get(user);
  if (key === undefined) {
    const groups = (user.groups ?? []).map((group) => group.groupname).sort();
    key = JSON.stringify([user.campus, audienceKindOf(user.type), groups]);
    audienceKeys.set(user, key);
  }
  return key;
}

/** Keys by record: a person's cached record is replaced, never changed, when it is read again. */
const audienceKeys = new WeakMap<PortalUser, string>();

/**
 * Anyone, signed in or not, may read a newsletter made public while it is live: the share
 * link for families without an account.
 */
export function isPublicNewsletter(post: Post, now: Date): boolean {
  return post.type === 'newsletter' && post.make_public && isLive(post, now);
}
