import type { UpcomingTaskRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { useSavedCall } from '../lib/use-saved-call.ts';

/** Spec 7: upcoming tasks are asked for by POST; the call only reads. */
export function getUpcomingTasks(username: string): Promise<UpcomingTaskRecord[]> {
  return api.post<UpcomingTaskRecord[]>('upcoming-tasks/', { username });
}

export function useUpcomingTasks(username: string) {
  return useSavedCall(['upcoming-tasks', username], () => getUpcomingTasks(username));
}
