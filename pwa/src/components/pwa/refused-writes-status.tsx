import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useLiveQuery } from '@/offline/use-live-query.ts';
import { useOfflineDatabase } from '@/offline/session.ts';

const RefusedWrites = lazy(() => import('./refused-writes.tsx').then(({ RefusedWrites: List }) => ({ default: List })));

/**
 * Where the person learns that a change made on this device was refused by the server. The
 * status region is always there, so screen readers announce a refusal when it happens; the
 * list's code loads only when there is one, which is rare.
 */
export function RefusedWritesStatus() {
  const { t } = useLingui();
  const { db } = useOfflineDatabase();
  const anyRefused = useLiveQuery(db, 'any-refused-write', (open) => open.hasRefusedWrites()).value === true;
  return (
    <div role="status" aria-label={t`Changes not saved`}>
      {anyRefused ? (
        <Suspense fallback={null}>
          <RefusedWrites />
        </Suspense>
      ) : null}
    </div>
  );
}
