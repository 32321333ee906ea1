import { EMPTY, type PostRecord } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client.ts';

/**
 * A newsletter article the school made public (make_public), for the share link: no token,
 * no offline copy (the person may not be signed in at all).
 */
async function getPublicConnection(postUid: string): Promise<PostRecord> {
  const records = await api.get<PostRecord[]>(`public/connections/${encodeURIComponent(postUid)}`, { auth: false });
  const post = records[0];
  if (!post) throw new ApiError(404, EMPTY.noRecords);
  return post;
}

function getPublicConnectionQueryOptions(postUid: string) {
  return queryOptions({ queryKey: ['public-connections', postUid], queryFn: () => getPublicConnection(postUid) });
}

export function usePublicConnection(postUid: string) {
  return useQuery(getPublicConnectionQueryOptions(postUid));
}
