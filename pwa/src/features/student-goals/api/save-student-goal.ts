import type { StudentGoalFields, StudentGoalRecord } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Saves a new goal (online: a goal is written with the family, not queued), then the list is asked again. */
export function useSaveStudentGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: StudentGoalFields) => api.post<StudentGoalRecord>('student-goals/', { data }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['student-goals'] }),
  });
}
