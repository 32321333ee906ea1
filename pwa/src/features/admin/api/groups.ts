import type { GroupRecord } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

function getGroups(): Promise<GroupRecord[]> {
  return api.get<GroupRecord[]>('groups/');
}

export function getGroupsQueryOptions() {
  return queryOptions({ queryKey: ['groups'], queryFn: getGroups, staleTime: 10 * 60_000 });
}

/** Every audience group of the campus (admin spec 7 `groups`), for the audience picker. */
export function useGroups() {
  return useQuery(getGroupsQueryOptions());
}
