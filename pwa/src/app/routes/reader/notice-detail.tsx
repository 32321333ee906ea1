import type { PostRecord } from '@portal/contract';
import { useParams } from 'react-router';
import { useMarkRead } from '@/data/marks/api/create-read-post.ts';
import { favouriteKey, useFavouriteKeys } from '@/data/marks/api/get-favourites.ts';
import { useToggleFavourite } from '@/data/marks/api/toggle-favourite.ts';
import { FavouriteStar } from '@/data/marks/components/favourite-star.tsx';
import { NoticeDetail } from '@/features/notices/components/notice-detail.tsx';
import { usePost } from '@/data/posts/api/get-post.ts';
import { SavePdfButton } from '@/data/posts/components/save-pdf-button.tsx';
import { usePostVisit } from '@/data/web-logs/hooks/use-page-visit.ts';

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
