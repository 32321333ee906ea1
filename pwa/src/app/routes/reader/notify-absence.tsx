import { useLingui } from '@lingui/react/macro';
import { readerPaths } from '@portal/contract';
import { useLocation, useParams } from 'react-router';
import { Screen } from '@/components/layout/screen.tsx';
import { AbsenceNoticeForm } from '@/features/absences/components/absence-notice-form.tsx';

/** Spec 2.1: notify absence and extended leave share this screen; the path says which (`:id`: the student chosen). */
export default function NotifyAbsenceRoute() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { id } = useParams();
  const extendedLeave = pathname.startsWith(readerPaths.extendedLeave.href());
  return (
    <Screen title={extendedLeave ? t`Extended leave` : t`Notify absence`}>
      <AbsenceNoticeForm key={pathname} extendedLeave={extendedLeave} studentNumber={id} />
    </Screen>
  );
}
