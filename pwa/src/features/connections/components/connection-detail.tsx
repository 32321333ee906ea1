import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { NotSavedYet } from '@/components/ui/not-saved-yet.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { usePost } from '@/data/posts/api/get-post.ts';
import { SavePdfButton } from '@/data/posts/components/save-pdf-button.tsx';
import { ConnectionArticle } from './connection-article.tsx';
import { ShareLinkButton } from './share-link-button.tsx';

export function ConnectionDetail({ postUid }: { postUid: string }) {
  const { t } = useLingui();
  const connection = usePost(postUid);
  const post = connection.data;

  if (connection.error instanceof ApiError && connection.error.status === 404) return <EmptyState />;
  if (connection.status === 'loading') return <Loading label={t`Loading article…`} />;
  if (connection.status === 'error') return <ErrorMessage error={connection.error} onRetry={connection.refetch} />;
  if (connection.status === 'unavailable') return <NotSavedYet />;
  // Saved, but its publish window has closed since.
  if (connection.expired || !post) return <EmptyState />;

  return (
    <ConnectionArticle
      post={post}
      actions={
        <>
          {post.make_public ? <ShareLinkButton postUid={post.postUid} /> : null}
          <SavePdfButton post={post} />
        </>
      }
    />
  );
}
