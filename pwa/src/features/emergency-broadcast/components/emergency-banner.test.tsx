import type { EmergencyBroadcastRecord } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@/testing/render.ts';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBroadcast } from '@/testing/factories.ts';
import { envelope, errorEnvelope, stubFetch } from '@/testing/fetch-stub.ts';
import { openPersonDatabase } from '@/testing/render-app.tsx';
import {
  BROADCAST_REFRESH_MS,
  emergencyBroadcasts,
  getEmergencyBroadcastsQueryOptions,
} from '@/data/emergency-broadcasts/api/get-emergency-broadcasts.ts';
import { replaceSavedList } from '@/offline/saved-list.ts';
import { EmergencyBanner } from './emergency-banner.tsx';

function renderBanner(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const view = render(
    <QueryClientProvider client={client}>
      {/* As in the shell, which waits for the banner's code. */}
      <Suspense fallback={null}>
        <EmergencyBanner />
      </Suspense>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

async function renderAnswered(records: unknown[]) {
  stubFetch({ 'GET /api/emergencybroadcast/': { body: envelope(records) } });
  const view = renderBanner();
  // Wait until the call has been answered, whatever the banner then shows.
  await view.client.fetchQuery(getEmergencyBroadcastsQueryOptions());
  return view;
}

/** 9:05 am on 3 March 2026 at the school (Sydney, daylight time): a day that is never today. */
const SAVED_AT = Date.parse('2026-03-02T22:05:00Z');

/** What an earlier visit saved on this device, at SAVED_AT. */
async function savedOnDevice(records: EmergencyBroadcastRecord[]) {
  const db = await openPersonDatabase();
  await replaceSavedList(db!, emergencyBroadcasts, undefined, records);
  await db!.meta.put({ list: emergencyBroadcasts.name(), updatedAt: SAVED_AT });
}

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
}

/** jsdom has no matchMedia: the person's setting, as the browser would answer it. */
function reduceMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList);
}

/** The seconds the scrolling message starts into its loop (its negative animation delay). */
function secondsIntoLoop(): number {
  const track = screen.getByRole('alert').querySelector<HTMLElement>('.marquee__track');
  return -Number.parseFloat(track?.style.animationDelay ?? 'NaN');
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // Query follows the browser's events: back online for the next test.
  window.dispatchEvent(new Event('online'));
});

