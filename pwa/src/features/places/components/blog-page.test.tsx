import { PLACE_MESSAGES } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSettings, buildUser } from '@/testing/factories.ts';
import { calls, envelope, stubFetch } from '@/testing/fetch-stub.ts';
import { buildBlogEntry, buildPage, buildPlace } from '@/testing/place-factories.ts';
import { renderApp } from '@/testing/render-app.tsx';

const blog = buildPage({ pageUid: 'page0000006', title: 'Class Blog', slug: 'class-blog', pagetype_pagetype: 'Blog Page', sort_order: 1, content_html: '' });
const older = buildBlogEntry({ blogEntryUid: 'blog0000001', title: 'Welcome back for the term', created_at: '2026-02-01T09:00:00.000Z' });
const newer = buildBlogEntry({ blogEntryUid: 'blog0000002', title: 'Poetry slam next Friday', created_at: '2026-03-01T09:00:00.000Z' });

function stubBlog(canEdit: boolean) {
  return stubFetch({
    'GET /api/settings/': { body: envelope([buildSettings()]) },
    'GET /api/places/?slug=year-9-english': { body: envelope([buildPlace({ can_edit: canEdit })]) },
    'GET /api/pages/?place=place000001': { body: envelope([blog]) },
    'GET /api/blog-entries/?page=page0000006': { body: envelope([older, newer]) },
    'DELETE /api/blog-entries/blog0000002': { body: envelope(newer) },
  });
}

describe('blog page', () => {
  it('lists the entries newest first with their author and date, without editing for readers', async () => {
    stubBlog(false);
    renderApp('/places/year-9-english/class-blog', { user: buildUser({ username: 'student1', type: 'student', is_carer: false }) });
    const titles = await screen.findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(['Poetry slam next Friday', 'Welcome back for the term']);
    const first = titles[0]!.closest('article')!;
    expect(first).toHaveTextContent('Eddie Editor');
    expect(within(first).getByText('1 March 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PLACE_MESSAGES.addBlog })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete blog entry/ })).not.toBeInTheDocument();
  });

  it("lets the place's editors add an entry (title required) and delete one after the question", async () => {
    const fetchMock = stubBlog(true);
    const { user } = renderApp('/places/year-9-english/class-blog', { user: buildUser({ username: 'editor1', type: 'faculty', is_carer: false }) });
    await user.click(await screen.findByRole('button', { name: 'Edit this place' }));

    await user.click(screen.getByRole('button', { name: PLACE_MESSAGES.addBlog }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PLACE_MESSAGES.blogTitle);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(await screen.findByRole('button', { name: 'Delete blog entry Poetry slam next Friday' }));
    const question = screen.getByRole('dialog', { name: 'Delete blog entry' });
    expect(question).toHaveTextContent(PLACE_MESSAGES.blogDeleteConfirm);
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(PLACE_MESSAGES.blogDeleted)).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('DELETE /api/blog-entries/blog0000002');
  });
});
