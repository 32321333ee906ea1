import type { LearningGoalRecord, SemesterQuery } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { useSavedCall } from '../lib/use-saved-call.ts';

export function getLearningGoals(query: SemesterQuery): Promise<LearningGoalRecord[]> {
  return api.get<LearningGoalRecord[]>('student-learning-goals/', { query });
}

export function useLearningGoals(query: SemesterQuery) {
  return useSavedCall(['student-learning-goals', query], () => getLearningGoals(query));
}
