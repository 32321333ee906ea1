import { PLACE_MESSAGES } from '@portal/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSettings, buildUser } from '@/testing/factories.ts';
import { envelope, errorEnvelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { buildClassroom, buildCourseTask, buildCourseUnit, buildPage, buildPlace } from '@/testing/place-factories.ts';
import { renderApp } from '@/testing/render-app.tsx';

const year = new Date().getFullYear();
const welcome = buildPage({ pageUid: 'page0000001', title: 'Welcome', slug: 'welcome', landing_page: true, sort_order: null, content_html: '<p>Welcome to Year 9 English</p>' });
const overview = buildPage({ pageUid: 'page0000002', title: 'Course Overview', slug: 'course-overview', sort_order: 1 });
const resources = buildPage({
  pageUid: 'page0000003',
  title: 'Resources',
  slug: 'resources',
  pagetype_pagetype: 'Documents',
  sort_order: 2,
  google_drive_url: 'https://drive.google.com/drive/folders/1Y9EnglishDemoFolder0000000000',
});
const hidden = buildPage({ pageUid: 'page0000004', title: 'Permission Forms', slug: 'permission-forms', pageHide: true, sort_order: 3 });

function stubPlace({ canEdit = false, tasks = {} as Record<number, unknown[]>, extraPages = [] as ReturnType<typeof buildPage>[], handlers = {} as Parameters<typeof stubFetch>[0] } = {}) {
  const place = buildPlace({ can_edit: canEdit });
  return stubFetch({
    ...handlers,
    'GET /api/settings/': { body: envelope([buildSettings()]) },
    'GET /api/places/?slug=year-9-english': { body: envelope([place]) },
    'GET /api/pages/?place=place000001': { body: envelope([...(canEdit ? [welcome, overview, resources, hidden] : [welcome, overview, resources]), ...extraPages]) },
    'GET /api/course-units/?course_id=901': {
      body: envelope([
        buildCourseUnit({ unit_id: '901-U2', unit_name: 'The novel: Wonder', unit_start_date: `${year}-05-01` }),
        buildCourseUnit({ unit_id: '901-U1', unit_name: 'Voices of Australia: poetry', unit_start_date: `${year}-02-01` }),
        buildCourseUnit({ unit_id: '901-U3', unit_name: 'Persuasive speaking', unit_start_date: `${year}-08-01`, component_html: 'None' }),
      ]),
    },
    'GET /api/course-classrooms/?course_id=901': { body: envelope([buildClassroom(), buildClassroom({ classroom_urlUid: 'class000002', class_name: '9ENG B' })]) },
    ...Object.fromEntries(
      [year - 1, year, year + 1].map((taskYear) => [`GET /api/course-tasks/?course_id=901&selected_year=${taskYear}`, { body: envelope(tasks[taskYear] ?? []) }]),
    ),
    'PUT /api/pages/page0000002': { body: envelope({ ...overview, pageHide: true, updated_at: '2026-02-02T00:00:00.000Z' }) },
    'GET /api/pagetypes/': {
      body: envelope([
        { pagetypeUid: 'ptype000001', pageType: 'Static Page' },
        { pagetypeUid: 'ptype000002', pageType: 'Documents' },
        { pagetypeUid: 'ptype000003', pageType: 'Task Page' },
      ]),
    },
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  window.innerWidth = 1024;
});

describe('place page view', () => {
  it("shows a student the landing page with its course units, the tabs in order and no editing controls", async () => {
    stubPlace();
    renderApp('/places/year-9-english', { user: buildUser({ username: 'student1', type: 'student', is_carer: false }) });

    const tabs = await screen.findByRole('navigation', { name: 'Pages of Year 9 English' });
    expect(screen.getByRole('heading', { level: 1, name: 'Year 9 English' })).toBeInTheDocument();
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual(['Welcome', 'Assessment Tasks', 'Course Overview', 'Resources']);
    expect(within(tabs).getByRole('link', { name: 'Welcome' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Welcome to Year 9 English')).toBeInTheDocument();
    const units = await screen.findAllByRole('heading', { level: 4 });
    expect(units.map((unit) => unit.textContent)).toEqual(['Voices of Australia: poetry', 'The novel: Wonder', 'Persuasive speaking']);
    expect(screen.queryByText('None')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/key-learning-area/kla00000001');
    expect(screen.queryByRole('button', { name: 'Edit this place' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Hide|Delete|Add/ })).not.toBeInTheDocument();
  });

  it("shows 'No records found!' with the way to the place's first page at an unknown page address, never another page", async () => {
    stubPlace();
    renderApp('/places/year-9-english/no-such-page');

    expect(await screen.findByText('No records found!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page of Year 9 English' })).toHaveAttribute('href', '/places/year-9-english');
    expect(screen.getByRole('heading', { level: 1, name: 'Year 9 English' })).toBeInTheDocument();
    expect(screen.queryByText('Welcome to Year 9 English')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of Year 9 English' })).not.toBeInTheDocument();
  });

  it("gives an editor nothing to edit at an unknown page address", async () => {
    stubPlace({ canEdit: true });
    renderApp('/places/year-9-english/no-such-page', { user: buildUser({ username: 'editor1', type: 'faculty', is_carer: false }) });

    expect(await screen.findByText('No records found!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit this place' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Hide|Delete|Add/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Welcome to Year 9 English')).not.toBeInTheDocument();
  });

  it('moves an address shared before a rename to the page under its new slug', async () => {
    // The BFF answers an old slug with the page under its new one.
    stubPlace({ handlers: { 'GET /api/pages/?place=place000001&page_slug=course-notes': { body: envelope([overview]) } } });
    const { router } = renderApp('/places/year-9-english/course-notes');

    await waitFor(() => expect(router.state.location.pathname).toBe('/places/year-9-english/course-overview'));
    const tabs = await screen.findByRole('navigation', { name: 'Pages of Year 9 English' });
    expect(within(tabs).getByRole('link', { name: 'Course Overview' })).toHaveAttribute('aria-current', 'page');
  });

  it("says so, with a retry, when the server cannot tell which page an address is, rather than 'No records found!'", async () => {
    stubPlace({ handlers: { 'GET /api/pages/?place=place000001&page_slug=course-notes': { status: 502, body: errorEnvelope('bad_gateway', 'The school system did not answer.') } } });
    renderApp('/places/year-9-english/course-notes');

    expect(await screen.findByRole('alert')).toHaveTextContent('The school system did not answer.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('No records found!')).not.toBeInTheDocument();
  });

  it("shows 'No records found!' with the way home for a place that does not exist", async () => {
    stubFetch({ 'GET /api/settings/': { body: envelope([buildSettings()]) }, 'GET /api/places/?slug=nowhere': { body: envelope([]) } });
    renderApp('/places/nowhere/welcome');

    expect(await screen.findByText('No records found!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('turns the tabs into a dropdown below 768 px', async () => {
    window.innerWidth = 375;
    stubPlace();
    const { router, user } = renderApp('/places/year-9-english');

    const dropdown = await screen.findByRole('combobox', { name: 'Pages of Year 9 English' });
    expect(screen.queryByRole('navigation', { name: 'Pages of Year 9 English' })).not.toBeInTheDocument();
    expect(within(dropdown).getAllByRole('option').map((option) => option.textContent)).toEqual(['Welcome', 'Assessment Tasks', 'Course Overview', 'Resources']);
    await user.selectOptions(dropdown, 'Resources');
    await waitFor(() => expect(router.state.location.pathname).toBe('/places/year-9-english/resources'));
    expect(await screen.findByRole('link', { name: 'Open shared Google Drive' })).toHaveAttribute('href', 'https://drive.google.com/drive/folders/1Y9EnglishDemoFolder0000000000');
    expect(screen.getByTitle(/shared Google Drive folder/)).toHaveAttribute('src', 'https://drive.google.com/embeddedfolderview?id=1Y9EnglishDemoFolder0000000000#list');
  });

  it("merges a task's rows into one with its resources, and says 'Select another year' for a year without tasks", async () => {
    stubPlace({
      tasks: {
        [year]: [
          buildCourseTask({ LEARNING_RESOURCE: 'Portfolio guidelines' }),
          buildCourseTask({ LEARNING_RESOURCE: 'Marking rubric', LEARNING_RESOURCE_URL: 'https://drive.google.com/file/d/y9-poetry-rubric' }),
          buildCourseTask({ TASK: 'Novel study essay', WEIGHTING: 35, MARK_OUT_OF: 50, LEARNING_RESOURCE: 'Essay scaffold' }),
        ],
      },
    });
    const { user, router } = renderApp('/places/year-9-english/assessment-tasks');

    const table = await screen.findByRole('table', { name: `Assessment tasks ${year}` });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Poetry portfolio');
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('30%');
    expect(within(rows[0]!).getAllByRole('link').map((link) => link.textContent)).toEqual(['Portfolio guidelines', 'Marking rubric']);

    const select = screen.getByRole('combobox', { name: 'Year' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([`${year - 1}`, `${year}`, `${year + 1}`]);
    await user.selectOptions(select, `${year + 1}`);
    expect(await screen.findByText(PLACE_MESSAGES.selectAnotherYear)).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?year=${year + 1}`);
  });

  it("says 'Last updated' once on a page with a task table, and once on any other", async () => {
    stubPlace({ tasks: { [year]: [buildCourseTask()] } });
    renderApp('/places/year-9-english/assessment-tasks');
    await screen.findByRole('table', { name: `Assessment tasks ${year}` });
    expect(screen.getAllByText(/^Last updated/)).toHaveLength(1);
  });

  it("lets a page's own opening heading head it: the page's title, named by the tabs, stays for screen readers", async () => {
    const opening = buildPage({ ...welcome, content_html: '<h2>Welcome to Year 9 English</h2><p>Texts and tasks.</p>' });
    stubFetch({
      'GET /api/settings/': { body: envelope([buildSettings()]) },
      'GET /api/places/?slug=year-9-english': { body: envelope([buildPlace()]) },
      'GET /api/pages/?place=place000001': { body: envelope([opening, overview]) },
      'GET /api/course-units/?course_id=901': { body: envelope([]) },
    });
    renderApp('/places/year-9-english');

    const title = await screen.findByRole('heading', { level: 2, name: 'Welcome' });
    expect(title).toHaveClass('visually-hidden');
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome to Year 9 English' })).not.toHaveClass('visually-hidden');
    expect(screen.getByRole('region', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getAllByText(/^Last updated/)).toHaveLength(1);
  });

  it('shows the classroom cards, each opening in a new tab', async () => {
    stubPlace({
      extraPages: [buildPage({ pageUid: 'page0000005', title: 'Classrooms', slug: 'classrooms', pagetype_pagetype: 'Classrooms Page', pageTitle: 'Google Classrooms', sort_order: 4 })],
    });
    renderApp('/places/year-9-english/classrooms');
    expect(await screen.findByRole('heading', { level: 3, name: 'Google Classrooms' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /^9ENG A/ });
    expect(link).toHaveTextContent('9ENG A (opens in a new tab)');
    expect(link).toHaveAttribute('href', 'https://classroom.example.com/c/9eng-a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /^9ENG B/ })).toBeInTheDocument();
  });

  it("gives the place's editors their controls, hidden pages included", async () => {
    stubPlace({ canEdit: true });
    const { user } = renderApp('/places/year-9-english/course-overview', { user: buildUser({ username: 'editor1', type: 'faculty', is_carer: false }) });

    await user.click(await screen.findByRole('button', { name: 'Edit this place' }));
    const tabs = screen.getByRole('navigation', { name: 'Pages of Year 9 English' });
    expect(within(tabs).getByRole('link', { name: /Permission Forms/ })).toHaveTextContent('Hidden');
    expect(screen.getByRole('button', { name: 'Move Course Overview up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Course Overview down' })).toBeEnabled();
    expect(await screen.findByRole('button', { name: 'Add Static Page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Documents' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Task Page' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Publish period: ${PLACE_MESSAGES.selectPublishPeriod}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide page' })).toBeInTheDocument();
  });

  it("asks for a title, and keeps the editor's text beside the message when someone saved the page meanwhile (409)", async () => {
    const fetchMock = stubPlace({ canEdit: true });
    const { user } = renderApp('/places/year-9-english/course-overview', { user: buildUser({ username: 'editor1', type: 'faculty', is_carer: false }) });
    await user.click(await screen.findByRole('button', { name: 'Edit this place' }));
    await user.click(screen.getByRole('button', { name: 'Edit title' }));
    const title = screen.getByRole('textbox', { name: 'Page title' });
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PLACE_MESSAGES.title);

    stubStale(fetchMock);
    await user.type(title, 'Our year in English');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(PLACE_MESSAGES.staleWrite));
    expect(screen.getByRole('textbox', { name: 'Page title' })).toHaveValue('Our year in English');
    expect(sentBodies(fetchMock, 'PUT /api/pages/page0000002')).toEqual([{ pageData: { title: 'Our year in English', updated_at: overview.updated_at } }]);
    expect(screen.queryByText(PLACE_MESSAGES.edited)).not.toBeInTheDocument();
  });

  it('reorders the pages by drag and drop, sending every draggable page in its new order', async () => {
    const fetchMock = stubPlace({ canEdit: true });
    const { user } = renderApp('/places/year-9-english', { user: buildUser({ username: 'editor1', type: 'faculty', is_carer: false }) });
    await user.click(await screen.findByRole('button', { name: 'Edit this place' }));
    const tabs = screen.getByRole('navigation', { name: 'Pages of Year 9 English' });
    const item = (name: string) => within(tabs).getByRole('link', { name: new RegExp(`^${name}`) }).closest('li')!;
    expect(item('Welcome')).not.toHaveAttribute('draggable', 'true');
    expect(item('Resources')).toHaveAttribute('draggable', 'true');

    fireEvent.dragStart(item('Resources'));
    fireEvent.dragOver(item('Course Overview'));
    fireEvent.drop(item('Course Overview'));
    expect(await screen.findByText(PLACE_MESSAGES.orderChanged)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /api/pages/?update_sort_order=true')).toEqual([
      {
        placeUid: 'place000001',
        sortData: [
          { pageUid: resources.pageUid, sort_order: 0 },
          { pageUid: overview.pageUid, sort_order: 1 },
          { pageUid: hidden.pageUid, sort_order: 2 },
        ],
      },
    ]);
  });

  it('holds reordering while an action is on its way', async () => {
    const fetchMock = stubPlace({ canEdit: true });
    const { user } = renderApp('/places/year-9-english/course-overview', { user: buildUser({ username: 'editor1', type: 'faculty', is_carer: false }) });
    await user.click(await screen.findByRole('button', { name: 'Edit this place' }));
    const answer = fetchMock.getMockImplementation()!;
    let release = () => {};
    fetchMock.mockImplementation(async (input, init = {}) => {
      if (String(input) === '/api/pages/page0000002' && init.method === 'PUT') await new Promise<void>((resolve) => (release = resolve));
      return answer(input, init);
    });

    expect(screen.getByRole('button', { name: 'Move Course Overview down' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Hide page' }));
    expect(screen.getByRole('button', { name: 'Move Course Overview down' })).toBeDisabled();
    release();
    expect(await screen.findByText(PLACE_MESSAGES.hidden)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Course Overview down' })).toBeEnabled());
  });

  it('disables editing offline and says why', async () => {
    stubPlace({ canEdit: true });
    const { user } = renderApp('/places/year-9-english/course-overview', { user: buildUser({ username: 'editor1', type: 'faculty', is_carer: false }) });
    const button = await screen.findByRole('button', { name: 'Edit this place' });
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Edit title' })).toBeEnabled();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('button', { name: 'Edit title' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Hide page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Course Overview down' })).toBeDisabled();
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(PLACE_MESSAGES.offlineHint);
  });
});

/** From now on the page's save answers 409, as the BFF does for a stale updated_at. */
function stubStale(fetchMock: ReturnType<typeof stubFetch>) {
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init = {}) => {
    if (String(input) === '/api/pages/page0000002' && init.method === 'PUT') {
      return new Response(JSON.stringify(errorEnvelope('stale_write', PLACE_MESSAGES.staleWrite)), { status: 409, headers: { 'Content-Type': 'application/json' } });
    }
    return answer(input, init);
  });
}
