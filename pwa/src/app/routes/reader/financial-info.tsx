import { Screen } from '@/components/layout/screen.tsx';
import { FinancialAccounts } from '@/features/family-info/components/financial-accounts.tsx';

export default function FinancialInfoRoute() {
  return (
    <Screen title="Financial info">
      <FinancialAccounts />
    </Screen>
  );
}
