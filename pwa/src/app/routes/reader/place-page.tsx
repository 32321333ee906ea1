import { useParams } from 'react-router';
import { PlaceView } from '@/features/places/components/place-view.tsx';

/** Reader spec 2.8: /places/:slug and /places/:slug/:pageSlug, one screen. */
export default function PlacePageRoute() {
  const { slug = '', pageSlug } = useParams();
  // Keyed by the place: moving to another place starts it fresh (edit mode off).
  return <PlaceView key={slug} slug={slug} pageSlug={pageSlug} />;
}
