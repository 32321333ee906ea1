import { useLingui } from '@lingui/react/macro';
import type { PostRecord } from '@portal/contract';
import { useEffect, type ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { NotSavedYet } from '@/components/ui/not-saved-yet.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { DateDisplay } from '@/components/ui/date-display.tsx';
import { FeaturedImage } from '@/data/posts/components/featured-image.tsx';
import { usePost } from '@/data/posts/api/get-post.ts';
import './notice-detail.css';

type NoticeDetailProps = {
  postUid: string;
  /** Called once the notice is shown (the screen marks it read). */
  onOpen?: (postUid: string) => void;
  renderActions?: (post: PostRecord) => ReactNode;
};

export function NoticeDetail({ postUid, onOpen, renderActions }: NoticeDetailProps) {
  const { t } = useLingui();
  const notice = usePost(postUid);
  const shown = notice.data;
  const shownUid = shown?.postUid;

  useEffect(() => {
    if (shownUid) onOpen?.(shownUid);
  }, [shownUid, onOpen]);

  if (notice.error instanceof ApiError && notice.error.status === 404) return <EmptyState />;
  if (notice.status === 'loading') return <Loading label={t`Loading notice…`} />;
  if (notice.status === 'error') return <ErrorMessage error={notice.error} onRetry={notice.refetch} />;
  if (notice.status === 'unavailable') return <NotSavedYet />;
  // Saved, but its publish window has closed since.
  if (notice.expired || !shown) return <EmptyState />;

  return (
    <article className="notice">
      <div className="card__head">
        <h1 className="page-title">{shown.title}</h1>
        {renderActions ? <div className="card__actions">{renderActions(shown)}</div> : null}
      </div>
      <p className="card__meta">
        {shown.postcategory_categoryname ? <span className="badge">{shown.postcategory_categoryname}</span> : null}
        <DateDisplay value={shown.publish_start} />
      </p>
      <FeaturedImage post={shown} className="notice__image" />
      {/* content_html is sanitised by the server before it is stored (architecture decision),
          so it can be rendered as HTML here. */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: shown.content_html }} />
    </article>
  );
}
