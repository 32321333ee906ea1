import { useMemo } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { NotSavedYet } from '@/components/ui/not-saved-yet.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useLiveItems } from '@/offline/use-live-items.ts';
import { useCachedPost } from '@/offline/use-cached-post.ts';
import { ConnectionArticle } from './connection-article.tsx';
import { ShareLinkButton } from './share-link-button.tsx';

export function ConnectionDetail({ postUid }: { postUid: string }) {
  const connection = useCachedPost(postUid);
  const items = useMemo(() => (connection.data ? [connection.data] : undefined), [connection.data]);
  const post = useLiveItems(items)?.[0];

  if (connection.error instanceof ApiError && connection.error.status === 404) return <EmptyState />;
  if (connection.status === 'loading') return <Loading label="Loading article…" />;
  if (connection.status === 'error') return <ErrorMessage error={connection.error} onRetry={connection.refetch} />;
  if (connection.status === 'unavailable') return <NotSavedYet />;
  if (!post) return <EmptyState />;

  return <ConnectionArticle post={post} actions={post.make_public ? <ShareLinkButton postUid={post.postUid} /> : undefined} />;
}
