import { readerPaths, type PostRecord } from '@portal/contract';
import { Link } from '@/components/ui/link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { LastUpdated } from '@/components/ui/last-updated.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { NotSavedYet } from '@/components/ui/not-saved-yet.tsx';
import { formatDate, isoDate } from '@/lib/format-date.ts';
import { useHiddenCategories } from '@/lib/hidden-categories.ts';
import { usePosts } from '@/data/posts/api/get-posts.ts';

function visibleTo(posts: readonly PostRecord[], hidden: ReadonlySet<string>): PostRecord[] {
  return posts.filter((post) => !post.postcategory_categoryid || !hidden.has(post.postcategory_categoryid));
}

/** The articles of the current Connections issue, saved for offline reading. */
export function ConnectionsList() {
  const newsletters = usePosts('newsletter');
  const { hidden } = useHiddenCategories();

  if (newsletters.status === 'loading') return <Loading label="Loading Connections…" />;
  if (newsletters.status === 'error') return <ErrorMessage error={newsletters.error} onRetry={newsletters.refetch} />;
  if (newsletters.status === 'unavailable' || !newsletters.data) return <NotSavedYet />;

  const visible = visibleTo(newsletters.data, hidden);
  return (
    <>
      {visible.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="card-list card-list--grid">
          {visible.map((post) => (
            <li key={post.postUid} className="card card--newsletter">
              <article aria-labelledby={`newsletter-${post.postUid}`}>
                {post.featured_img_url ? <img className="card__image" src={post.featured_img_url} alt="" loading="lazy" /> : null}
                <h2 className="card__title" id={`newsletter-${post.postUid}`}>
                  <Link to={readerPaths.connectionDetails.href({ id: post.postUid })}>{post.title}</Link>
                </h2>
                <p className="card__meta">
                  {post.postcategory_categoryname ? <span className="badge">{post.postcategory_categoryname}</span> : null}
                  <time dateTime={isoDate(post.publish_start)}>{formatDate(post.publish_start)}</time>
                </p>
                {post.excerpt ? <p className="card__body">{post.excerpt}</p> : null}
              </article>
            </li>
          ))}
        </ul>
      )}
      <LastUpdated at={newsletters.updatedAt} stale={newsletters.stale} />
    </>
  );
}
