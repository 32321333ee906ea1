import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildNotice, buildSettings } from '@/testing/factories.ts';
import { calls, envelope, errorEnvelope, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';

const settings = { body: envelope([buildSettings()]) };

describe('notices', () => {
  it('lists the notices the server returns, each linking to its detail', async () => {
    const fetchMock = stubFetch({
      'GET /api/settings/': settings,
      'GET /api/posts/?types=notice': {
        body: envelope([
          buildNotice({ postUid: 'notice00001', title: 'Swimming carnival', excerpt: 'Bring a hat.', postcategory_categoryname: 'Sport' }),
          buildNotice({ postUid: 'notice00002', title: 'Book week', excerpt: 'Dress as a character.', postcategory_categoryname: 'Library' }),
        ]),
      },
    });
    renderApp('/notices');

    const first = await screen.findByRole('link', { name: 'Swimming carnival' });
    expect(first).toHaveAttribute('href', '/notices/notice_details/notice00001');
    const items = screen.getAllByRole('listitem').filter((item) => item.closest('main'));
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Sport')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Bring a hat.')).toBeInTheDocument();
    expect(within(items[0]!).getByText('3 February 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book week' })).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('GET /api/posts/?types=notice');
  });

  it("shows 'No records found!' when there are none", async () => {
    stubFetch({ 'GET /api/settings/': settings, 'GET /api/posts/?types=notice': { body: envelope([]) } });
    renderApp('/notices');

    expect(await screen.findByText('No records found!')).toBeInTheDocument();
  });

  it('leaves out categories hidden in the filter menu', async () => {
    window.localStorage.setItem('portal.hiddenCategories', JSON.stringify(['category0001']));
    stubFetch({
      'GET /api/settings/': settings,
      'GET /api/posts/?types=notice': {
        body: envelope([
          buildNotice({ postUid: 'notice00001', title: 'Swimming carnival', postcategory_categoryid: 'category0001' }),
          buildNotice({ postUid: 'notice00002', title: 'Book week', postcategory_categoryid: 'category0002' }),
        ]),
      },
    });
    renderApp('/notices');

    expect(await screen.findByRole('link', { name: 'Book week' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Swimming carnival' })).not.toBeInTheDocument();
  });

  it('shows a notice with its content', async () => {
    stubFetch({
      'GET /api/settings/': settings,
      'GET /api/posts/notice00001': { body: envelope([buildNotice({ content_html: '<p>Bring a <strong>hat</strong>.</p>' })]) },
    });
    renderApp('/notices/notice_details/notice00001');

    expect(await screen.findByRole('heading', { level: 1, name: 'Swimming carnival' })).toBeInTheDocument();
    expect(screen.getByText('hat').tagName).toBe('STRONG');
  });

  it("shows 'No records found!' for a notice that is not there", async () => {
    stubFetch({
      'GET /api/settings/': settings,
      'GET /api/posts/missing0001': { status: 404, body: errorEnvelope('not_found', 'No records found!') },
    });
    renderApp('/notices/notice_details/missing0001');

    expect(await screen.findByText('No records found!')).toBeInTheDocument();
  });
});
