import { useLingui } from '@lingui/react/macro';
import { Screen } from '@/components/layout/screen.tsx';
import { FinancialAccounts } from '@/features/family-info/components/financial-accounts.tsx';

export default function FinancialInfoRoute() {
  const { t } = useLingui();
  return (
    <Screen title={t`Financial info`}>
      <FinancialAccounts />
    </Screen>
  );
}
