import { screen, waitFor, within } from '@testing-library/react';
import { SUBSCRIBER_MESSAGES, type SubscribedUserRecord } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { buildSettings, buildSubscribedUser, buildUser } from '@/testing/factories.ts';
import { calls, envelope, errorEnvelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';

const admin = buildUser({ username: 'admin1', is_admin: true });
const settings = { body: envelope([buildSettings()]) };
const margaret = buildSubscribedUser({ subscribedusersUid: 'subscriber0001', name: 'Margaret Hughes', email: 'margaret.hughes@example.com' });
const library = buildSubscribedUser({ subscribedusersUid: 'subscriber0002', name: 'Local Library', email: 'library@example.org' });

/** The subscribers list as the BFF answers it: filtered by name and email, one page. */
function listOf(records: SubscribedUserRecord[]) {
  return (request: { url: string }) => {
    const query = new URL(request.url, 'http://localhost').searchParams;
    const name = query.get('name')?.toLowerCase() ?? '';
    const email = query.get('email')?.toLowerCase() ?? '';
    const matching = records.filter((record) => record.name.toLowerCase().includes(name) && record.email.includes(email));
    return { body: envelope(matching), headers: { 'X-Total-Count': String(matching.length) } };
  };
}

describe('the Subscribed tab', () => {
  it("lists the subscribers a page at a time, filters them by name and email, and resets; an empty list says 'No records found!'", async () => {
    const fetchMock = stubFetch({ 'GET /api/settings/': settings, 'GET /api/subscribedusers/': listOf([margaret, library]) });
    const { user } = renderApp('/admin?tab=subscribed', { user: admin });
    expect(await screen.findByRole('rowheader', { name: 'Margaret Hughes' })).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('GET /api/subscribedusers/?page=1&page_size=10');

    await user.type(screen.getByRole('textbox', { name: 'Filter by name' }), 'library');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Margaret Hughes' })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: 'Local Library' })).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('GET /api/subscribedusers/?name=library&page=1&page_size=10');

    await user.type(screen.getByRole('textbox', { name: 'Filter by email' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    // The Connections PDF table below has its own empty text.
    expect(await within(screen.getByRole('region', { name: 'Subscribed users' })).findByText('No records found!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('rowheader', { name: 'Margaret Hughes' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Filter by name' })).toHaveValue('');
  });

  it("asks for a name and a valid email before saving, then says 'Saved successfully.'", async () => {
    const fetchMock = stubFetch({
      'GET /api/settings/': settings,
      'GET /api/subscribedusers/': listOf([]),
      'POST /api/subscribedusers': (request) => ({ status: 201, body: envelope(buildSubscribedUser((request.body as { data: Partial<SubscribedUserRecord> }).data)) }),
    });
    const { user } = renderApp('/admin?tab=subscribed', { user: admin });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SUBSCRIBER_MESSAGES.name)).toBeInTheDocument();
    expect(screen.getByText(SUBSCRIBER_MESSAGES.email)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Rotary Club');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'president@rotary');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SUBSCRIBER_MESSAGES.validEmail)).toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain('POST /api/subscribedusers');

    await user.type(screen.getByRole('textbox', { name: 'Email' }), '.example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SUBSCRIBER_MESSAGES.saved)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/subscribedusers')).toEqual([{ data: { name: 'Rotary Club', email: 'president@rotary.example.org' } }]);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it("shows the server's message when the address is already subscribed", async () => {
    stubFetch({
      'GET /api/settings/': settings,
      'GET /api/subscribedusers/': listOf([margaret]),
      'POST /api/subscribedusers': { status: 400, body: errorEnvelope('bad_request', SUBSCRIBER_MESSAGES.duplicate) },
    });
    const { user } = renderApp('/admin?tab=subscribed', { user: admin });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Margaret again');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'margaret.hughes@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SUBSCRIBER_MESSAGES.duplicate)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Margaret again');
  });

  it("edits a subscriber with Save and Cancel, and deletes one after 'Delete subscribed user'", async () => {
    const fetchMock = stubFetch({
      'GET /api/settings/': settings,
      'GET /api/subscribedusers/': listOf([margaret, library]),
      'PUT /api/subscribedusers/subscriber0002': { body: envelope({ ...library, name: 'Fitzroy Library' }) },
      'DELETE /api/subscribedusers/subscriber0001': { body: envelope(margaret) },
    });
    const { user } = renderApp('/admin?tab=subscribed', { user: admin });
    await user.click(await screen.findByRole('button', { name: 'Edit Local Library' }));
    expect(screen.getByRole('heading', { name: 'Edit subscriber' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Local Library' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Fitzroy Library');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SUBSCRIBER_MESSAGES.saved)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /api/subscribedusers/subscriber0002')).toEqual([{ data: { name: 'Fitzroy Library', email: 'library@example.org' } }]);

    await user.click(screen.getByRole('button', { name: 'Delete Margaret Hughes' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(SUBSCRIBER_MESSAGES.deleteConfirm);
    await user.click(within(alert).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SUBSCRIBER_MESSAGES.deleted)).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('DELETE /api/subscribedusers/subscriber0001');
  });
});
