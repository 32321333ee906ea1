import type { FavouriteRecord } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/lib/api-client.ts';
import { writeToCache } from '@/offline/session.ts';
import { useCacheFirst } from '@/offline/use-cache-first.ts';
import { readFavourites, replaceFavourites } from '../lib/favourites.ts';
import { favouriteKey } from '../offline.ts';

export { favouriteKey };

/** This person's favourites: notices (posts_postUid) and calendar events (EVENT_ID). */
function getFavourites(): Promise<FavouriteRecord[]> {
  return api.get<FavouriteRecord[]>('favorites/');
}

/** What the screens need of a favourite, saved or from the server. */
type FavouriteRow = Pick<FavouriteRecord, 'posts_postUid' | 'EVENT_ID'> & { favoriteUid: string | null };

export function getFavouritesQueryOptions() {
  return queryOptions({
    queryKey: ['favorites'],
    queryFn: async (): Promise<FavouriteRow[]> => {
      // Marks made here after this moment may be missing from the answer: they are kept.
      const askedAt = Date.now();
      const records = await getFavourites();
      await writeToCache((db) => replaceFavourites(db, records, askedAt));
      return records;
    },
  });
}

function keyOfRecord(record: Pick<FavouriteRecord, 'posts_postUid' | 'EVENT_ID'>): string | null {
  if (record.posts_postUid) return favouriteKey({ posts_postUid: record.posts_postUid });
  if (record.EVENT_ID) return favouriteKey({ EVENT_ID: record.EVENT_ID });
  return null;
}

/**
 * The favourite keys ('post:<id>', 'event:<id>'), including changes made here and not yet
 * sent. Undefined until known.
 */
export function useFavouriteKeys(): ReadonlySet<string> | undefined {
  const { data } = useCacheFirst({
    cacheKey: 'favourites',
    // Nothing saved yet (the database has just opened) is no answer: the server's stands.
    readCache: async (db) => {
      const saved = await readFavourites(db);
      return saved.length ? { value: saved, updatedAt: null } : null;
    },
    query: getFavouritesQueryOptions(),
    localWrites: true,
  });
  return useMemo(() => (data ? new Set(data.map(keyOfRecord).filter((key): key is string => key !== null)) : undefined), [data]);
}
