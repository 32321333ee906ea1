import type { PostRecord } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client.ts';

/** One post by its postUid; the BFF answers 404 when it is missing or not for this reader. */
export async function getNotice(postUid: string): Promise<PostRecord> {
  const records = await api.get<PostRecord[]>(`posts/${encodeURIComponent(postUid)}`);
  const notice = records[0];
  if (!notice) throw new ApiError(404, 'No records found!');
  return notice;
}

export function getNoticeQueryOptions(postUid: string) {
  return queryOptions({ queryKey: ['posts', postUid], queryFn: () => getNotice(postUid) });
}

export function useNotice(postUid: string) {
  return useQuery(getNoticeQueryOptions(postUid));
}
