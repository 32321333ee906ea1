import { useParams } from 'react-router';
import { NoticeDetail } from '@/features/notices/components/notice-detail.tsx';

export default function NoticeDetailRoute() {
  const { id = '' } = useParams();
  // Keyed by id so moving between notices starts each one fresh.
  return <NoticeDetail key={id} postUid={id} />;
}