describe('emergency banner (spec 2.4)', () => {
  it('shows the message when the first broadcast has status true', async () => {
    await renderAnswered([buildBroadcast({ status: true, message: 'Lockdown drill at 11am' })]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Lockdown drill at 11am');
    expect(screen.getByRole('button', { name: /pause/i })).toBeInTheDocument();
    expect(screen.queryByText(/^as of/)).not.toBeInTheDocument();
  });

  it('shows nothing when the first broadcast has status false, even if an older one is on', async () => {
    await renderAnswered([
      buildBroadcast({ emergencybroadcastUid: 'new0000001', status: false, message: 'All clear' }),
      buildBroadcast({ emergencybroadcastUid: 'old0000001', status: true, message: 'Lockdown drill at 11am' }),
    ]);

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Lockdown drill at 11am')).not.toBeInTheDocument();
  });

  it('shows nothing when there are no broadcasts', async () => {
    await renderAnswered([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks again every minute while online', () => {
    expect(BROADCAST_REFRESH_MS).toBe(60_000);
    expect(getEmergencyBroadcastsQueryOptions().refetchInterval).toBe(60_000);
  });
});

describe('emergency banner: moving text the person controls (WCAG 2.2.2)', () => {
  it('pauses and plays the scrolling message with a button that says which it will do', async () => {
    await renderAnswered([buildBroadcast({ message: 'Lockdown drill at 11am' })]);
    const pause = await screen.findByRole('button', { name: 'Pause scrolling message' });
    const marquee = pause.closest('.marquee');
    expect(marquee).not.toHaveClass('is-paused');

    await userEvent.click(pause);
    expect(marquee).toHaveClass('is-paused');
    await userEvent.click(screen.getByRole('button', { name: 'Play scrolling message' }));
    expect(marquee).not.toHaveClass('is-paused');
    expect(screen.getByRole('button', { name: 'Pause scrolling message' })).toBeInTheDocument();
  });

  it('takes the message up where it was when the banner is drawn again (another page load), still paused if it was', async () => {
    const { unmount } = await renderAnswered([buildBroadcast({ message: 'Lockdown drill at 11am' })]);
    await screen.findByRole('button', { name: 'Pause scrolling message' });
    // It started scrolling 12 s ago on an earlier page of this tab.
    const clock = JSON.parse(window.sessionStorage.getItem('portal.emergencyScroll') ?? 'null') as { startedAt: number };
    window.sessionStorage.setItem('portal.emergencyScroll', JSON.stringify({ ...clock, startedAt: Date.now() - 12_000 }));
    unmount();

    const again = await renderAnswered([buildBroadcast({ message: 'Lockdown drill at 11am' })]);
    await screen.findByRole('button', { name: 'Pause scrolling message' });
    expect(secondsIntoLoop()).toBeGreaterThanOrEqual(12);
    expect(secondsIntoLoop()).toBeLessThan(14);
    await userEvent.click(screen.getByRole('button', { name: 'Pause scrolling message' }));
    again.unmount();

    await renderAnswered([buildBroadcast({ message: 'Lockdown drill at 11am' })]);
    expect(await screen.findByRole('button', { name: 'Play scrolling message' })).toBeInTheDocument();
    expect(screen.getByRole('alert').closest('.marquee')).toHaveClass('is-paused');
    expect(secondsIntoLoop()).toBeGreaterThanOrEqual(12);
  });

  it('starts a new message from the beginning', async () => {
    window.sessionStorage.setItem('portal.emergencyScroll', JSON.stringify({ text: 'An older message', startedAt: Date.now() - 60_000, pausedAt: null }));
    await renderAnswered([buildBroadcast({ message: 'Lockdown drill at 11am' })]);
    await screen.findByRole('button', { name: 'Pause scrolling message' });
    expect(secondsIntoLoop()).toBeLessThan(2);
  });

  it('shows the whole message still and wrapped, with no control, when the person prefers reduced motion', async () => {
    reduceMotion();
    await renderAnswered([buildBroadcast({ message: 'Lockdown drill at 11am' })]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Lockdown drill at 11am');
    expect(alert).toHaveClass('marquee--still');
    expect(alert.querySelector('.marquee__track')).toBeNull();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('emergency banner: offline and when the server fails', () => {
  it('keeps the broadcast it had when the connection drops, saying since when it is known', async () => {
    await renderAnswered([buildBroadcast({ message: 'Lockdown drill at 11am' })]);
    await screen.findByRole('alert');

    goOffline();
    expect(screen.getByRole('alert')).toHaveTextContent('Lockdown drill at 11am');
    const banner = screen.getByRole('region', { name: 'Emergency broadcast' });
    // Answered a moment ago, today: the school's time of day alone.
    expect(within(banner).getByText(/^as of/)).toHaveTextContent(/^as of \d{1,2}:\d{2} (am|pm)$/);
  });

  it("opened offline, shows the last broadcast saved on this device with the school's time of that day", async () => {
    await savedOnDevice([buildBroadcast({ message: 'Campus closes at 1 pm' })]);
    goOffline();
    stubFetch({ 'GET /api/emergencybroadcast/': { networkError: true } });
    renderBanner();

    expect(await screen.findByRole('alert')).toHaveTextContent('Campus closes at 1 pm');
    const asOf = screen.getByText(/^as of/);
    expect(asOf).toHaveTextContent('as of 3 Mar, 9:05 am');
    expect(asOf.querySelector('time')).toHaveAttribute('dateTime', '2026-03-02T22:05:00.000Z');
  });

  it('shows the saved broadcast with its time when the server fails while online (a patchy network)', async () => {
    await savedOnDevice([buildBroadcast({ message: 'Campus closes at 1 pm' })]);
    stubFetch({ 'GET /api/emergencybroadcast/': { status: 502, body: errorEnvelope('bad_gateway', 'The CMS is not answering') } });
    renderBanner();

    expect(await screen.findByRole('alert')).toHaveTextContent('Campus closes at 1 pm');
    expect(screen.getByText(/^as of/)).toHaveTextContent('as of 3 Mar, 9:05 am');
  });

  it("never raises a saved broadcast over the server's answer: the emergency has ended", async () => {
    await savedOnDevice([buildBroadcast({ message: 'Campus closes at 1 pm' })]);
    await renderAnswered([buildBroadcast({ status: false, message: 'All clear' })]);

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Campus closes at 1 pm')).not.toBeInTheDocument();
  });
});
