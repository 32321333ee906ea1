import type { SettingsRecord } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client.ts';

/** The school's settings (tiles, theme colours, phone number, ribbon logo): one record. */
export async function getSettings(): Promise<SettingsRecord> {
  const records = await api.get<SettingsRecord[]>('settings/');
  const settings = records[0];
  if (!settings) throw new ApiError(404, 'No records found!');
  return settings;
}

export function getSettingsQueryOptions() {
  // Settings change rarely; every screen reads them for the chrome and the route guard.
  return queryOptions({ queryKey: ['settings'], queryFn: getSettings, staleTime: 10 * 60_000 });
}

export function useSettings() {
  return useQuery(getSettingsQueryOptions());
}
