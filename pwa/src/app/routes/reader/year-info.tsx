import { useLingui } from '@lingui/react/macro';
import { Screen } from '@/components/layout/screen.tsx';
import { YearInfoCards } from '@/features/family-info/components/year-info-cards.tsx';

export default function YearInfoRoute() {
  const { t } = useLingui();
  return (
    <Screen title={t`Year info`}>
      <YearInfoCards />
    </Screen>
  );
}
