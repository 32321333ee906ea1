import type { BlogEntryCreate, BlogEntryRecord, BlogEntryUpdate } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client.ts';
import type { SavedList } from '@/offline/saved-list.ts';
import { useSavedList } from '@/offline/use-saved-list.ts';
import { blogEntriesTable } from '../offline.ts';

/** A Blog Page's entries, newest first. */
const entriesOfPage: SavedList<BlogEntryRecord, 'blogEntryUid', string> = {
  table: blogEntriesTable,
  name: (pageUid) => `blogEntries:${pageUid}`,
  rows: (table, pageUid) => table.where('pageUid').equals(pageUid),
  order: (a, b) => b.created_at.localeCompare(a.created_at),
  queryKey: (pageUid) => ['blog-entries', pageUid],
  fetch: (pageUid) => api.get<BlogEntryRecord[]>('blog-entries/', { query: { page: pageUid } }),
};

export function useBlogEntries(pageUid: string) {
  return useSavedList(entriesOfPage, pageUid);
}

/** The place's editors add, change (from the version they opened: a newer one answers 409) and delete entries. */
export function useBlogEntryWrites(pageUid: string) {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: entriesOfPage.queryKey(pageUid) }), [queryClient, pageUid]);
  return {
    create: useCallback(
      async (data: Omit<BlogEntryCreate, 'pageUid'>) => {
        await api.post<BlogEntryRecord>('blog-entries/', { data: { ...data, pageUid } });
        await refresh();
      },
      [pageUid, refresh],
    ),
    update: useCallback(
      async (entry: BlogEntryRecord, data: Omit<BlogEntryUpdate, 'updated_at'>) => {
        await api.put<BlogEntryRecord>(`blog-entries/${encodeURIComponent(entry.blogEntryUid)}`, { data: { ...data, updated_at: entry.updated_at } });
        await refresh();
      },
      [refresh],
    ),
    remove: useCallback(
      async (entry: BlogEntryRecord) => {
        await api.delete<BlogEntryRecord>(`blog-entries/${encodeURIComponent(entry.blogEntryUid)}`);
        await refresh();
      },
      [refresh],
    ),
  };
}
