import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { LastUpdated, oldestCopy } from '@/components/ui/last-updated.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { NotSavedYet } from '@/components/ui/not-saved-yet.tsx';
import { useHiddenCategories } from '@/lib/hidden-categories.ts';
import { usePosts } from '@/data/posts/api/get-posts.ts';
import { PostCards, type PostMarks } from '@/data/posts/components/post-cards.tsx';
import { withoutHidden } from '@/data/posts/lib/without-hidden.ts';
import { PrincipalMessages } from './principal-messages.tsx';

type NoticesListProps = PostMarks & {
  /** The read marks are still on their way: the list waits for them. */
  marksLoading?: boolean;
};

/**
 * Notices for this reader in the server's order: saved ones at once (also offline), then the
 * server's list. Expired ones leave at their publish end even with no network. The principal's
 * messages follow under their own heading, and one 'Last updated' under both says how fresh
 * the older of the two copies is.
 */
export function NoticesList({ marksLoading = false, ...marks }: NoticesListProps) {
  const { t } = useLingui();
  const notices = usePosts('notice');
  const messages = usePosts('principal');
  const { hidden } = useHiddenCategories();

  if (notices.status === 'loading' || (marksLoading && notices.status === 'ready')) return <Loading label={t`Loading notices…`} />;
  let content: ReactNode;
  if (notices.status === 'error') content = <ErrorMessage error={notices.error} onRetry={notices.refetch} />;
  else if (notices.status === 'unavailable' || !notices.data) content = <NotSavedYet />;
  else {
    const visible = withoutHidden(notices.data, hidden);
    content = visible.length === 0 ? <EmptyState /> : <PostCards posts={visible} {...marks} />;
  }
  // The list under it, so that it never pushes the notices down.
  const shownMessages = messages.status === 'ready' && messages.data ? withoutHidden(messages.data, hidden) : [];
  const shown = [...(notices.data ? [notices] : []), ...(shownMessages.length > 0 ? [messages] : [])];
  return (
    <>
      {content}
      <PrincipalMessages posts={shownMessages} {...marks} />
      <LastUpdated {...oldestCopy(shown)} />
    </>
  );
}
