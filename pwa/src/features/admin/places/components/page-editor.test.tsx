import { screen, waitFor, within } from '@testing-library/react';
import { PAGE_ADMIN_MESSAGES, PLACE_MESSAGES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { buildSettings, buildUser } from '@/testing/factories.ts';
import { calls, envelope, errorEnvelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { PAGE_TYPES, SCREEN_LOAD, buildPage, buildPlace } from '../testing/records.ts';

const admin = buildUser({ username: 'admin1', is_admin: true });
const english = buildPlace();
const robotics = buildPlace({ placeUid: 'place0000002', place: 'Robotics Club', slug: 'robotics-club' });
const resources = buildPage({
  pageUid: 'page00000003',
  pagetypeUid: 'pagetype0002',
  pagetype_pagetype: 'Documents',
  title: 'Resources',
  slug: 'resources',
  content_html: '',
  google_drive_url: 'https://drive.google.com/embeddedfolderview?id=1Y9EnglishDemoFolder0000000000#list',
  updated_at: '2026-03-04T05:06:07.000Z',
});

function stubPageCalls(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/settings/': { body: envelope([buildSettings()]) },
    'GET /api/places/': { body: envelope([robotics, english]) },
    'GET /api/pagetypes/': { body: envelope(PAGE_TYPES) },
    'GET /api/pages/page00000003': { body: envelope([resources]) },
    ...extra,
  });
}

const pageWrites = (fetchMock: ReturnType<typeof stubFetch>) =>
  calls(fetchMock).filter((call) => /^(POST|PUT) \/api\/pages/.test(call));

