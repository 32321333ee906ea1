import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SCHOOL_TIME_ZONE, instantOfSchoolTime } from '@portal/contract';
import { browser } from '@/lib/browser.ts';
import { setArabicDigits, showInterfaceIn } from '@/lib/interface-language.ts';
import { buildEvent, buildFavourite, buildSettings } from '@/testing/factories.ts';
import { calls, envelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';

const settings = {
  body: envelope([buildSettings({ tile_settings: [{ title: 'Calendar', url: '/calendar' }] })]),
};

/** School times (Sydney's), so the test reads the same in any time zone the device has. */
const at = (month: number, day: number, hour = 9) =>
  instantOfSchoolTime(`2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, `${String(hour).padStart(2, '0')}:00`, DEFAULT_SCHOOL_TIME_ZONE).toISOString();

const carnival = buildEvent({
  EVENT_ID: 'event000001',
  title: 'Athletics carnival',
  event_start: at(3, 10),
  event_end: at(3, 10, 15),
});
const soiree = buildEvent({
  EVENT_ID: 'event000002',
  title: 'Music soirée',
  event_start: at(3, 12, 18),
  event_end: at(3, 12, 20),
  category: 'Arts',
});
const parade = buildEvent({ EVENT_ID: 'event000003', title: 'Book Week parade', event_start: at(3, 2), event_end: at(3, 2, 10) });
const openDay = buildEvent({ EVENT_ID: 'event000004', title: 'Open day', event_start: at(4, 18), event_end: at(4, 18, 13) });

function stubCalendar(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/settings/': settings,
    'GET /api/calendar/': { body: envelope([parade, carnival, soiree, openDay]) },
    'GET /api/calendar/feed': {
      body: envelope({ url: 'https://portal.test/api/calendar/feed/secret-1.ics', created_at: at(1, 1) }),
    },
    ...extra,
  });
}

describe('calendar', () => {
  beforeEach(() => {
    // Thursday 5 March 2026: only Date is faked, timers run normally.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at(3, 5, 10)));
  });
  afterEach(async () => {
    vi.useRealTimers();
    setArabicDigits(undefined);
    await showInterfaceIn('en');
  });

  it('shows the month as a grid with each event linking to its details', async () => {
    const fetchMock = stubCalendar();
    renderApp('/calendar');

    const grid = await screen.findByRole('grid', { name: 'March 2026' });
    const link = await within(grid).findByRole('link', { name: 'Athletics carnival' });
    expect(link).toHaveAttribute('href', '/calendar/calendar_details/event000001');
    expect(link.closest('td')).toHaveTextContent('Tuesday 10 March 2026, 1 event');
    expect(within(grid).getByRole('link', { name: 'Book Week parade' })).toBeInTheDocument();
    expect(within(grid).queryByRole('link', { name: 'Open day' })).not.toBeInTheDocument();
    // From the start of last month to eleven months ahead, saved for offline use.
    expect(calls(fetchMock)).toContain('GET /api/calendar/?from=2026-02-01&to=2027-02-28');
    expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('starts the weeks on Saturday in Arabic and writes its days, dates and times in Arabic', async () => {
    await showInterfaceIn('ar');
    setArabicDigits('arab');
    stubCalendar();
    renderApp('/calendar');

    const grid = await screen.findByRole('grid', { name: 'مارس ٢٠٢٦' });
    const headings = within(grid).getAllByRole('columnheader');
    expect(headings[0]).toHaveTextContent('السبت');
    expect(headings[6]).toHaveTextContent('الجمعة');
    // Saturday 28 February starts the first week; 10 March is a Tuesday, the fourth day of its week.
    const firstWeek = within(grid).getAllByRole('row')[1]!;
    expect(within(firstWeek).getAllByRole('gridcell')[0]).toHaveAttribute('data-day', '2026-02-28');
    const carnivalDay = (await within(grid).findByRole('link', { name: 'Athletics carnival' })).closest('td')!;
    expect(carnivalDay).toHaveTextContent('١٠');
    expect([...carnivalDay.parentElement!.children].indexOf(carnivalDay)).toBe(3);
  });

  it('moves between months with the buttons and the keyboard', async () => {
    stubCalendar();
    const { user } = renderApp('/calendar');

    await screen.findByRole('grid', { name: 'March 2026' });
    const today = screen.getByRole('gridcell', { current: 'date' });
    expect(today).toHaveAttribute('tabindex', '0');
    today.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('data-day', '2026-03-06');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAttribute('data-day', '2026-03-13');
    await user.keyboard('{PageDown}');
    expect(await screen.findByRole('grid', { name: 'April 2026' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-day', '2026-04-13'));

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('grid', { name: 'May 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('grid', { name: 'March 2026' })).toBeInTheDocument();
  });

  it('lists what is coming, by day, in the list view', async () => {
    stubCalendar();
    const { user, router } = renderApp('/calendar');

    await user.click(await screen.findByRole('button', { name: 'List' }));
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?view=list');
    const day = await screen.findByRole('heading', { level: 2, name: 'Tuesday 10 March 2026' });
    expect(within(day.closest('section')!).getByRole('link', { name: 'Athletics carnival' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Saturday 18 April 2026' })).toBeInTheDocument();
    // Already over: not in the list.
    expect(screen.queryByRole('link', { name: 'Book Week parade' })).not.toBeInTheDocument();
  });

  it('filters to favourites and toggles them with the star', async () => {
    const fetchMock = stubCalendar({
      'GET /api/favorites/': { body: envelope([buildFavourite({ favoriteUid: 'fav0000001', EVENT_ID: 'event000002' })]) },
    });
    const { user } = renderApp('/calendar?view=list');

    const soireeStar = await screen.findByRole('button', { name: 'Favourite: Music soirée' });
    await waitFor(() => expect(soireeStar).toHaveAttribute('aria-pressed', 'true'));
    const carnivalStar = screen.getByRole('button', { name: 'Favourite: Athletics carnival' });
    expect(carnivalStar).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Favourites only' }));
    expect(screen.getByRole('button', { name: 'Favourites only' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Music soirée' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Athletics carnival' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Favourites only' }));
    await user.click(screen.getByRole('button', { name: 'Favourite: Athletics carnival' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite: Athletics carnival' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/favorites/')).toHaveLength(1));
    expect(sentBodies(fetchMock, 'POST /api/favorites/')[0]).toMatchObject({ data: { EVENT_ID: 'event000001' } });

    // The month view marks favourites too.
    await user.click(screen.getByRole('button', { name: 'Month' }));
    expect(await screen.findByRole('link', { name: 'Music soirée (favourite)' })).toBeInTheDocument();
  });

  it("shows 'No records found!' when there is nothing to list", async () => {
    stubFetch({ 'GET /api/settings/': settings, 'GET /api/calendar/': { body: envelope([]) } });
    renderApp('/calendar?view=list');

    expect(await screen.findByText('No records found!')).toBeInTheDocument();
  });

  it('shows an event, downloads it as .ics and toggles its favourite', async () => {
    const saveFile = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    const fetchMock = stubCalendar({
      'GET /api/calendar/event000001': { body: envelope([carnival]) },
      'GET /api/calendar/event000001/ics': {
        body: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
        headers: { 'Content-Type': 'text/calendar', 'Content-Disposition': 'attachment; filename="athletics-carnival.ics"' },
      },
    });
    const { user } = renderApp('/calendar/calendar_details/event000001');

    expect(await screen.findByRole('heading', { level: 1, name: 'Athletics carnival' })).toBeInTheDocument();
    expect(screen.getByText('Regional Athletics Centre')).toBeInTheDocument();
    expect(screen.getByText('Buses leave at 8:15 am.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to calendar (.ics)' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledOnce());
    const [blob, filename] = saveFile.mock.calls[0]!;
    expect(filename).toBe('athletics-carnival.ics');
    expect(await blob.text()).toContain('BEGIN:VCALENDAR');
    expect(calls(fetchMock)).toContain('GET /api/calendar/event000001/ics');

    const star = screen.getByRole('button', { name: 'Favourite: Athletics carnival' });
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
  });

  it('offers the personal feed link, copies it, and resets it after asking', async () => {
    const copyText = vi.spyOn(browser, 'copyText').mockResolvedValue();
    const fetchMock = stubCalendar({
      'POST /api/calendar/feed/rotate': {
        body: envelope({ url: 'https://portal.test/api/calendar/feed/secret-2.ics', created_at: at(3, 5) }),
      },
    });
    const { user } = renderApp('/calendar');

    const panel = (await screen.findByRole('heading', { level: 2, name: 'Subscribe to my calendar' })).closest('section')!;
    const field = await within(panel).findByRole('textbox', { name: 'Calendar feed URL' });
    expect(field).toHaveValue('https://portal.test/api/calendar/feed/secret-1.ics');

    await user.click(within(panel).getByRole('button', { name: 'Copy' }));
    expect(copyText).toHaveBeenCalledWith('https://portal.test/api/calendar/feed/secret-1.ics');
    expect(within(panel).getByRole('status')).toHaveTextContent('Link copied');

    await user.click(within(panel).getByRole('button', { name: 'Reset link' }));
    expect(calls(fetchMock)).not.toContain('POST /api/calendar/feed/rotate');
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await user.click(within(panel).getByRole('button', { name: 'Reset link' }));
    await user.click(within(panel).getByRole('button', { name: 'Yes, reset link' }));

    await waitFor(() => expect(field).toHaveValue('https://portal.test/api/calendar/feed/secret-2.ics'));
    expect(calls(fetchMock).filter((call) => call === 'POST /api/calendar/feed/rotate')).toHaveLength(1);
    expect(within(panel).getByRole('status')).toHaveTextContent('A new link was made');
    await act(async () => {});
  });
});
