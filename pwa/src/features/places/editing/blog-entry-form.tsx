import { Trans, useLingui } from '@lingui/react/macro';
import { PLACE_MESSAGES, hasContent, type BlogEntryRecord } from '@portal/contract';
import { useId, useState } from 'react';
import { FieldForm } from './field-form.tsx';
import { RichTextField } from './rich-text-field.tsx';

type BlogEntryFormProps = {
  /** The entry being changed; none for a new one. */
  entry?: BlogEntryRecord;
  save: (data: { title: string; content_html: string }) => Promise<unknown>;
  onDone: () => void;
};

/** A blog entry's title and body; the author and date are the server's (who saved it, and when). */
export function BlogEntryForm({ entry, save, onDone }: BlogEntryFormProps) {
  const { t } = useLingui();
  const [title, setTitle] = useState(entry?.title ?? '');
  const [html, setHtml] = useState(entry?.content_html ?? '');
  const titleId = useId();
  const errorId = useId();
  return (
    <FieldForm
      errorId={errorId}
      success={PLACE_MESSAGES.blogSaved}
      validate={() => (!title.trim() ? PLACE_MESSAGES.blogTitle : hasContent(html) ? null : PLACE_MESSAGES.blogContent)}
      save={() => save({ title: title.trim(), content_html: html })}
      onDone={onDone}
    >
      {(error) => (
        <>
          <label className="field-label" htmlFor={titleId}>
            <Trans>Blog title</Trans>
          </label>
          <input id={titleId} className="text-input" value={title} aria-describedby={error?.id} onChange={(event) => setTitle(event.target.value)} />
          <RichTextField label={t`Blog text`} value={html} onChange={setHtml} errorId={error?.id} />
        </>
      )}
    </FieldForm>
  );
}
