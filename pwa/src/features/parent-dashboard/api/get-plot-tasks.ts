import type { PlotTaskRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { useSavedCall } from '../lib/use-saved-call.ts';

export function getPlotTasks(username: string, courseId: string): Promise<PlotTaskRecord[]> {
  return api.get<PlotTaskRecord[]>('plottask/', { query: { username, courseId } });
}

export function usePlotTasks(username: string, courseId: string) {
  return useSavedCall(['plottask', username, courseId], () => getPlotTasks(username, courseId));
}
