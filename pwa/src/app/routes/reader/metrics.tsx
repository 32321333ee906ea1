import { useLingui } from '@lingui/react/macro';
import { Navigate } from 'react-router';
import { Screen } from '@/components/layout/screen.tsx';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { MetricsScreen } from '@/features/metrics/components/metrics-screen.tsx';

/** For staff and administrators; anyone else is sent home (the BFF refuses them with 403 too). */
export default function MetricsRoute() {
  const { t } = useLingui();
  const { user } = useAuth();
  if (user && user.type !== 'faculty' && !user.is_admin) return <Navigate to="/" replace />;
  return (
    <Screen title={t`Metrics`}>
      <MetricsScreen />
    </Screen>
  );
}
