import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { LastUpdated } from '@/components/ui/last-updated.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { NotSavedYet } from '@/components/ui/not-saved-yet.tsx';
import { useHiddenCategories } from '@/lib/hidden-categories.ts';
import { usePosts } from '@/data/posts/api/get-posts.ts';
import { withoutHidden } from '../lib/without-hidden.ts';
import { PostCards, type PostMarks } from './post-cards.tsx';

type NoticesListProps = PostMarks & {
  /** The read marks are still on their way: the list waits for them. */
  marksLoading?: boolean;
  /** Shown under the list once the list is there, so the list never pushes it down. */
  after?: ReactNode;
};

/**
 * Notices for this reader in the server's order: saved ones at once (also offline), then the
 * server's list. Expired ones leave at their publish end even with no network.
 */
export function NoticesList({ marksLoading = false, after, ...marks }: NoticesListProps) {
  const notices = usePosts('notice');
  const { hidden } = useHiddenCategories();

  if (notices.status === 'loading' || (marksLoading && notices.status === 'ready')) return <Loading label="Loading notices…" />;
  let content: ReactNode;
  if (notices.status === 'error') content = <ErrorMessage error={notices.error} onRetry={notices.refetch} />;
  else if (notices.status === 'unavailable' || !notices.data) content = <NotSavedYet />;
  else {
    const visible = withoutHidden(notices.data, hidden);
    content = (
      <>
        {visible.length === 0 ? <EmptyState /> : <PostCards posts={visible} {...marks} />}
        <LastUpdated at={notices.updatedAt} stale={notices.stale} />
      </>
    );
  }
  return (
    <>
      {content}
      {after}
    </>
  );
}
