import type { LearningBehaviourRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { useSavedCall } from '../lib/use-saved-call.ts';

export function getBehaviourByCourse(username: string): Promise<LearningBehaviourRecord[]> {
  return api.get<LearningBehaviourRecord[]>('learning-behaviour-by-course/', { query: { username } });
}

export function useBehaviourByCourse(username: string) {
  return useSavedCall(['learning-behaviour-by-course', username], () => getBehaviourByCourse(username));
}