describe('the Page editor (CREATE PAGE)', () => {
  it("has the Admin Home and Places tabs, and shows the spec's messages for an empty page without sending it", async () => {
    const fetchMock = stubPageCalls();
    const { user } = renderApp('/admin/add-page', { user: admin });
    expect(await screen.findByRole('heading', { name: 'CREATE PAGE', level: 1 }, SCREEN_LOAD)).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Administration' });
    expect(within(tabs).getByRole('link', { name: 'Admin Home' })).toHaveAttribute('href', '/admin');
    expect(within(tabs).getByRole('link', { name: 'Places' })).toHaveAttribute('href', '/admin?tab=places');
    // The places are offered by name.
    await waitFor(() =>
      expect(
        within(screen.getByRole('combobox', { name: 'Place' }))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Select Place', 'Robotics Club', 'Year 9 English']),
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      PAGE_ADMIN_MESSAGES.place,
      PAGE_ADMIN_MESSAGES.pagetype,
      PAGE_ADMIN_MESSAGES.title,
      PAGE_ADMIN_MESSAGES.description,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText(PAGE_ADMIN_MESSAGES.place)).toHaveFocus();
    // Neither content nor a Drive folder is asked for before a page type says so.
    expect(screen.queryByText(PAGE_ADMIN_MESSAGES.content)).not.toBeInTheDocument();
    expect(screen.queryByText(PAGE_ADMIN_MESSAGES.driveFolder)).not.toBeInTheDocument();
    expect(pageWrites(fetchMock)).toEqual([]);
  });

  it("asks a Static Page for its content, titled 'NEW PAGE' with a time-stamped slug, and nothing else", async () => {
    const fetchMock = stubPageCalls();
    const { user } = renderApp('/admin/add-page', { user: admin });
    await screen.findByRole('option', { name: 'Static Page' }, SCREEN_LOAD);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page type' }), 'Static Page');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('NEW PAGE');
    expect((screen.getByRole('textbox', { name: 'Slug' }) as HTMLInputElement).value).toMatch(/^new-page-\d{13}$/);
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveAttribute('readonly');
    expect(screen.getByText('Content')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Google Drive folder/ })).not.toBeInTheDocument();

    // Applying a link in the content is not a save of the page.
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.type(screen.getByRole('textbox', { name: 'Address (leave empty to remove the link)' }), 'https://example.org');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.queryByText(PAGE_ADMIN_MESSAGES.place)).not.toBeInTheDocument();
    expect(pageWrites(fetchMock)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PAGE_ADMIN_MESSAGES.content)).toBeInTheDocument();
    expect(screen.queryByText(PAGE_ADMIN_MESSAGES.title)).not.toBeInTheDocument();
    expect(screen.queryByText(PAGE_ADMIN_MESSAGES.driveFolder)).not.toBeInTheDocument();
    expect(pageWrites(fetchMock)).toEqual([]);

    // A title of one's own: the slug follows it.
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Club Rules');
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('club-rules');
  });

  it("creates a Documents page: 'New Files Pages', the Drive folder required, list view by default, then 'Page saved successfully.'", async () => {
    const fetchMock = stubPageCalls({
      'POST /api/pages': (request) => ({
        status: 201,
        body: envelope(
          buildPage({ pageUid: 'page00000099', title: (request.body as { pageData: { title: string } }).pageData.title }),
        ),
      }),
    });
    const { user, router } = renderApp('/admin/add-page', { user: admin });
    await screen.findByRole('option', { name: 'Robotics Club' }, SCREEN_LOAD);
    await screen.findByRole('option', { name: 'Documents' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Place' }), 'Robotics Club');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page type' }), 'Documents');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('New Files Pages');
    const slug = (screen.getByRole('textbox', { name: 'Slug' }) as HTMLInputElement).value;
    expect(slug).toMatch(/^new-files-pages-\d{13}$/);
    expect(screen.queryByText('Content')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'List' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Build guides and parts lists.');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PAGE_ADMIN_MESSAGES.driveFolder)).toBeInTheDocument();
    // A link that names no Drive folder is refused the same way.
    await user.type(screen.getByRole('textbox', { name: /^Google Drive folder/ }), 'https://example.org/files');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PAGE_ADMIN_MESSAGES.driveFolder)).toBeInTheDocument();
    expect(pageWrites(fetchMock)).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: /^Google Drive folder/ }));
    await user.type(
      screen.getByRole('textbox', { name: /^Google Drive folder/ }),
      'https://drive.google.com/drive/folders/1RoboticsFolder000000000?usp=sharing',
    );
    await user.click(screen.getByText('Grid'));
    await user.click(screen.getByRole('checkbox', { name: /^Navigation/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(PAGE_ADMIN_MESSAGES.saved)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/pages')).toEqual([
      {
        pageData: {
          placeUid: 'place0000002',
          pagetypeUid: 'pagetype0002',
          title: 'New Files Pages',
          slug,
          navigation: false,
          landing_page: false,
          pageHide: false,
          content_html: '',
          google_drive_url: 'https://drive.google.com/drive/folders/1RoboticsFolder000000000?usp=sharing',
          file_view_type: 'grid',
          description: 'Build guides and parts lists.',
          publish_start: null,
          publish_end: null,
        },
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(router.state.location.search).toBe('?tab=places');
  });

  it("edits a stored page from the updated_at it was opened at, and shows the server's message when someone saved it since", async () => {
    const fetchMock = stubPageCalls({
      'PUT /api/pages/page00000003': { status: 409, body: errorEnvelope('conflict', PLACE_MESSAGES.staleWrite) },
    });
    const { user } = renderApp('/admin/edit-page/page00000003', { user: admin });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Resources'), SCREEN_LOAD);
    expect(screen.getByRole('combobox', { name: 'Place' })).toHaveValue('place0000001');
    expect(screen.getByRole('combobox', { name: 'Page type' })).toHaveValue('pagetype0002');
    expect(screen.getByRole('textbox', { name: /^Google Drive folder/ })).toHaveValue(resources.google_drive_url);
    // Choosing another type for a stored page keeps its title.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page type' }), 'Static Page');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Resources');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page type' }), 'Documents');

    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' and links');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PLACE_MESSAGES.staleWrite)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /api/pages/page00000003')).toEqual([
      { pageData: expect.objectContaining({ title: 'Resources and links', updated_at: '2026-03-04T05:06:07.000Z' }) },
    ]);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Resources and links');
  });

  it('says why the page types are missing when they cannot be loaded', async () => {
    stubPageCalls({
      'GET /api/pagetypes/': {
        status: 502,
        body: errorEnvelope('cms_unavailable', 'The content service is not answering. Please try again.'),
      },
    });
    renderApp('/admin/add-page', { user: admin });
    expect(
      await screen.findByText('The content service is not answering. Please try again.', {}, SCREEN_LOAD),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Page type' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select Page Type']);
  });

  it('goes back to the Places tab on Cancel without saving', async () => {
    const fetchMock = stubPageCalls();
    const { user, router } = renderApp('/admin/add-page', { user: admin });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }, SCREEN_LOAD), 'Half typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(pageWrites(fetchMock)).toEqual([]);
  });

  it("says 'save ...' on a disabled Save while the page is being saved", async () => {
    const fetchMock = stubPageCalls({ 'PUT /api/pages/page00000003': { body: envelope(resources) } });
    const { user, router } = renderApp('/admin/edit-page/page00000003', { user: admin });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Resources'), SCREEN_LOAD);
    // The save's answer is held back until the test lets it go; other calls pass.
    let answer = () => {};
    const saved = new Promise<void>((resolve) => (answer = resolve));
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'PUT') await saved;
      return original(input, init);
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const busy = await screen.findByRole('button', { name: 'save ...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer();
    expect(await screen.findByText(PAGE_ADMIN_MESSAGES.saved)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});
