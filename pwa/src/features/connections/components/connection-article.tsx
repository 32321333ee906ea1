import type { PostRecord } from '@portal/contract';
import type { ReactNode } from 'react';
import { formatDate, isoDate } from '@/lib/format-date.ts';
import './connection-article.css';

/** A newsletter article: for signed-in readers and for the public share link alike. */
export function ConnectionArticle({ post, actions }: { post: PostRecord; actions?: ReactNode }) {
  return (
    <article className="connection">
      <h1 className="page-title">{post.title}</h1>
      <p className="card__meta">
        {post.postcategory_categoryname ? <span className="badge">{post.postcategory_categoryname}</span> : null}
        <time dateTime={isoDate(post.publish_start)}>{formatDate(post.publish_start)}</time>
      </p>
      {actions ? <div className="connection__actions">{actions}</div> : null}
      {post.featured_img_url ? <img className="connection__hero" src={post.featured_img_url} alt="" /> : null}
      {/* content_html is sanitised by the server before it is stored. */}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: post.content_html }} />
    </article>
  );
}
