import type { FavouriteInput, FavouriteRecord } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client.ts';
import { useOfflineDatabase } from '@/offline/session.ts';
import { toggleFavourite } from '../lib/favourites.ts';
import type { FavouriteTarget } from '../offline.ts';
import { getFavouritesQueryOptions } from './get-favourites.ts';

/** Straight to the server; used only where the browser has no IndexedDB for the outbox. */
function createFavourite(target: FavouriteTarget): Promise<FavouriteRecord> {
  const body: FavouriteInput = { data: { ...target, clientMarkId: crypto.randomUUID() } };
  return api.post<FavouriteRecord>('favorites/', body);
}

function deleteFavourite(favoriteUid: string): Promise<unknown> {
  return api.delete(`favorites/${encodeURIComponent(favoriteUid)}`);
}

/**
 * Adds or removes a favourite: at once on this device, then through the outbox. An add and
 * a removal made offline before either was sent cancel out without reaching the server.
 */
export function useToggleFavourite(): (target: FavouriteTarget, on: boolean) => void {
  const { db } = useOfflineDatabase();
  const queryClient = useQueryClient();
  return useCallback(
    (target: FavouriteTarget, on: boolean) => {
      if (db) {
        toggleFavourite(db, target, on).catch((error: unknown) => console.warn('Favourite not saved', error));
        return;
      }
      const { queryKey } = getFavouritesQueryOptions();
      const existing = queryClient
        .getQueryData(queryKey)
        ?.find((record) =>
          'posts_postUid' in target ? record.posts_postUid === target.posts_postUid : record.EVENT_ID === target.EVENT_ID,
        );
      const request = on
        ? createFavourite(target)
        : existing?.favoriteUid
          ? deleteFavourite(existing.favoriteUid)
          : Promise.resolve();
      request
        .then(() => queryClient.invalidateQueries({ queryKey }))
        .catch((error: unknown) => console.warn('Favourite not sent', error));
    },
    [db, queryClient],
  );
}
