import { useLocation } from 'react-router';
import { Screen } from '@/components/layout/screen.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { AbsencesList } from '@/features/absences/components/absences-list.tsx';

/** Reader spec 2.1 /absences: the child's absences, verified and unverified (staff: the campus's). */
export default function AbsencesRoute() {
  const { user } = useAuth();
  const message = (useLocation().state as { message?: string } | null)?.message;
  return (
    <Screen title="Absences">
      {message ? <p role="status">{message}</p> : null}
      {user ? <AbsencesList userType={user.type} /> : <Loading />}
    </Screen>
  );
}
