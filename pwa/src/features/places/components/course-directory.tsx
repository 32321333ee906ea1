import { useLingui } from '@lingui/react/macro';
import { readerPaths } from '@portal/contract';
import { useState } from 'react';
import { Link } from '@/components/ui/link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { LastUpdated } from '@/components/ui/last-updated.tsx';
import { useKeyLearningAreas } from '../api/get-key-learning-areas.ts';
import { usePlacesOfArea } from '../api/get-places-of-area.ts';
import '@/components/ui/tile-columns.css';
import './course-directory.css';
import { NotReady } from './not-ready.tsx';

/** Sorted by a name, as people read it (the fresh answer and the saved copy alike). */
function byName<T>(name: (item: T) => string) {
  return (a: T, b: T) => name(a).localeCompare(name(b));
}

/**
 * A tile's picture: the area's image, or the school's ribbon logo when it has none or it fails
 * (spec 2.5). Decorative: the tile's name names it. The logo is shown whole; a picture fills the
 * tile's square.
 */
function TileImage({ src, fallback }: { src: string | null | undefined; fallback: string | null | undefined }) {
  const [failed, setFailed] = useState(false);
  const own = !failed && src;
  // Undefined: not known yet (the directory is still loading), so no logo flashes before the picture.
  const shown = own || (src === undefined ? null : fallback);
  if (!shown) return <span className="area-tile__image" aria-hidden="true" />;
  return (
    <img
      className={own ? 'area-tile__image area-tile__image--picture' : 'area-tile__image'}
      src={shown}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

/** Reader spec 2.5: the key learning areas by name, each tile opening its courses; 6, 3 or 2 a row by width. */
export function CourseDirectory({ fallbackImage }: { fallbackImage: string | null | undefined }) {
  const { t } = useLingui();
  const areas = useKeyLearningAreas();
  if (!areas.data) return <NotReady result={areas} loading={t`Loading key learning areas…`} />;
  if (areas.data.length === 0) return <EmptyState />;
  return (
    <>
      <ul className="tile-columns">
        {[...areas.data].sort(byName((area) => area.key_learning_area)).map((area) => (
          <li key={area.klaUid}>
            <Link className="area-tile" to={readerPaths.learningAreaCourses.href({ id: area.klaUid })}>
              <TileImage src={area.imageUrl} fallback={fallbackImage} />
              <span className="area-tile__name">{area.key_learning_area}</span>
            </Link>
          </li>
        ))}
      </ul>
      <LastUpdated at={areas.updatedAt} stale={areas.stale} />
    </>
  );
}

/** The courses of one key learning area (/key-learning-area/:id), each opening its place, with the area's picture. */
export function LearningAreaCourses({ klaUid, fallbackImage }: { klaUid: string; fallbackImage: string | null | undefined }) {
  const { t } = useLingui();
  const places = usePlacesOfArea(klaUid);
  const areas = useKeyLearningAreas().data;
  const areaImage = areas ? (areas.find((area) => area.klaUid === klaUid)?.imageUrl ?? null) : undefined;
  if (!places.data) return <NotReady result={places} loading={t`Loading courses…`} />;
  if (places.data.length === 0) return <EmptyState />;
  return (
    <>
      <ul className="tile-columns">
        {[...places.data].sort(byName((place) => place.place)).map((place) => (
          <li key={place.placeUid}>
            <Link className="area-tile" to={readerPaths.place.href({ slug: place.slug })}>
              <TileImage src={areaImage} fallback={fallbackImage} />
              <span className="area-tile__name">{place.place}</span>
            </Link>
          </li>
        ))}
      </ul>
      <LastUpdated at={places.updatedAt} stale={places.stale} />
    </>
  );
}

/** The name of a key learning area, for its courses screen's heading (from the saved directory). */
export function useLearningAreaName(klaUid: string): string | undefined {
  return useKeyLearningAreas().data?.find((area) => area.klaUid === klaUid)?.key_learning_area;
}
