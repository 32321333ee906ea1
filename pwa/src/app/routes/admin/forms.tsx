import { useLingui } from '@lingui/react/macro';
import { Screen } from '@/components/layout/screen.tsx';
import { ConsentFormsList } from '@/features/admin/forms/components/consent-forms-list.tsx';
import './blueprint-styles.ts';

/** Issue 30: /admin/forms, the campus's permission forms (reached from the Dashboard tab, not a tab of its own). */
export default function FormsRoute() {
  const { t } = useLingui();
  return (
    <Screen title={t`Permission forms`}>
      <ConsentFormsList />
    </Screen>
  );
}
