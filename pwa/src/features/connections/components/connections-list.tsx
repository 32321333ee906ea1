import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { LastUpdated } from '@/components/ui/last-updated.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { NotSavedYet } from '@/components/ui/not-saved-yet.tsx';
import { useHiddenCategories } from '@/lib/hidden-categories.ts';
import { usePosts } from '@/data/posts/api/get-posts.ts';
import { PostCards } from '@/data/posts/components/post-cards.tsx';
import { withoutHidden } from '@/data/posts/lib/without-hidden.ts';

/** The articles of the current Connections issue, saved for offline reading. */
export function ConnectionsList() {
  const { t } = useLingui();
  const newsletters = usePosts('newsletter');
  const { hidden } = useHiddenCategories();

  if (newsletters.status === 'loading') return <Loading label={t`Loading Connections…`} />;
  if (newsletters.status === 'error') return <ErrorMessage error={newsletters.error} onRetry={newsletters.refetch} />;
  if (newsletters.status === 'unavailable' || !newsletters.data) return <NotSavedYet />;

  const visible = withoutHidden(newsletters.data, hidden);
  return (
    <>
      {visible.length === 0 ? <EmptyState /> : <PostCards posts={visible} grid />}
      <LastUpdated at={newsletters.updatedAt} stale={newsletters.stale} />
    </>
  );
}
