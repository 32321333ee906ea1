import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { formatDate, isoDate } from '@/lib/format-date.ts';
import { useHiddenCategories } from '@/lib/hidden-categories.ts';
import { useNotices } from '../api/get-notices.ts';

export function noticeDetailPath(postUid: string): string {
  return `/notices/notice_details/${encodeURIComponent(postUid)}`;
}

/** Notices for this reader, without the categories they hid in the header's filter menu. */
export function NoticesList() {
  const { data, isPending, error, refetch } = useNotices();
  const { hidden } = useHiddenCategories();

  if (isPending) return <Loading label="Loading notices…" />;
  if (error) return <ErrorMessage error={error} onRetry={() => void refetch()} />;

  const notices = data.filter((notice) => !notice.postcategory_categoryid || !hidden.has(notice.postcategory_categoryid));
  if (notices.length === 0) return <EmptyState />;

  return (
    <ul className="card-list">
      {notices.map((notice) => (
        <li key={notice.postUid} className="card">
          <article aria-labelledby={`notice-${notice.postUid}`}>
            <h2 className="card__title" id={`notice-${notice.postUid}`}>
              <Link to={noticeDetailPath(notice.postUid)}>{notice.title}</Link>
            </h2>
            <p className="card__meta">
              {notice.postcategory_categoryname ? <span className="badge">{notice.postcategory_categoryname}</span> : null}
              <time dateTime={isoDate(notice.publish_start)}>{formatDate(notice.publish_start)}</time>
            </p>
            {notice.excerpt ? <p className="card__body">{notice.excerpt}</p> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
