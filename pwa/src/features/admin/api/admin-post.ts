import { API_MESSAGES, type PostRecord } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client.ts';

/** One post as an administrator edits it (any post of the campus, live or not). */
async function getAdminPost(postUid: string): Promise<PostRecord> {
  const [post] = await api.get<PostRecord[]>(`posts/${encodeURIComponent(postUid)}`);
  if (!post) throw new ApiError(404, API_MESSAGES.notFound);
  return post;
}

export const adminPostKey = (postUid: string) => ['admin-post', postUid] as const;

export function getAdminPostQueryOptions(postUid: string) {
  // An editor always opens the stored post as it is now, never a copy from earlier.
  return queryOptions({ queryKey: adminPostKey(postUid), queryFn: () => getAdminPost(postUid), staleTime: 0 });
}

export function useAdminPost(postUid: string | undefined) {
  return useQuery({ ...getAdminPostQueryOptions(postUid ?? ''), enabled: postUid !== undefined });
}
