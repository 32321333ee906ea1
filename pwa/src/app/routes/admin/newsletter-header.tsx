import { useLingui } from '@lingui/react/macro';
import { Screen } from '@/components/layout/screen.tsx';
import { NewsletterHeaders } from '@/features/admin/newsletter-headers/components/newsletter-headers.tsx';
import './blueprint-styles.ts';

/** Admin spec 2: the newsletter header list and its form. */
export default function NewsletterHeaderRoute() {
  const { t } = useLingui();
  return (
    <Screen title={t`Newsletter headers`}>
      <NewsletterHeaders />
    </Screen>
  );
}
