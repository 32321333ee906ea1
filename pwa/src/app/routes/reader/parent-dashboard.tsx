import type { StudentRecord, UserType } from '@portal/contract';
import { Screen } from '@/components/layout/screen.tsx';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { ParentDashboard } from '@/features/parent-dashboard/components/parent-dashboard.tsx';
import { StudentNotesButton } from '@/features/student-notes/components/student-notes-button.tsx';

/** Spec 2.6: the faculty side panel's per-student notes button (a student not yet linked to a portal person has no notes). */
const renderStudentActions = (student: StudentRecord) =>
  student.userUid ? <StudentNotesButton student={{ userUid: student.userUid, student: student.student }} /> : null;

/** Spec 2.1's 'Parent, student and faculty dashboard' in each person's own words: a student's is theirs. */
const TITLES: Record<UserType, string> = {
  affiliate: 'Parent dashboard',
  student: 'Student dashboard',
  faculty: 'Faculty dashboard',
};

/** Spec 2.6: the parent, student and faculty dashboard (its charts load with this route only). */
export default function ParentDashboardRoute() {
  const { user } = useAuth();
  return (
    <Screen title={user ? TITLES[user.type] : 'Parent, student and faculty dashboard'}>
      {user ? <ParentDashboard user={user} renderStudentActions={renderStudentActions} /> : null}
    </Screen>
  );
}
