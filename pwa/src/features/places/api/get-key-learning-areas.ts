import type { KeyLearningAreaRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import type { SavedList } from '@/offline/saved-list.ts';
import { useSavedList } from '@/offline/use-saved-list.ts';
import { keyLearningAreasTable } from '../offline.ts';

/** Reader spec 2.5: the course directory's tiles, sorted by name. */
const keyLearningAreas: SavedList<KeyLearningAreaRecord, 'klaUid', null> = {
  table: keyLearningAreasTable,
  name: () => 'keyLearningAreas',
  rows: (table) => table.toCollection(),
  order: (a, b) => a.key_learning_area.localeCompare(b.key_learning_area),
  queryKey: () => ['key-learning-area'],
  fetch: () => api.get<KeyLearningAreaRecord[]>('key-learning-area/'),
};

export function useKeyLearningAreas() {
  return useSavedList(keyLearningAreas, null);
}
