import { useLingui } from '@lingui/react/macro';
import { ADDABLE_PAGE_TYPES, PLACE_MESSAGES, readerPaths, type PageRecord, type PageTypeRecord, type PlaceRecord } from '@portal/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreatePage } from '../api/create-page.ts';
import { usePageTypes } from '../api/get-page-types.ts';
import { usePlaceEditing } from './place-editing.tsx';

/**
 * Spec 2.8 and 4: one 'add page' entry per static page type; while one is being created its
 * label ends in '...'. The new page goes after the draggable pages and opens.
 */
export function AddPageButtons({ place, draggable }: { place: PlaceRecord; draggable: readonly PageRecord[] }) {
  const { t } = useLingui();
  const editing = usePlaceEditing();
  const types = usePageTypes(editing.editMode);
  const create = useCreatePage();
  const navigate = useNavigate();
  const [creating, setCreating] = useState<string | null>(null);
  const addable = (types.data ?? []).filter((type) => ADDABLE_PAGE_TYPES.includes(type.pageType));
  if (addable.length === 0) return null;

  async function add(type: PageTypeRecord) {
    setCreating(type.pagetypeUid);
    let created: PageRecord | undefined;
    await editing.run(async () => {
      created = await create(place.placeUid, type, draggable);
    }, PLACE_MESSAGES.added);
    setCreating(null);
    if (created) navigate(readerPaths.placePage.href({ slug: place.slug, pageSlug: created.slug }));
  }

  return (
    <ul className="place-tabs__add" aria-label={t`Add a page`}>
      {addable.map((type) => {
        // The page type's name is the school's (its page types' records).
        const { pageType } = type;
        return (
          <li key={type.pagetypeUid}>
            <button type="button" className="button button--secondary button--small" disabled={!editing.enabled || editing.busy} onClick={() => void add(type)}>
              {creating === type.pagetypeUid ? t`Add ${pageType}...` : t`Add ${pageType}`}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
