import { PLACE_MESSAGES, moveItem, type PlaceRecord } from '@portal/contract';
import { useReorderPages } from '../api/reorder-pages.ts';
import type { TabReordering } from '../components/page-tabs.tsx';
import { draggableOf, type PlaceTab } from '../lib/place-tabs.ts';
import { usePlaceEditing } from './place-editing.tsx';

/** Spec 4: reordering rewrites the draggable pages' order; off while an action loads or offline. */
export function useTabReordering(place: PlaceRecord, tabs: readonly PlaceTab[]): TabReordering | undefined {
  const editing = usePlaceEditing();
  const reorder = useReorderPages();
  if (!editing.editMode) return undefined;
  const pages = draggableOf(tabs);
  return {
    enabled: editing.enabled && !editing.busy,
    onMove: (from, to) => {
      if (to < 0 || to >= pages.length || from === to) return;
      void editing.run(() => reorder(place.placeUid, moveItem(pages, from, to)), PLACE_MESSAGES.orderChanged);
    },
  };
}
