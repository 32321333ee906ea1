import { Trans, useLingui } from '@lingui/react/macro';
import { PLACE_MESSAGES, type BlogEntryRecord, type PageRecord } from '@portal/contract';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { DateDisplay } from '@/components/ui/date-display.tsx';
import { useBlogEntries, useBlogEntryWrites } from '../api/blog-entries.ts';
import { BlogEntryForm } from '../editing/blog-entry-form.tsx';
import { ConfirmDialog } from '../editing/confirm-dialog.tsx';
import { usePlaceEditing } from '../editing/place-editing.tsx';
import { NotReady } from './not-ready.tsx';

/** Which form is open: a new entry, or one entry being changed. */
type OpenForm = { kind: 'new' } | { kind: 'edit'; blogEntryUid: string } | null;

/** Spec 2.8: a Blog Page's entries, newest first; its editors add ('Add new blog'), change and delete them. */
export function BlogPage({ page }: { page: PageRecord }) {
  const { t, i18n } = useLingui();
  const entries = useBlogEntries(page.pageUid);
  const writes = useBlogEntryWrites(page.pageUid);
  const editing = usePlaceEditing();
  const [form, setForm] = useState<OpenForm>(null);
  const [deleting, setDeleting] = useState<BlogEntryRecord | null>(null);
  const close = () => setForm(null);

  let list;
  if (!entries.data) list = <NotReady result={entries} loading={t`Loading blog…`} />;
  else if (entries.data.length === 0) list = <EmptyState />;
  else {
    list = (
      <ul className="card-list">
        {[...entries.data].sort((a, b) => b.created_at.localeCompare(a.created_at)).map((entry) => {
          const entryTitle = entry.title;
          return (
            <li key={entry.blogEntryUid} className="card">
              {form?.kind === 'edit' && form.blogEntryUid === entry.blogEntryUid ? (
                <BlogEntryForm entry={entry} save={(data) => writes.update(entry, data)} onDone={close} />
              ) : (
                <article aria-labelledby={`blog-${entry.blogEntryUid}`}>
                  <h3 className="card__title" id={`blog-${entry.blogEntryUid}`}>
                    {entry.title}
                  </h3>
                  <p className="card__meta">
                    <span>{entry.author}</span>
                    <DateDisplay value={entry.created_at} />
                  </p>
                  {/* Sanitised by the server before it is stored. */}
                  <div className="rich-text" dir="auto" dangerouslySetInnerHTML={{ __html: entry.content_html }} />
                  {editing.editMode ? (
                    <p className="place-field-form__actions">
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        disabled={!editing.enabled || form !== null}
                        aria-label={t`Edit blog entry ${entryTitle}`}
                        onClick={() => setForm({ kind: 'edit', blogEntryUid: entry.blogEntryUid })}
                      >
                        <Trans>Edit</Trans>
                      </button>
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        disabled={!editing.enabled || editing.busy}
                        aria-label={t`Delete blog entry ${entryTitle}`}
                        onClick={() => setDeleting(entry)}
                      >
                        <Trans>Delete</Trans>
                      </button>
                    </p>
                  ) : null}
                </article>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <>
      {editing.editMode ? (
        form?.kind === 'new' ? (
          <BlogEntryForm save={writes.create} onDone={close} />
        ) : (
          <p>
            <button type="button" className="button" disabled={!editing.enabled || form !== null} onClick={() => setForm({ kind: 'new' })}>
              {i18n._(PLACE_MESSAGES.addBlog)}
            </button>
          </p>
        )
      ) : null}
      {list}
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete blog entry`}
        question={i18n._(PLACE_MESSAGES.blogDeleteConfirm)}
        confirmLabel={t`Delete`}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const entry = deleting;
          setDeleting(null);
          if (entry) void editing.run(() => writes.remove(entry), PLACE_MESSAGES.blogDeleted);
        }}
      />
    </>
  );
}
