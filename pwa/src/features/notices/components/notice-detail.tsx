import { useLingui } from '@lingui/react/macro';
import type { PostRecord } from '@portal/contract';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { textsShown, usePageLanguage } from '@/components/content-translation/texts-shown.ts';
import { TranslationNote } from '@/components/content-translation/translation-note.tsx';
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
  const page = usePageLanguage();
  const [showOriginal, setShowOriginal] = useState(false);
  const contentId = useId();
  const shownUid = notice.data?.postUid;

  useEffect(() => {
    if (shownUid) onOpen?.(shownUid);
  }, [shownUid, onOpen]);

  if (notice.error instanceof ApiError && notice.error.status === 404) return <EmptyState />;
  if (notice.status === 'loading') return <Loading label={t`Loading notice…`} />;
  if (notice.status === 'error') return <ErrorMessage error={notice.error} onRetry={notice.refetch} />;
  if (notice.status === 'unavailable') return <NotSavedYet />;
  // Saved, but its publish window has closed since.
  if (notice.expired || !notice.data) return <EmptyState />;
  const { record: shown, attributes, kind, showingOriginal } = textsShown(notice.data, page, showOriginal);

  return (
    <article className="notice">
      <div className="card__head">
        <h1 className="page-title" {...attributes}>
          {shown.title}
        </h1>
        {renderActions ? <div className="card__actions">{renderActions(shown)}</div> : null}
      </div>
      <p className="card__meta">
        {shown.postcategory_categoryname ? <span className="badge">{shown.postcategory_categoryname}</span> : null}
        <DateDisplay value={shown.publish_start} />
      </p>
      <TranslationNote
        kind={kind}
        showingOriginal={showingOriginal}
        onToggleOriginal={() => setShowOriginal((shownBefore) => !shownBefore)}
        controls={contentId}
      />
      <FeaturedImage post={shown} className="notice__image" attributes={attributes} />
      {/* content_html is sanitised by the server before it is stored (architecture decision),
          so it can be rendered as HTML here. */}
      <div id={contentId} className="rich-text" {...attributes} dangerouslySetInnerHTML={{ __html: shown.content_html }} />
    </article>
  );
}
