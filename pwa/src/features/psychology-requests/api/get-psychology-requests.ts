import type { PsychologyRequestsAnswer } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { useSavedDocument, type SavedDocument } from '@/offline/saved-document.ts';

/** The requests this person may see (counsellors: the campus's), newest first. */
export const psychologyRequests: SavedDocument<PsychologyRequestsAnswer, void> = {
  name: () => 'school-psychology-request:all',
  queryKey: () => ['school-psychology-request'],
  fetch: () => api.get<PsychologyRequestsAnswer>('school-psychology-request/'),
};

export function usePsychologyRequests() {
  return useSavedDocument(psychologyRequests, undefined);
}
