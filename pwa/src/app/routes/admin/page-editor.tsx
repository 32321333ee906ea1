import { useLingui } from '@lingui/react/macro';
import { PAGE_ADMIN_MESSAGES } from '@portal/contract';
import { useParams } from 'react-router';
import { Screen } from '@/components/layout/screen.tsx';
import { PageEditor } from '@/features/admin/places/components/page-editor.tsx';
import './blueprint-styles.ts';

/** Admin spec 2: the Page editor, titled CREATE PAGE for a new page and for one to edit (its id). */
export default function PageEditorRoute() {
  const { i18n } = useLingui();
  const { id } = useParams();
  return (
    <Screen title={i18n._(PAGE_ADMIN_MESSAGES.heading)}>
      <PageEditor key={id ?? 'new'} pageUid={id} />
    </Screen>
  );
}
