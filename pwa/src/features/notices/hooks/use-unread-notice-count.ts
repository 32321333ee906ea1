import { useHiddenCategories } from '@/lib/hidden-categories.ts';
import { useLiveItems } from '@/offline/use-live-items.ts';
import { useCachedPostList } from '@/offline/use-cached-post-list.ts';
import { withoutHidden } from '../lib/without-hidden.ts';

/** How many live notices (not hidden by the filter) this reader has not read yet. */
export function useUnreadNoticeCount(readIds: ReadonlySet<string> | undefined): number | undefined {
  const notices = useCachedPostList('notice');
  const live = useLiveItems(notices.data);
  const { hidden } = useHiddenCategories();
  if (!live || !readIds) return undefined;
  return withoutHidden(live, hidden).filter((notice) => !readIds.has(notice.postUid)).length;
}
