import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { formatDate, isoDate } from '@/lib/format-date.ts';
import { useNotice } from '../api/get-notice.ts';

export function NoticeDetail({ postUid }: { postUid: string }) {
  const { data, isPending, error, refetch } = useNotice(postUid);

  if (isPending) return <Loading label="Loading notice…" />;
  if (error instanceof ApiError && error.status === 404) return <EmptyState />;
  if (error) return <ErrorMessage error={error} onRetry={() => void refetch()} />;

  return (
    <article className="notice">
      <h1 className="page-title">{data.title}</h1>
      <p className="card__meta">
        {data.postcategory_categoryname ? <span className="badge">{data.postcategory_categoryname}</span> : null}
        <time dateTime={isoDate(data.publish_start)}>{formatDate(data.publish_start)}</time>
      </p>
      {/* content_html is sanitised by the server before it is stored (architecture decision),
          so it can be rendered as HTML here. */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: data.content_html }} />
    </article>
  );
}
