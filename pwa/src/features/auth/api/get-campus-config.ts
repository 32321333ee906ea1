import type { Campus } from '@portal/contract';
import { api } from '@/lib/api-client.ts';

/**
 * The OIDC settings for the campus this host belongs to. The contract has no schema for
 * this answer yet, so its shape is declared here (see the report: ask for it in
 * @portal/contract).
 */
export type CampusConfig = {
  campus: Campus;
  authority: string;
  client_id: string;
  scope: string;
};

/** Public: it is what sign-in needs before there is a token, so no Authorization header. */
export function getCampusConfig(): Promise<CampusConfig> {
  return api.get<CampusConfig>('campus-config', { auth: false });
}

export function getCampusConfigQueryOptions() {
  return { queryKey: ['campus-config'] as const, queryFn: getCampusConfig, staleTime: Infinity };
}
