import type { Context } from 'koa';

/** Told of each read: whether a fresh copy answered, and each answer from a last good copy (the metrics). */
export type ReadCacheObserver = {
  lookup(result: 'hit' | 'miss'): void;
  /** A last good copy answered because the CMS failed (cms_error) or did not answer within `hangMs` (cms_slow). */
  staleAnswer(reason: 'cms_error' | 'cms_slow'): void;
};

type ReadCacheOptions = {
  /** How long a last good copy may still answer while the CMS is down (STALE_IF_ERROR_SECONDS). */
  staleForMs: number;
  /** How long a read with a last good copy waits for the CMS before answering from it. */
  hangMs: number;
  /** A safety net only: entries are refreshed by change events; this bounds a lost event. */
  maxAgeMs: number;
  /** Most entries kept (people's records and marks count one each). */
  maxEntries: number;
  now?: () => number;
  log?: Pick<Console, 'warn'>;
  observe?: ReadCacheObserver;
};

/** What a read answers: the value, and since when it is stale (null when fresh). */
export type CachedRead<T> = { value: T; staleSince: number | null };

type Entry = {
  value?: unknown;
  loadedAt: number;
  /** Bumped by every drop: a load that began before a drop cannot make the entry fresh. */
  generation: number;
  fresh: boolean;
  loading?: Promise<unknown>;
  /** The generation the load in flight began in. */
  loadingGeneration?: number;
  maxAgeMs: number;
  /** Set by a drop that knows what changed: the next load updates the copy instead of reading it all. */
  patch?: (copy: unknown) => Promise<unknown>;
};

const HUNG = Symbol('hung');

/**
 * The BFF's read cache: one entry a key, refreshed when a change event drops it (never on a
 * timer, but for a safety-net age), loaded once however many requests miss at once, and
 * answered from the last good copy when the CMS fails or hangs (for `staleForMs`), so that
 * only a cold miss ever sees a 502 or 504.
 */
export function createReadCache({ staleForMs, hangMs, maxAgeMs, maxEntries, now = Date.now, log = console, observe }: ReadCacheOptions) {
  const entries = new Map<string, Entry>();

  function touch(key: string, entry: Entry): void {
    // Map order is recency: the least recently read entry goes first when there are too many.
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined && oldest !== key) entries.delete(oldest);
    }
  }

  function startLoad<T>(entry: Entry, load: () => Promise<T>): Promise<T> {
    // Joined only while no change has come since it began: a read after a write (the writer's
    // own tabs, say) must not get what was read before the write.
    if (entry.loading && entry.loadingGeneration === entry.generation) return entry.loading as Promise<T>;
    const generation = entry.generation;
    const { patch } = entry;
    entry.patch = undefined;
    const loading: Promise<T> = ((patch && 'value' in entry ? patch(entry.value) : load()) as Promise<T>).then(
      (value) => {
        // A newer load has taken over: the entry keeps what it brings.
        if (entry.loading !== loading) return value;
        entry.value = value;
        entry.loadedAt = now();
        // A change that arrived while loading may not be in what was loaded.
        entry.fresh = entry.generation === generation;
        entry.loading = undefined;
        return value;
      },
      (error: unknown) => {
        if (entry.loading === loading) entry.loading = undefined;
        throw error;
      },
    );
    entry.loading = loading;
    entry.loadingGeneration = generation;
    return loading;
  }

  return {
    async read<T>(key: string, load: () => Promise<T>, options: { maxAgeMs?: number } = {}): Promise<CachedRead<T>> {
      let entry = entries.get(key);
      if (!entry) {
        entry = { loadedAt: 0, generation: 0, fresh: false, maxAgeMs: options.maxAgeMs ?? maxAgeMs };
      }
      touch(key, entry);
      const hasCopy = 'value' in entry;
      if (hasCopy && entry.fresh && now() - entry.loadedAt < entry.maxAgeMs) {
        observe?.lookup('hit');
        return { value: entry.value as T, staleSince: null };
      }
      observe?.lookup('miss');
      const loading = startLoad(entry, load);
      if (!hasCopy || now() - entry.loadedAt > staleForMs) {
        return { value: await loading, staleSince: null };
      }
      // A last good copy exists: the CMS gets `hangMs` to answer, then the copy does.
      let timer: NodeJS.Timeout | undefined;
      const hung = new Promise<typeof HUNG>((resolve) => {
        timer = setTimeout(() => resolve(HUNG), hangMs);
      });
      try {
        const result = await Promise.race([loading, hung]);
        if (result !== HUNG) return { value: result, staleSince: null };
        // The load goes on; when it ends, the entry is fresh again.
        loading.catch(() => {});
        log.warn(`Read cache: the CMS did not answer ${key} within ${hangMs} ms; answering from the last good copy.`);
        observe?.staleAnswer('cms_slow');
      } catch (error) {
        log.warn(`Read cache: the CMS failed on ${key} (${(error as Error).message}); answering from the last good copy.`);
        observe?.staleAnswer('cms_error');
      } finally {
        clearTimeout(timer);
      }
      return { value: entry.value as T, staleSince: entry.loadedAt };
    },

    /**
     * Marks entries changed: the next read loads them again (the old copy stays for
     * stale-if-error). With `patch`, that load updates the copy instead, unless another change
     * came first, in which case it reads the whole entry.
     */
    drop(matches: (key: string) => boolean, patch?: <T>(copy: T) => Promise<T>): string[] {
      const dropped: string[] = [];
      for (const [key, entry] of entries) {
        if (!matches(key)) continue;
        entry.patch = entry.fresh && patch && !entry.loading ? (patch as (copy: unknown) => Promise<unknown>) : undefined;
        entry.generation += 1;
        entry.fresh = false;
        dropped.push(key);
      }
      return dropped;
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;

/**
 * Remembers on the request that part of its answer came from a stale copy; the envelope then
 * says so in the `X-Served-Stale` header (the age of the oldest copy used, in seconds).
 */
export function noteStale<T>(ctx: Context, read: CachedRead<T>): T {
  if (read.staleSince !== null) {
    const state = ctx.state as { staleSince?: number };
    state.staleSince = Math.min(state.staleSince ?? Infinity, read.staleSince);
  }
  return read.value;
}
