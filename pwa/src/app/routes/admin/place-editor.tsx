import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { Screen } from '@/components/layout/screen.tsx';
import { PlaceEditor } from '@/features/admin/places/components/place-editor.tsx';
import './blueprint-styles.ts';

/** Admin spec 2: a new place, or the one to edit (its id). */
export default function PlaceEditorRoute() {
  const { t } = useLingui();
  const { id } = useParams();
  return (
    <Screen title={id ? t`Edit place` : t`Add place`}>
      <PlaceEditor key={id ?? 'new'} placeUid={id} />
    </Screen>
  );
}
