import { Trans } from '@lingui/react/macro';
import { PLACE_MESSAGES, readerPaths, type PageRecord } from '@portal/contract';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useUpdatePage } from '../api/update-page.ts';
import { FieldForm } from './field-form.tsx';

export function TitleEditor({ page, onDone }: { page: PageRecord; onDone: () => void }) {
  const [title, setTitle] = useState(page.title);
  // The version the editor opened: a save based on it meets anyone else's save since (409).
  const [opened] = useState(page);
  const update = useUpdatePage();
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = useId();
  return (
    <FieldForm
      errorId={errorId}
      validate={() => (title.trim() ? null : PLACE_MESSAGES.title)}
      save={() =>
        update(opened, { title: title.trim() }, (saved) => {
          // The slug follows the title (spec 5): the open tab's address follows the slug.
          if (saved.slug !== page.slug && page.place_slug && !page.landing_page) {
            navigate(readerPaths.placePage.href({ slug: page.place_slug, pageSlug: saved.slug }), { replace: true });
          }
        })
      }
      onDone={onDone}
    >
      {(error) => (
        <>
          <label className="field-label" htmlFor={inputId}>
            <Trans>Page title</Trans>
          </label>
          <input
            id={inputId}
            className="text-input"
            value={title}
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error?.id}
            onChange={(event) => setTitle(event.target.value)}
          />
        </>
      )}
    </FieldForm>
  );
}
