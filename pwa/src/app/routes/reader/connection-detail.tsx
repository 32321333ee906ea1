import { useParams } from 'react-router';
import { ConnectionDetail } from '@/features/connections/components/connection-detail.tsx';

export default function ConnectionDetailRoute() {
  const { id = '' } = useParams();
  return <ConnectionDetail key={id} postUid={id} />;
}
