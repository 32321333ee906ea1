import { useLingui } from '@lingui/react/macro';
import type { PostRecord } from '@portal/contract';
import { useCallback } from 'react';
import { Screen } from '@/components/layout/screen.tsx';
import { useMarkRead } from '@/data/marks/api/create-read-post.ts';
import { favouriteKey, useFavouriteKeys } from '@/data/marks/api/get-favourites.ts';
import { useReadPostMarks } from '@/data/marks/api/get-read-posts.ts';
import { useToggleFavourite } from '@/data/marks/api/toggle-favourite.ts';
import { FavouriteStar } from '@/data/marks/components/favourite-star.tsx';
import { NoticesList } from '@/features/notices/components/notices-list.tsx';

/** Notices and the principal's messages with read marks and favourite stars (the marks feature), composed here. */
export default function NoticesRoute() {
  const { t } = useLingui();
  const { readIds, loading: marksLoading } = useReadPostMarks();
  const markRead = useMarkRead();
  const favourites = useFavouriteKeys();
  const toggleFavourite = useToggleFavourite();

  const renderActions = useCallback(
    (post: PostRecord) => (
      <FavouriteStar
        title={post.title}
        pressed={favourites?.has(favouriteKey({ posts_postUid: post.postUid })) ?? false}
        onToggle={(on) => toggleFavourite({ posts_postUid: post.postUid }, on)}
      />
    ),
    [favourites, toggleFavourite],
  );

  return (
    <Screen title={t`Notices`}>
      <NoticesList readIds={readIds} marksLoading={marksLoading} onMarkRead={markRead} renderActions={renderActions} />
    </Screen>
  );
}
