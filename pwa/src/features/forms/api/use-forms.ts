import type { FormEntryRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { readSavedDocument, savedDocumentQuery, type SavedDocument } from '@/offline/saved-document.ts';
import { useCacheFirst } from '@/offline/use-cache-first.ts';

/**
 * The list saved on the device (offline/saved-document.ts). Its query is the dashboard count's
 * (get-forms.ts: the same key and call, written again here so that only the count imports that
 * module and home loads it in the count's own file), whose answer this one's also saves.
 */
export const formsList: SavedDocument<FormEntryRecord[], void> = {
  name: () => 'forms:list',
  queryKey: () => ['forms'],
  fetch: () => api.get<FormEntryRecord[]>('forms'),
};

/**
 * The list at /forms: the saved list at once (also offline), then the server's, which replaces it
 * and is saved. Asked again whenever the list opens, even just after the dashboard's count asked:
 * an entry's status must be the server's, and the count's answer is not saved.
 */
export function useForms() {
  const name = formsList.name();
  return useCacheFirst({
    cacheKey: `document:${name}`,
    readCache: (db) => readSavedDocument<FormEntryRecord[]>(db, name),
    query: { ...savedDocumentQuery(formsList, undefined), refetchOnMount: 'always' },
  });
}
