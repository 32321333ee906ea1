import type { PostRecord } from '@portal/contract';
import type { ReactNode } from 'react';
import { DateDisplay } from '@/components/ui/date-display.tsx';
import { FeaturedImage } from '@/data/posts/components/featured-image.tsx';
import './connection-article.css';

/** A newsletter article: for signed-in readers and for the public share link alike. */
export function ConnectionArticle({ post, actions }: { post: PostRecord; actions?: ReactNode }) {
  return (
    <article className="connection">
      <h1 className="page-title">{post.title}</h1>
      <p className="card__meta">
        {post.postcategory_categoryname ? <span className="badge">{post.postcategory_categoryname}</span> : null}
        <DateDisplay value={post.publish_start} />
      </p>
      {actions ? <div className="connection__actions">{actions}</div> : null}
      <FeaturedImage post={post} className="connection__hero" />
      {/* content_html is sanitised by the server before it is stored. */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: post.content_html }} />
    </article>
  );
}
