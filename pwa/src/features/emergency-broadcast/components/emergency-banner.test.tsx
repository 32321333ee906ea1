import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { buildBroadcast } from '@/testing/factories.ts';
import { envelope, stubFetch } from '@/testing/fetch-stub.ts';
import { BROADCAST_REFRESH_MS, getEmergencyBroadcastsQueryOptions } from '@/data/emergency-broadcasts/api/get-emergency-broadcasts.ts';
import { EmergencyBanner } from './emergency-banner.tsx';

async function renderBanner(records: unknown[]) {
  stubFetch({ 'GET /api/emergencybroadcast/': { body: envelope(records) } });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      {/* As in the shell, which waits for the banner's code. */}
      <Suspense fallback={null}>
        <EmergencyBanner />
      </Suspense>
    </QueryClientProvider>,
  );
  // Wait until the call has been answered, whatever the banner then shows.
  await client.fetchQuery(getEmergencyBroadcastsQueryOptions());
}

describe('emergency banner (spec 2.4)', () => {
  it('shows the message when the first broadcast has status true', async () => {
    await renderBanner([buildBroadcast({ status: true, message: 'Lockdown drill at 11am' })]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Lockdown drill at 11am');
    expect(screen.getByRole('button', { name: /pause/i })).toBeInTheDocument();
  });

  it('shows nothing when the first broadcast has status false, even if an older one is on', async () => {
    await renderBanner([
      buildBroadcast({ emergencybroadcastUid: 'new0000001', status: false, message: 'All clear' }),
      buildBroadcast({ emergencybroadcastUid: 'old0000001', status: true, message: 'Lockdown drill at 11am' }),
    ]);

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Lockdown drill at 11am')).not.toBeInTheDocument();
  });

  it('shows nothing when there are no broadcasts', async () => {
    await renderBanner([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks again every minute while online', () => {
    expect(BROADCAST_REFRESH_MS).toBe(60_000);
    expect(getEmergencyBroadcastsQueryOptions().refetchInterval).toBe(60_000);
  });
});
