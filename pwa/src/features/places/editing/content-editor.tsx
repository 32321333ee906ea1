import { useLingui } from '@lingui/react/macro';
import type { PageRecord } from '@portal/contract';
import { useId, useState } from 'react';
import { useUpdatePage } from '../api/update-page.ts';
import { FieldForm } from './field-form.tsx';
import { RichTextField } from './rich-text-field.tsx';

/** A Static Page's rich text, edited in place. */
export function ContentEditor({ page, onDone }: { page: PageRecord; onDone: () => void }) {
  const { t } = useLingui();
  const [html, setHtml] = useState(page.content_html);
  // The version the editor opened: a save based on it meets anyone else's save since (409).
  const [opened] = useState(page);
  const update = useUpdatePage();
  const errorId = useId();
  const pageTitle = page.title;
  return (
    <FieldForm errorId={errorId} save={() => update(opened, { content_html: html })} onDone={onDone}>
      {(error) => <RichTextField label={t`Content of ${pageTitle}`} value={html} onChange={setHtml} errorId={error?.id} />}
    </FieldForm>
  );
}
