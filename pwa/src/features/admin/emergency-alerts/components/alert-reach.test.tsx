import { screen, waitFor, within } from '@testing-library/react';
import type { AlertReachRecord } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser.ts';
import { buildBroadcast, buildSettings, buildUser } from '@/testing/factories.ts';
import { calls, envelope, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';

const admin = buildUser({ username: 'admin1', is_admin: true });
const settings = { body: envelope([buildSettings()]) };
const REACH = 'GET /api/emergency-alerts';
const TAB = '/admin?tab=dashboard';

function buildAlertReach(overrides: Partial<AlertReachRecord> = {}): AlertReachRecord {
  return {
    alertUid: 'alert0000001',
    kind: 'emergency',
    message: 'Lockdown: stay in classrooms.',
    created_at: '2026-12-01T23:30:00.000Z',
    status: 'Sent',
    people: 120,
    by_push: 0,
    by_email: 0,
    not_reached: 120,
    email_after: null,
    ...overrides,
  };
}

/** An alert's entry, found by its heading (the first one waits for the admin area's lazy chunk). */
async function alertHeaded(name: string) {
  const heading = await screen.findByRole('heading', { level: 4, name }, { timeout: 10_000 });
  return heading.closest('li')!;
}

/** Each figure as a screen reader pairs it: its term, then its value. */
const figuresOf = (alert: HTMLElement) =>
  within(alert)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

afterEach(() => {
  vi.useRealTimers();
});

describe('the reach of emergency alerts on the admin Dashboard tab', () => {
  it('shows each alert with when it was sent, its kind, its text and whom it reached, and when the email goes while it is still to come', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T23:32:00.000Z') });
    stubFetch({
      'GET /api/settings/': settings,
      [REACH]: {
        body: envelope([
          buildAlertReach({ alertUid: 'alert0000002', by_push: 97, not_reached: 23, email_after: '2026-12-01T23:35:00.000Z' }),
          buildAlertReach({
            alertUid: 'alert0000001',
            kind: 'all-clear',
            message: 'All clear: lessons resume.',
            created_at: '2026-11-20T01:00:00.000Z',
            people: 1,
            by_push: 0,
            by_email: 1,
            not_reached: 0,
            email_after: '2026-11-20T01:05:00.000Z',
          }),
        ]),
      },
    });
    renderApp(TAB, { user: admin });

    // Sydney's time, the admin area's one date format.
    const emergency = await alertHeaded('Emergency, sent December 2, 2026 10:30 AM');
    expect(within(emergency).getByText('Lockdown: stay in classrooms.')).toBeInTheDocument();
    expect(figuresOf(emergency)).toEqual([
      'Reached by push: 97 of 120 people',
      'Reached by email: 0 of 120 people',
      'Not reached yet: 23 of 120 people',
    ]);
    expect(emergency).toHaveTextContent('Email to those not reached at December 2, 2026 10:35 AM');

    // Once the email went, the figures say it: no line about it.
    const allClear = await alertHeaded('All clear, sent November 20, 2026 12:00 PM');
    expect(figuresOf(allClear)).toEqual([
      'Reached by push: 0 of 1 person',
      'Reached by email: 1 of 1 person',
      'Not reached yet: 0 of 1 person',
    ]);
    expect(allClear).not.toHaveTextContent('Email to those not reached');
  });

  it('says when no alert has been sent yet', async () => {
    stubFetch({ 'GET /api/settings/': settings, [REACH]: { body: envelope([]) } });
    renderApp(TAB, { user: admin });
    const section = await screen.findByRole('region', { name: 'Reach of emergency alerts' }, { timeout: 10_000 });
    expect(await within(section).findByText('No emergency alert has been sent yet.')).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it("downloads an alert's people as CSV, named for the alert", async () => {
    const saveFile = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    const csv = 'Name,Username,Type,Reached,Acknowledged At,Emailed At\r\nAva Smith,carer2,Parent,Not reached yet,,\r\n';
    const fetchMock = stubFetch({
      'GET /api/settings/': settings,
      [REACH]: {
        body: envelope([
          buildAlertReach({ alertUid: 'alert0000002' }),
          buildAlertReach({ alertUid: 'alert0000001', created_at: '2026-11-20T01:00:00.000Z' }),
        ]),
      },
      'GET /api/emergency-alerts/alert0000002/people?format=csv': {
        body: csv,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="alert-reach-alert0000002.csv"',
        },
      },
    });
    const { user } = renderApp(TAB, { user: admin });
    const newest = await alertHeaded('Emergency, sent December 2, 2026 10:30 AM');

    await user.click(within(newest).getByRole('button', { name: 'Download people (CSV)' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledOnce());
    const [file, name] = saveFile.mock.calls[0]!;
    expect(name).toBe('alert-reach-alert0000002.csv');
    expect(await file.text()).toBe(csv);
    expect(calls(fetchMock).filter((call) => call.includes('/people'))).toEqual([
      'GET /api/emergency-alerts/alert0000002/people?format=csv',
    ]);
  });

  it('shows the all-clear once the admin clears the broadcast, without waiting for the next refresh', async () => {
    const on = buildBroadcast({ emergencybroadcastUid: 'broadcast001', message: 'Bus delays', status: true });
    const emergency = buildAlertReach({ alertUid: 'alert0000001', message: 'Bus delays' });
    let alerts = [emergency];
    stubFetch({
      'GET /api/settings/': settings,
      'GET /api/emergencybroadcast/': { body: envelope([on]) },
      'PUT /api/emergencybroadcast/broadcast001': () => {
        alerts = [
          buildAlertReach({
            alertUid: 'alert0000002',
            kind: 'all-clear',
            message: 'Bus delays',
            created_at: '2026-12-01T23:50:00.000Z',
          }),
          emergency,
        ];
        return { body: envelope({ ...on, status: false }) };
      },
      [REACH]: () => ({ body: envelope(alerts) }),
    });
    const { user } = renderApp(TAB, { user: admin });
    await alertHeaded('Emergency, sent December 2, 2026 10:30 AM');
    expect(screen.queryByRole('heading', { level: 4, name: /^All clear/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear broadcast: Bus delays' }));
    expect(
      await screen.findByRole('heading', { level: 4, name: 'All clear, sent December 2, 2026 10:50 AM' }),
    ).toBeInTheDocument();
  });
});
