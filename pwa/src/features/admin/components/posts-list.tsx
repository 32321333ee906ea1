import { Callout, Classes, Intent, Spinner } from '@blueprintjs/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ADMIN_PAGE_SIZE_DEFAULT, POST_MESSAGES, adminPaths, type PostCategoryRecord, type PostRecord } from '@portal/contract';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useDeletePost } from '../api/delete-post.ts';
import { DeleteQuestion } from './delete-question.tsx';
import { useAdminPosts } from '../api/get-admin-posts.ts';
import { useAllPostCategories } from '../api/get-all-post-categories.ts';
import { showAdminToast } from '../lib/admin-toaster.ts';
import { savedPostOf } from '../lib/saved-post.ts';
import { useAdminPost } from '../api/admin-post.ts';
import {
  NO_FILTER,
  addressOf,
  filterErrorsOf,
  filterFromAddress,
  listQueryOf,
  type PostsFilter,
  type PostsFilterErrors,
} from '../lib/posts-filter.ts';
import { Pager } from './pager.tsx';
import { PostsFilterForm } from './posts-filter-form.tsx';
import { PostsTable } from './posts-table.tsx';
import { TranslationCounts } from './translation-counts.tsx';
import './posts-list.css';

type FilterPanelProps = {
  initial: PostsFilter;
  initialErrors: PostsFilterErrors;
  categories: readonly PostCategoryRecord[];
  busy: boolean;
  onApply: (filter: PostsFilter) => void;
  onReset: () => void;
};

/**
 * The filter being edited. It starts from what is listed and starts again whenever the
 * address changes (Filter, Reset, back and forward), so the form shows what the table does.
 */
function FilterPanel({ initial, initialErrors, categories, busy, onApply, onReset }: FilterPanelProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState(initialErrors);
  const apply = () => {
    const found = filterErrorsOf(draft);
    setErrors(found);
    // Admin spec 5: a filter with an error is not sent.
    if (Object.keys(found).length === 0) onApply(draft);
  };
  return (
    <PostsFilterForm
      value={draft}
      onChange={setDraft}
      errors={errors}
      categories={categories}
      busy={busy}
      onFilter={apply}
      onReset={onReset}
    />
  );
}

/**
 * The Posts tab (admin spec 2): create buttons, the filter, and a page of posts with edit and
 * delete. The filter and page live in the address, so a reload keeps them; the server
 * filters and pages, newest first.
 */
export function PostsList() {
  const { t, i18n } = useLingui();
  /** The server's message (the contract's), else one of our own. */
  const messageOf = (error: unknown) =>
    error instanceof ApiError ? i18n._(error.message) : t`Something went wrong. Please try again.`;
  const [params, setParams] = useSearchParams();
  const { filter, page } = filterFromAddress(params);
  const applied = listQueryOf(filter, page);
  const appliedKey = JSON.stringify(applied);
  const appliedErrors = filterErrorsOf(filter);
  const valid = Object.keys(appliedErrors).length === 0;

  const posts = useAdminPosts(applied, valid);
  const categories = useAllPostCategories();
  const deletePost = useDeletePost();
  const [toDelete, setToDelete] = useState<PostRecord | null>(null);
  // The post an editor just saved: shown first, marked, whatever the filter and page.
  const justSaved = useAdminPost(savedPostOf(useLocation().state)?.savedPostUid).data;

  const show = (next: PostsFilter, nextPage: number) => setParams(addressOf(params, next, nextPage));
  const total = posts.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE_DEFAULT));

  const onApply = (next: PostsFilter) => {
    // The same filter again means "look again": someone may have changed posts since.
    if (JSON.stringify(listQueryOf(next, 1)) === appliedKey) void posts.refetch();
    else show(next, 1);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const lastOnPage = posts.data?.records.length === 1 && page > 1;
    try {
      await deletePost.remove(toDelete.postUid);
      showAdminToast({ message: i18n._(POST_MESSAGES.deleted), intent: Intent.SUCCESS });
      // The page it emptied is gone: show the one before.
      if (lastOnPage) show(filter, page - 1);
    } catch (error) {
      showAdminToast({ message: messageOf(error), intent: Intent.DANGER });
    } finally {
      setToDelete(null);
    }
  };

  return (
    <div className="posts-list">
      <div className="posts-list-create">
        <Link className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} to={adminPaths.newsletterHeaders.href()}>
          <Trans>Create Newsletter Header</Trans>
        </Link>
        <Link className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} to={adminPaths.addNewsletter.href()}>
          <Trans>Create Newsletter Article</Trans>
        </Link>
        <Link className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} to={adminPaths.addNotice.href()}>
          <Trans>Create Notice/Principal/Dailymail</Trans>
        </Link>
      </div>

      <FilterPanel
        key={appliedKey}
        initial={filter}
        initialErrors={appliedErrors}
        categories={categories.data ?? []}
        busy={posts.isFetching}
        onApply={onApply}
        onReset={() => show(NO_FILTER, 1)}
      />
      {categories.error ? (
        <Callout intent={Intent.WARNING} role="alert">
          {messageOf(categories.error)}
        </Callout>
      ) : null}

      <TranslationCounts />
      {posts.error ? (
        <Callout intent={Intent.DANGER} role="alert">
          {messageOf(posts.error)}
        </Callout>
      ) : posts.data ? (
        <>
          <PostsTable posts={posts.data.records} justSaved={justSaved} now={new Date()} onDelete={setToDelete} />
          <Pager page={page} pageCount={pageCount} total={total} noun="post" onPage={(next) => show(filter, next)} />
        </>
      ) : valid ? (
        <Spinner size={40} aria-label={t`Loading posts`} />
      ) : null}

      <DeleteQuestion
        question={i18n._(POST_MESSAGES.deleteConfirm)}
        subject={toDelete?.title ?? null}
        pending={deletePost.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
