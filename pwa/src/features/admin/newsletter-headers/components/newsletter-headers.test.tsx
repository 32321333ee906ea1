import { screen, waitFor, within } from '@testing-library/react';
import { HEADER_MESSAGES, POST_MESSAGES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { buildConnectionHeader, buildSettings, buildUser } from '@/testing/factories.ts';
import { calls, envelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';

const admin = buildUser({ username: 'admin1', is_admin: true });
const settings = { body: envelope([buildSettings()]) };

describe('the newsletter header screen', () => {
  it("lists the headers newest first as the server pages them, with the spec's empty text", async () => {
    const fetchMock = stubFetch({ 'GET /api/settings/': settings, 'GET /api/connection-headers/?page=1&page_size=10': { body: envelope([]), headers: { 'X-Total-Count': '0' } } });
    renderApp('/admin/add-newsletter-header', { user: admin });
    expect(await screen.findByText('No records found!')).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('GET /api/connection-headers/?page=1&page_size=10');
  });

  it('shows UNPUBLISHED and INDEFINITE as they are and a placeholder when a preview fails', async () => {
    stubFetch({
      'GET /api/settings/': settings,
      'GET /api/connection-headers/?page=1&page_size=10': {
        body: envelope([buildConnectionHeader({ caption: 'Term 4', publish_start: 'UNPUBLISHED', publish_end: 'INDEFINITE', featured_img_url: '/uploads/missing.jpg' })]),
        headers: { 'X-Total-Count': '1' },
      },
    });
    renderApp('/admin/add-newsletter-header', { user: admin });
    const row = (await screen.findByRole('rowheader', { name: 'Term 4' })).closest('tr')!;
    expect(within(row).getByText('UNPUBLISHED')).toBeInTheDocument();
    expect(within(row).getByText('INDEFINITE')).toBeInTheDocument();
    const image = within(row).getByRole('img');
    image.dispatchEvent(new Event('error'));
    expect(await within(row).findByText('No preview')).toBeInTheDocument();
  });

  it("asks for a caption unless the location is no_caption, and for the dates and the image", async () => {
    const fetchMock = stubFetch({ 'GET /api/settings/': settings });
    const { user } = renderApp('/admin/add-newsletter-header', { user: admin });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    for (const message of [HEADER_MESSAGES.caption, POST_MESSAGES.startDate, POST_MESSAGES.endDate, POST_MESSAGES.image]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.selectOptions(screen.getByRole('combobox', { name: 'Caption location' }), 'No caption');
    expect(screen.getByRole('textbox', { name: 'Caption' })).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText(HEADER_MESSAGES.caption)).not.toBeInTheDocument());
    expect(calls(fetchMock).filter((call) => call.startsWith('POST /api/connection-headers'))).toEqual([]);
  });

  it("edits a header with PUT, keeping its start, and deletes one after the spec's question", async () => {
    const header = buildConnectionHeader({ connectionheaderUid: 'header000001', caption: 'Term 4', featured_img_url: '/uploads/t4.jpg', publish_start: '2026-01-01T00:00:00.000Z', publish_end: '2030-01-01T00:00:00.000Z' });
    const fetchMock = stubFetch({
      'GET /api/settings/': settings,
      'GET /api/connection-headers/?page=1&page_size=10': { body: envelope([header]), headers: { 'X-Total-Count': '1' } },
      'PUT /api/connection-headers/header000001': { body: envelope({ ...header, caption: 'Term 4 at the pool' }) },
      'DELETE /api/connection-headers/header000001': { body: envelope(header) },
    });
    const { user } = renderApp('/admin/add-newsletter-header', { user: admin });
    await user.click(await screen.findByRole('button', { name: 'Edit header Term 4' }));
    const caption = screen.getByRole('textbox', { name: 'Caption' });
    await user.clear(caption);
    await user.type(caption, 'Term 4 at the pool');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(HEADER_MESSAGES.saved)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /api/connection-headers/header000001')).toEqual([
      { data: expect.objectContaining({ caption: 'Term 4 at the pool', publish_start: '2026-01-01T00:00:00.000Z' }) },
    ]);

    await user.click(screen.getByRole('button', { name: 'Delete header Term 4' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(HEADER_MESSAGES.deleteConfirm);
    await user.click(within(alert).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(HEADER_MESSAGES.deleted)).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('DELETE /api/connection-headers/header000001');
  });
});
