import type { PostRecord } from '@portal/contract';
import { useParams } from 'react-router';
import { useMarkRead } from '@/features/marks/api/create-read-post.ts';
import { favouriteKey, useFavouriteKeys } from '@/features/marks/api/get-favourites.ts';
import { useToggleFavourite } from '@/features/marks/api/toggle-favourite.ts';
import { FavouriteStar } from '@/features/marks/components/favourite-star.tsx';
import { NoticeDetail } from '@/features/notices/components/notice-detail.tsx';
import { usePost } from '@/features/posts/api/get-post.ts';
import { SavePdfButton } from '@/features/posts/components/save-pdf-button.tsx';
import { usePostVisit } from '@/features/web-logs/hooks/use-page-visit.ts';

export default function NoticeDetailRoute() {
  const { id = '' } = useParams();
  const markRead = useMarkRead();
  const favourites = useFavouriteKeys();
  const toggleFavourite = useToggleFavourite();
  // The same cache entry NoticeDetail reads: no second call.
  usePostVisit(usePost(id).data);

  const renderActions = (post: PostRecord) => (
    <>
      <SavePdfButton post={post} />
      <FavouriteStar
        title={post.title}
        pressed={favourites?.has(favouriteKey({ posts_postUid: post.postUid })) ?? false}
        onToggle={(on) => toggleFavourite({ posts_postUid: post.postUid }, on)}
      />
    </>
  );

  // Keyed by id so moving between notices starts each one fresh. Opening it marks it read.
  return <NoticeDetail key={id} postUid={id} onOpen={markRead} renderActions={renderActions} />;
}
