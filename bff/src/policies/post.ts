import { audienceKindOf, canRead, isLive } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import { postAudience, type CmsPost } from '../presenters/post.ts';
import { readerOf } from './reader.ts';

/**
 * Readers see a post only while it is live, on their campus, and meant for them;
 * administrators see every post (they edit them).
 */
export function canReadPost(user: PortalUser, post: CmsPost, now: Date): boolean {
  if (user.is_admin) return true;
  if (post.campus && post.campus !== user.campus) return false;
  if (!isLive(post, now)) return false;
  return canRead(readerOf(user), postAudience(post));
}

/**
 * What canReadPost depends on for a reader (not an administrator), as a key: readers with the
 * same key see the same posts, so one prepared answer serves all of them.
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
export function isPublicNewsletter(post: CmsPost, now: Date): boolean {
  return post.type === 'newsletter' && post.make_public && isLive(post, now);
}
