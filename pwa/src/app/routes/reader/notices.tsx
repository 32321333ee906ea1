import { Screen } from '@/components/layout/screen.tsx';
import { NoticesList } from '@/features/notices/components/notices-list.tsx';

export default function NoticesRoute() {
  return (
    <Screen title="Notices">
      <NoticesList />
    </Screen>
  );
}
