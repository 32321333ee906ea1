import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSettings, buildUser } from '@/testing/factories.ts';
import { envelope, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';

const counts = (days: number) => ({ period_days: days, since: '2026-10-27T00:00:00.000Z', active_people: 1234, notices_read: days * 10, absences_notified: 7 });

describe('metrics', () => {
  it('shows staff the counts, and those of another period when chosen', async () => {
    stubFetch({ 'GET /api/settings/': { body: envelope([buildSettings()]) }, 'GET /api/metrics/': (request) => ({ body: envelope(counts(Number(/days=(\d+)/.exec(request.url)?.[1] ?? 30))) }) });
    const { user } = renderApp('/metrics', { user: buildUser({ username: 'teacher1', type: 'faculty', is_carer: false }) });
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('300')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Period'), '7');
    expect(await screen.findByText('70')).toBeInTheDocument();
  });

  it('sends a carer home', async () => {
    stubFetch({ 'GET /api/settings/': { body: envelope([buildSettings()]) } });
    const { router } = renderApp('/metrics');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/');
  });
});
