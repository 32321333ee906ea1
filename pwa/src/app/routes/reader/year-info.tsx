import { Screen } from '@/components/layout/screen.tsx';
import { YearInfoCards } from '@/features/family-info/components/year-info-cards.tsx';

export default function YearInfoRoute() {
  return (
    <Screen title="Year info">
      <YearInfoCards />
    </Screen>
  );
}
