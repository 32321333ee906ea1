import { useParams } from 'react-router';
import { ConnectionDetail } from '@/features/connections/components/connection-detail.tsx';
import { usePost } from '@/data/posts/api/get-post.ts';
import { usePostVisit } from '@/data/web-logs/hooks/use-page-visit.ts';

export default function ConnectionDetailRoute() {
  const { id = '' } = useParams();
  // The same cache entry ConnectionDetail reads: no second call.
  usePostVisit(usePost(id).data);
  return <ConnectionDetail key={id} postUid={id} />;
}
