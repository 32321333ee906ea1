import type { Language, UserRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';

/** Saves the person's language on their record, so their other devices and their emails follow it. */
export async function saveLanguageChoice(username: string, language: Language): Promise<UserRecord | undefined> {
  const records = await api.put<UserRecord[]>(`users/${encodeURIComponent(username)}/language`, { data: { language } });
  return records[0];
}
