import type { ReadPostInput } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client.ts';
import { useOfflineDatabase } from '@/offline/session.ts';
import { markRead } from '../lib/read-marks.ts';
import { getReadPostsQueryOptions } from './get-read-posts.ts';

/** Straight to the server; used only where the browser has no IndexedDB for the outbox. */
function createReadPost(postUid: string): Promise<unknown> {
  const body: ReadPostInput = { data: { posts_postUid: postUid, clientMarkId: crypto.randomUUID() } };
  return api.post('readposts/', body);
}

/**
 * Marks a post read: at once on this device, then through the outbox (offline/marks.ts),
 * once only however often it is called. The contract's zod schema is not run here: the
 * fields come from code, and zod would weigh on the reader bundle.
 */
export function useMarkRead(): (postUid: string) => void {
  const { db } = useOfflineDatabase();
  const queryClient = useQueryClient();
  return useCallback(
    (postUid: string) => {
      if (db) {
        markRead(db, postUid).catch((error: unknown) => console.warn('Read mark not saved', error));
        return;
      }
      createReadPost(postUid)
        .then(() => queryClient.invalidateQueries({ queryKey: getReadPostsQueryOptions().queryKey }))
        .catch((error: unknown) => console.warn('Read mark not sent', error));
    },
    [db, queryClient],
  );
}
