import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildNotice, buildSettings } from '@/testing/factories.ts';
import { envelope, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';

const category = (postcategoryUid: string, categoryname: string, categorytype: string, sort_order: number) => ({
  postcategoryUid,
  categoryname,
  categorytype,
  sort_order,
  audience_type_id: 'all',
  category_background_color: null,
});

describe('the category menu', () => {
  it('lists a name of two post types once, and its eye hides the posts of both', async () => {
    stubFetch({
      'GET /api/settings/': { body: envelope([buildSettings()]) },
      'GET /api/post-categories/': {
        body: envelope([
          category('cat0000001', 'Sport', 'newsletter', 2),
          category('cat0000002', 'General', 'notice', 6),
          category('cat0000003', 'Sport', 'notice', 8),
        ]),
      },
      'GET /api/posts/?types=notice': {
        body: envelope([
          buildNotice({ postUid: 'notice00001', title: 'Swimming trials', postcategory_categoryid: 'cat0000003' }),
          buildNotice({ postUid: 'notice00002', title: 'Lost property', postcategory_categoryid: 'cat0000002' }),
        ]),
      },
    });
    const { user } = renderApp('/notices');
    expect(await screen.findByRole('link', { name: 'Swimming trials' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Filter by category' }));
    const menu = (await screen.findByRole('button', { name: 'Show General' })).closest('ul')!;
    expect(
      within(menu)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sport', 'General']);

    await user.click(within(menu).getByRole('button', { name: 'Show Sport' }));
    expect(within(menu).getByRole('button', { name: 'Show Sport' })).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(window.localStorage.getItem('portal.hiddenCategories') ?? '[]')).toEqual(['cat0000001', 'cat0000003']);
    await user.click(screen.getByRole('button', { name: 'Close categories' }));
    expect(screen.queryByRole('link', { name: 'Swimming trials' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lost property' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filter by category' }));
    await user.click(await screen.findByRole('button', { name: 'Show Sport' }));
    expect(JSON.parse(window.localStorage.getItem('portal.hiddenCategories') ?? '[]')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Close categories' }));
    expect(await screen.findByRole('link', { name: 'Swimming trials' })).toBeInTheDocument();
  });
});
