/**
 * Whose cache this is: one database per campus and person, so people never see each other's.
 * A person is the identity provider's `sub` (never the username, which can be edited at the
 * provider and repeat across campuses); the campus stands for the provider that issued it.
 */
export type OfflineScope = { campus: string; sub: string };

/**
 * What this device may keep for reading offline, and whose it is. Two entries in
 * localStorage, neither of them secret (tokens stay in sessionStorage, features/auth):
 * - the answer to "Is this a shared computer?", asked once per device after sign-in;
 *   nothing is written to IndexedDB or the runtime caches until it is 'own';
 * - the last person who signed in here (campus, sub, when). Without a live session only
 *   their data is opened, and only for OFFLINE_DATA_MAX_AGE_MS after that sign-in; past it,
 *   everything saved is deleted (offline/clear-offline-data.ts).
 */
export const OFFLINE_DATA_MAX_AGE_DAYS = 30;
const OFFLINE_DATA_MAX_AGE_MS = OFFLINE_DATA_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

export type DeviceAnswer = 'own' | 'shared';

type LastPerson = OfflineScope & {
  /** When the portal last accepted their session (ms). */
  signedInAt: number;
};

const ANSWER_KEY = 'portal.deviceAnswer';
const LAST_PERSON_KEY = 'portal.lastPerson';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Where storage is blocked nothing is remembered, so nothing is kept: the safe side. */
function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // See above.
  }
}

export function deviceAnswer(): DeviceAnswer | null {
  const answer = read(ANSWER_KEY);
  return answer === 'own' || answer === 'shared' ? answer : null;
}

export function saveDeviceAnswer(answer: DeviceAnswer): void {
  write(ANSWER_KEY, answer);
}

/** Only a person's own device keeps anything. */
export function offlineStorageAllowed(): boolean {
  return deviceAnswer() === 'own';
}

export function lastPerson(): LastPerson | null {
  try {
    const parsed = JSON.parse(read(LAST_PERSON_KEY) ?? 'null') as Partial<LastPerson> | null;
    if (
      !parsed ||
      typeof parsed.campus !== 'string' ||
      typeof parsed.sub !== 'string' ||
      !parsed.sub ||
      typeof parsed.signedInAt !== 'number'
    ) {
      return null;
    }
    return { campus: parsed.campus, sub: parsed.sub, signedInAt: parsed.signedInAt };
  } catch {
    return null;
  }
}

/** A sign-in dated in the future (a clock set back) counts as expired, never as fresh. */
export function withinOfflinePeriod(person: LastPerson, now = Date.now()): boolean {
  const age = now - person.signedInAt;
  return age >= 0 && age <= OFFLINE_DATA_MAX_AGE_MS;
}

export function rememberLastPerson({ campus, sub }: OfflineScope, now = Date.now()): void {
  write(LAST_PERSON_KEY, JSON.stringify({ campus, sub, signedInAt: now }));
}

/** Forgets the last person; given a person, only if it is them (someone else may have signed in since). */
export function forgetLastPerson(person?: OfflineScope): void {
  const last = lastPerson();
  if (person && last && (last.campus !== person.campus || last.sub !== person.sub)) return;
  write(LAST_PERSON_KEY, null);
}
