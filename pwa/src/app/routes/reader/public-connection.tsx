import { useParams } from 'react-router';
import { PublicConnection } from '@/features/connections/components/public-connection.tsx';

/** The share link of a public newsletter article: no sign-in (main.ts starts public mode). */
export default function PublicConnectionRoute() {
  const { id = '' } = useParams();
  return <PublicConnection key={id} postUid={id} />;
}
