import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { Screen } from '@/components/layout/screen.tsx';
import { PostEditor } from '@/features/admin/post-editor/components/post-editor.tsx';
import './blueprint-styles.ts';

/** Admin spec 2: a new newsletter article, or one to edit (its id). */
export default function NewsletterEditorRoute() {
  const { t } = useLingui();
  const { id } = useParams();
  return (
    <Screen title={id ? t`Edit newsletter` : t`Add newsletter`}>
      <PostEditor key={id ?? 'new'} kind="newsletter" postUid={id} />
    </Screen>
  );
}
