import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { Screen } from '@/components/layout/screen.tsx';
import { PostEditor } from '@/features/admin/post-editor/components/post-editor.tsx';
import './blueprint-styles.ts';

/** Admin spec 2: a new notice, principal message or daily email, or one to edit (its id). */
export default function NoticeEditorRoute() {
  const { t } = useLingui();
  const { id } = useParams();
  return (
    <Screen title={id ? t`Edit notice` : t`Add notice`}>
      <PostEditor key={id ?? 'new'} kind="notice" postUid={id} />
    </Screen>
  );
}
