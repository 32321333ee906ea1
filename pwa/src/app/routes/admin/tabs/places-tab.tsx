import { Trans } from '@lingui/react/macro';
import { PlacesAndPages } from '@/features/admin/places/components/places-and-pages.tsx';

/** Admin spec 2: the Places tab, the campus's places and their pages. */
export default function PlacesTab() {
  return (
    <section className="admin-panel" aria-labelledby="places-tab-title">
      <h2 id="places-tab-title">
        <Trans>Places and Pages</Trans>
      </h2>
      <PlacesAndPages />
    </section>
  );
}
