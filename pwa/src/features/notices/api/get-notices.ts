import type { PostRecord } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Live notices for the signed-in reader (the BFF filters audience and live window). */
export function getNotices(): Promise<PostRecord[]> {
  return api.get<PostRecord[]>('posts/', { query: { types: 'notice' } });
}

export function getNoticesQueryOptions() {
  return queryOptions({ queryKey: ['posts', { types: 'notice' }], queryFn: getNotices });
}

export function useNotices() {
  return useQuery(getNoticesQueryOptions());
}
