import { useCallback, useSyncExternalStore } from 'react';

/**
 * Which post categories the reader chose to hide (the eye toggles of the header's filter
 * menu). A display preference per device, so localStorage is the right place: it holds
 * category ids only, never a token. Lives in lib because the filter menu and the lists it
 * filters are separate features.
 */
const STORAGE_KEY = 'portal.hiddenCategories';
const listeners = new Set<() => void>();
let cache: { raw: string | null; ids: ReadonlySet<string> } = { raw: null, ids: new Set() };

function read(): ReadonlySet<string> {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode); then nothing is hidden.
  }
  if (raw === cache.raw) return cache.ids;
  let ids: string[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) ids = parsed.filter((id): id is string => typeof id === 'string');
  } catch {
    ids = [];
  }
  cache = { raw, ids: new Set(ids) };
  return cache.ids;
}

function write(ids: ReadonlySet<string>): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([...ids]));
  } catch {
    // Not remembered, but the choice still applies until reload.
    cache = { raw: cache.raw, ids };
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useHiddenCategories(): {
  hidden: ReadonlySet<string>;
  /** Shows or hides the categories together (the menu's one row for a name of several). */
  setShown: (categoryIds: readonly string[], shown: boolean) => void;
} {
  const hidden = useSyncExternalStore(subscribe, read, read);
  const setShown = useCallback((categoryIds: readonly string[], shown: boolean) => {
    const next = new Set(read());
    for (const id of categoryIds) {
      if (shown) next.delete(id);
      else next.add(id);
    }
    write(next);
  }, []);
  return { hidden, setShown };
}
