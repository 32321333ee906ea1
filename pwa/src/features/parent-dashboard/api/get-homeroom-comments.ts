import type { HomeroomCommentRecord, SemesterQuery } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { useSavedCall } from '../lib/use-saved-call.ts';

export function getHomeroomComments(query: SemesterQuery): Promise<HomeroomCommentRecord[]> {
  return api.get<HomeroomCommentRecord[]>('homeroom-comments/', { query });
}

export function useHomeroomComments(query: SemesterQuery) {
  return useSavedCall(['homeroom-comments', query], () => getHomeroomComments(query));
}
