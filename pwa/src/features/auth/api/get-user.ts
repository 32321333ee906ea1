import { EMPTY, type UserRecord } from '@portal/contract';
import { ApiError, api } from '@/lib/api-client.ts';

/** Reader spec 7: `users/{username}`; the first record is the user. */
export async function getUser(username: string): Promise<UserRecord> {
  const records = await api.get<UserRecord[]>(`users/${encodeURIComponent(username)}`);
  const user = records[0];
  if (!user) throw new ApiError(404, EMPTY.noRecords);
  return user;
}
