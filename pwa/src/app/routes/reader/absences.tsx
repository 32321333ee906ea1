import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { Screen } from '@/components/layout/screen.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { AbsencesList } from '@/features/absences/components/absences-list.tsx';
import type { AfterNotice } from '@/features/absences/components/absence-notice-form.tsx';

/** Reader spec 2.1 /absences: the child's absences, verified and unverified (staff: the campus's). */
export default function AbsencesRoute() {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  // After a notice or a reason: its message, and the child it was for, who stays selected.
  const state = useLocation().state as Partial<AfterNotice> | null;
  return (
    <Screen title={t`Absences`}>
      {state?.message ? <p role="status">{i18n._(state.message)}</p> : null}
      {user ? <AbsencesList userType={user.type} initialStudent={state?.studentNumber} /> : <Loading />}
    </Screen>
  );
}
