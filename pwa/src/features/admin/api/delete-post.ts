import type { PostRecord } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api } from '@/lib/api-client.ts';
import { adminPostsKey } from './get-admin-posts.ts';

/** Removes a post for good (admin spec 7); the BFF answers the record it removed. */
function deletePost(postUid: string): Promise<PostRecord> {
  return api.delete<PostRecord>(`posts/${encodeURIComponent(postUid)}`);
}

/**
 * The delete call and whether one is under way. Not Query's useMutation: the calendar's
 * chunk is its only other user, and sharing it would add a file to the reader's first script.
 */
export function useDeletePost() {
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const remove = useCallback(
    async (postUid: string) => {
      setPending(true);
      try {
        const removed = await deletePost(postUid);
        // The page shown is asked for again: a post from the next page moves up into it.
        await queryClient.invalidateQueries({ queryKey: adminPostsKey });
        return removed;
      } finally {
        setPending(false);
      }
    },
    [queryClient],
  );
  return { remove, isPending };
}
