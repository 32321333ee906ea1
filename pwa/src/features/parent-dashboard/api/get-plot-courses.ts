import type { PlotCourseRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { useSavedCall } from '../lib/use-saved-call.ts';

export function getPlotCourses(username: string): Promise<PlotCourseRecord[]> {
  return api.get<PlotCourseRecord[]>('plotcourse/', { query: { username } });
}

export function usePlotCourses(username: string) {
  return useSavedCall(['plotcourse', username], () => getPlotCourses(username));
}
