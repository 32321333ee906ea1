import { Trans } from '@lingui/react/macro';
import { PostsList } from '@/features/admin/components/posts-list.tsx';

/** Admin spec 2: the Posts tab, the default one of /admin. */
export default function PostsTab() {
  return (
    <section className="admin-panel" aria-labelledby="posts-tab-title">
      <h2 id="posts-tab-title">
        <Trans>Posts</Trans>
      </h2>
      <PostsList />
    </section>
  );
}
