import type { PostRecord } from '@portal/contract';
import { useId, useState, type ReactNode } from 'react';
import { textsShown, usePageLanguage } from '@/components/content-translation/texts-shown.ts';
import { TranslationNote } from '@/components/content-translation/translation-note.tsx';
import { DateDisplay } from '@/components/ui/date-display.tsx';
import { FeaturedImage } from '@/data/posts/components/featured-image.tsx';
import './connection-article.css';

/** A newsletter article: for signed-in readers and for the public share link alike. */
export function ConnectionArticle({ post: article, actions }: { post: PostRecord; actions?: ReactNode }) {
  const [showOriginal, setShowOriginal] = useState(false);
  const contentId = useId();
  const { record: post, attributes, kind, showingOriginal } = textsShown(article, usePageLanguage(), showOriginal);
  return (
    <article className="connection">
      <h1 className="page-title" {...attributes}>
        {post.title}
      </h1>
      <p className="card__meta">
        {post.postcategory_categoryname ? <span className="badge">{post.postcategory_categoryname}</span> : null}
        <DateDisplay value={post.publish_start} />
      </p>
      <TranslationNote
        kind={kind}
        showingOriginal={showingOriginal}
        onToggleOriginal={() => setShowOriginal((shownBefore) => !shownBefore)}
        controls={contentId}
      />
      {actions ? <div className="connection__actions">{actions}</div> : null}
      <FeaturedImage post={post} className="connection__hero" attributes={attributes} />
      {/* content_html is sanitised by the server before it is stored. */}
      <div id={contentId} className="rich-text" {...attributes} dangerouslySetInnerHTML={{ __html: post.content_html }} />
    </article>
  );
}
