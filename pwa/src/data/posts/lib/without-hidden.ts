import type { PostRecord } from '@portal/contract';

/** Posts of categories the reader hid in the header's filter menu are left out. */
export function withoutHidden(posts: readonly PostRecord[], hidden: ReadonlySet<string>): PostRecord[] {
  return posts.filter((post) => !post.postcategory_categoryid || !hidden.has(post.postcategory_categoryid));
}
