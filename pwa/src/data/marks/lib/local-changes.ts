/** When this device changed a mark, and when the server confirmed it (ms). */
type ChangeTimes = { changedAt: number; syncedAt?: number };

/** Ids made on the device let the BFF store a replayed write only once. */
export function newClientId(): string {
  return crypto.randomUUID();
}

/**
 * Changed here, or confirmed by the server, after the list was asked for: the list may have
 * been read on the server before that change arrived there, so the local row is newer.
 */
export function newerThan(row: ChangeTimes, askedAt: number): boolean {
  return (row.changedAt > 0 && row.changedAt >= askedAt) || (row.syncedAt ?? 0) >= askedAt;
}

