import type { LearningBehaviourRecord, LearningBehaviourType } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { useSavedCall } from '../lib/use-saved-call.ts';

export function getLearningBehaviour(username: string, type: LearningBehaviourType): Promise<LearningBehaviourRecord[]> {
  return api.get<LearningBehaviourRecord[]>('student-learning-behaviour/', { query: { username, type } });
}

export function useLearningBehaviour(username: string, type: LearningBehaviourType) {
  return useSavedCall(['student-learning-behaviour', username, type], () => getLearningBehaviour(username, type));
}
