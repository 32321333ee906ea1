import { PLACE_MESSAGES, type PageRecord } from '@portal/contract';
import { useId, useState } from 'react';
import { useUpdatePage } from '../api/update-page.ts';
import { FieldForm } from './field-form.tsx';

export function TitleEditor({ page, onDone }: { page: PageRecord; onDone: () => void }) {
  const [title, setTitle] = useState(page.title);
  const update = useUpdatePage();
  const inputId = useId();
  const errorId = useId();
  return (
    <FieldForm
      errorId={errorId}
      validate={() => (title.trim() ? null : PLACE_MESSAGES.title)}
      save={() => update(page, { title: title.trim() })}
      onDone={onDone}
    >
      {(error) => (
        <>
          <label className="field-label" htmlFor={inputId}>
            Page title
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
