import { Screen } from '@/components/layout/screen.tsx';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { StudentDashboard } from '@/features/student-dashboard/components/student-dashboard.tsx';

/** Spec 2.6: the parent, student and faculty dashboard (its charts load with this route only). */
export default function ParentDashboardRoute() {
  const { user } = useAuth();
  return <Screen title="Parent dashboard">{user ? <StudentDashboard user={user} /> : null}</Screen>;
}
