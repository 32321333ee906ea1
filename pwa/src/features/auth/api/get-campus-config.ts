import type { CampusConfigRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';

/** The OIDC settings for the campus this host belongs to. */
export type CampusConfig = CampusConfigRecord;

/** Public: it is what sign-in needs before there is a token, so no Authorization header. */
export function getCampusConfig(): Promise<CampusConfig> {
  return api.get<CampusConfig>('campus-config', { auth: false });
}
