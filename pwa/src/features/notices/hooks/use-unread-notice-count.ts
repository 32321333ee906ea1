import { useHiddenCategories } from '@/lib/hidden-categories.ts';
import { usePosts } from '@/data/posts/api/get-posts.ts';
import { withoutHidden } from '@/data/posts/lib/without-hidden.ts';

/** How many live notices (not hidden by the filter) this reader has not read yet. */
export function useUnreadNoticeCount(readIds: ReadonlySet<string> | undefined): number | undefined {
  const notices = usePosts('notice');
  const { hidden } = useHiddenCategories();
  if (!notices.data || !readIds) return undefined;
  return withoutHidden(notices.data, hidden).filter((notice) => !readIds.has(notice.postUid)).length;
}
