import type { CampusConfig } from '../api/get-campus-config.ts';

/**
 * The campus sign-in settings, remembered so the app can start offline (they are public:
 * the provider's address and the client id; no token or user data).
 */
const STORAGE_KEY = 'portal.campusConfig';

export function saveCampusConfig(config: CampusConfig): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(config));
  } catch {
    // Storage blocked: the app then needs the network to start, as before.
  }
}

export function savedCampusConfig(): CampusConfig | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<CampusConfig> | null;
    if (
      !parsed ||
      typeof parsed.campus !== 'string' ||
      typeof parsed.authority !== 'string' ||
      typeof parsed.client_id !== 'string'
    ) {
      return null;
    }
    return parsed as CampusConfig;
  } catch {
    return null;
  }
}
