import { useSyncExternalStore } from 'react';

/**
 * Whether a new version of the app is installed and waiting, and how to switch to it. The
 * service-worker registration (lib/service-worker.ts, production only) announces it; the
 * update prompt reads it. Kept apart from the registration so workbox-window never loads in
 * development or tests.
 */
type Update = { apply: () => void };

let waiting: Update | null = null;
const listeners = new Set<() => void>();

export function announceUpdate(update: Update | null): void {
  waiting = update;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getWaiting = () => waiting;

/** The waiting update, or null while the running version is the newest. */
export function useWaitingUpdate(): Update | null {
  return useSyncExternalStore(subscribe, getWaiting, getWaiting);
}
