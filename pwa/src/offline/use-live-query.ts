import { useEffect, useRef, useState } from 'react';
import type { PortalDatabase } from './database.ts';

type LiveResult<T> = { value: T | undefined; loaded: boolean };

/**
 * Subscribes a component to an IndexedDB query: it re-renders whenever a write touches what
 * the query read (a list replaced by fresh data, a change made on the device). `key` names
 * the query; a new key (or database) starts a new subscription.
 */
export function useLiveQuery<T>(
  db: PortalDatabase | null,
  key: string,
  querier: (db: PortalDatabase) => Promise<T>,
): LiveResult<T> {
  const querierRef = useRef(querier);
  useEffect(() => {
    querierRef.current = querier;
  });
  const [state, setState] = useState<{ db: PortalDatabase | null; key: string; value: T | undefined } | null>(null);

  useEffect(() => {
    if (!db) return;
    const subscription = db
      .observe((open) => querierRef.current(open))
      .subscribe({
        next: (value) => setState({ db, key, value }),
        error: (error: unknown) => {
          // A failed read (the database deleted at sign-out) shows as "nothing saved".
          console.warn('Offline cache read failed', error);
          setState({ db, key, value: undefined });
        },
      });
    return () => subscription.unsubscribe();
  }, [db, key]);

  if (!state || state.db !== db || state.key !== key) return { value: undefined, loaded: false };
  return { value: state.value, loaded: true };
}
