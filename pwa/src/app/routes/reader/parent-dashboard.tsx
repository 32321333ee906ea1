import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { StudentRecord, UserType } from '@portal/contract';
import { Screen } from '@/components/layout/screen.tsx';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { ParentDashboard } from '@/features/parent-dashboard/components/parent-dashboard.tsx';
import { StudentNotesButton } from '@/features/student-notes/components/student-notes-button.tsx';

/** Spec 2.6: the faculty side panel's per-student notes button (a student not yet linked to a portal person has no notes). */
const renderStudentActions = (student: StudentRecord) =>
  student.userUid ? <StudentNotesButton student={{ userUid: student.userUid, student: student.student }} /> : null;

/** Spec 2.1's 'Parent, student and faculty dashboard' in each person's own words: a student's is theirs. */
const TITLES: Record<UserType, MessageDescriptor> = {
  affiliate: msg`Parent dashboard`,
  student: msg`Student dashboard`,
  faculty: msg`Faculty dashboard`,
};

/** Spec 2.6: the parent, student and faculty dashboard (its charts load with this route only). */
export default function ParentDashboardRoute() {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  return (
    <Screen title={user ? i18n._(TITLES[user.type]) : t`Parent, student and faculty dashboard`}>
      {user ? <ParentDashboard user={user} renderStudentActions={renderStudentActions} /> : null}
    </Screen>
  );
}
