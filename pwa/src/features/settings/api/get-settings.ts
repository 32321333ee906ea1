import { EMPTY, type SettingsRecord } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, isNetworkError } from '@/lib/api-client.ts';
import { readDocument, saveDocument } from '@/offline/documents.ts';
import { whenDatabaseReady, writeToCache } from '@/offline/session.ts';

/** The school's settings (tiles, theme colours, phone number, ribbon logo): one record. */
async function getSettings(): Promise<SettingsRecord> {
  const records = await api.get<SettingsRecord[]>('settings/');
  const settings = records[0];
  if (!settings) throw new ApiError(404, EMPTY.noRecords);
  return settings;
}

/**
 * The route guard and the chrome need the settings before any screen, offline too: the
 * server's copy is saved, and when the server cannot be reached the saved copy is used.
 */
/** The name the settings are saved under on the device. */
const SETTINGS_DOCUMENT = 'settings';

async function getSettingsOrSaved(): Promise<SettingsRecord> {
  try {
    const settings = await getSettings();
    await writeToCache((db) => saveDocument(db, SETTINGS_DOCUMENT, settings));
    return settings;
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    const db = await whenDatabaseReady();
    const saved = db ? await readDocument<SettingsRecord>(db, SETTINGS_DOCUMENT).catch(() => null) : null;
    if (!saved) throw error;
    return saved;
  }
}

export function getSettingsQueryOptions() {
  // Settings change rarely; every screen reads them for the chrome and the route guard.
  return queryOptions({
    queryKey: ['settings'],
    queryFn: getSettingsOrSaved,
    staleTime: 10 * 60_000,
    // Offline the call fails at once and the saved copy answers, rather than waiting.
    networkMode: 'always',
  });
}

export function useSettings() {
  return useQuery(getSettingsQueryOptions());
}
