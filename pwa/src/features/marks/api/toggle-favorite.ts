import type { FavoriteInput, FavoriteRecord } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client.ts';
import { toggleFavourite, type FavouriteTarget } from '@/offline/marks.ts';
import { useOfflineDatabase } from '@/offline/session.ts';
import { getFavoritesQueryOptions } from './get-favorites.ts';

/** Straight to the server; used only where the browser has no IndexedDB for the outbox. */
export function createFavorite(target: FavouriteTarget): Promise<FavoriteRecord> {
  const body: FavoriteInput = { data: { ...target, clientMarkId: crypto.randomUUID() } };
  return api.post<FavoriteRecord>('favorites/', body);
}

export function deleteFavorite(favoriteUid: string): Promise<unknown> {
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
      const { queryKey } = getFavoritesQueryOptions();
      const existing = queryClient
        .getQueryData(queryKey)
        ?.find((record) =>
          'posts_postUid' in target ? record.posts_postUid === target.posts_postUid : record.EVENT_ID === target.EVENT_ID,
        );
      const request = on
        ? createFavorite(target)
        : existing?.favoriteUid
          ? deleteFavorite(existing.favoriteUid)
          : Promise.resolve();
      request
        .then(() => queryClient.invalidateQueries({ queryKey }))
        .catch((error: unknown) => console.warn('Favourite not sent', error));
    },
    [db, queryClient],
  );
}
