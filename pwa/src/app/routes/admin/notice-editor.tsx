import { useParams } from 'react-router';
import { Screen } from '@/components/layout/screen.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import './blueprint-styles.ts';

/** New or edit (with its id). Screen shell until the editor is built: heading and the spec's empty text. */
export default function NoticeEditorRoute() {
  const { id } = useParams();
  return (
    <Screen title={id ? 'Edit notice' : 'Add notice'}>
      <EmptyState />
    </Screen>
  );
}
