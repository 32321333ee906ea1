import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { LastUpdated } from '@/components/ui/last-updated.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { NotSavedYet } from '@/components/ui/not-saved-yet.tsx';
import { useHiddenCategories } from '@/lib/hidden-categories.ts';
import { useLiveItems } from '@/offline/use-live-items.ts';
import { useCachedPostList } from '@/offline/use-cached-post-list.ts';
import { withoutHidden } from '../lib/without-hidden.ts';
import { PostCards, type PostMarks } from './post-cards.tsx';

export { noticeDetailPath } from './post-cards.tsx';

/**
 * Notices for this reader in the server's order: saved ones at once (also offline), then the
 * server's list. Expired ones leave at their publish end even with no network.
 */
export function NoticesList(marks: PostMarks) {
  const notices = useCachedPostList('notice');
  const live = useLiveItems(notices.data);
  const { hidden } = useHiddenCategories();

  if (notices.status === 'loading') return <Loading label="Loading notices…" />;
  if (notices.status === 'error') return <ErrorMessage error={notices.error} onRetry={notices.refetch} />;
  if (notices.status === 'unavailable' || !live) return <NotSavedYet />;

  const visible = withoutHidden(live, hidden);
  return (
    <>
      {visible.length === 0 ? <EmptyState /> : <PostCards posts={visible} {...marks} />}
      <LastUpdated at={notices.updatedAt} stale={notices.stale} />
    </>
  );
}
