import { useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { usePublicConnection } from '../api/get-public-connection.ts';
import { ConnectionArticle } from './connection-article.tsx';

/** The share link's page: a public article, readable without signing in. */
export function PublicConnection({ postUid }: { postUid: string }) {
  const { t } = useLingui();
  const { data, isPending, error, refetch } = usePublicConnection(postUid);
  if (isPending) return <Loading label={t`Loading article…`} />;
  if (error instanceof ApiError && error.status === 404) return <EmptyState />;
  if (error) return <ErrorMessage error={error} onRetry={() => void refetch()} />;
  return <ConnectionArticle post={data} />;
}
