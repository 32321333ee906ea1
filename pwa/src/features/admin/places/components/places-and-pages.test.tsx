import { screen, waitFor, within } from '@testing-library/react';
import { PAGE_ADMIN_MESSAGES, PLACE_ADMIN_MESSAGES, type PageRecord, type PlaceRecord } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { buildSettings, buildUser } from '@/testing/factories.ts';
import { calls, envelope, errorEnvelope, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { PAGE_TYPES, SCREEN_LOAD, buildPage, buildPlace } from '../testing/records.ts';

const admin = buildUser({ username: 'admin1', is_admin: true });
const english = buildPlace();
const arts = buildPlace({
  placeUid: 'place0000002',
  place: 'Visual Arts',
  slug: 'visual-arts',
  description: 'Visual Arts from Year 7.',
  intended_audience: 'Visual Arts students',
});
const boarding = buildPlace({
  placeUid: 'place0000003',
  place: 'boarding House',
  slug: 'boarding-house',
  description: 'Routines and leave.',
  intended_audience: 'Boarders and their families',
});
const pages = [
  buildPage({ pageUid: 'page00000001', placeUid: 'place0000002', place_place: 'Visual Arts', title: 'Welcome' }),
  buildPage({ pageUid: 'page00000002', title: 'Resources', pagetypeUid: 'pagetype0002', pagetype_pagetype: 'Documents' }),
  buildPage({ pageUid: 'page00000003', title: 'Old notes', navigation: false }),
];

/** The lists as the BFF answers them: filtered by place (placeUid), page type and navigation. */
function placesList(records: PlaceRecord[], pageRecords: PageRecord[]) {
  return (request: { url: string }) => {
    const query = new URL(request.url, 'http://localhost').searchParams;
    const matching = records.filter(
      (place) =>
        (!query.get('place') || place.placeUid === query.get('place')) &&
        (!query.get('pagetype') ||
          pageRecords.some((page) => page.placeUid === place.placeUid && page.pagetypeUid === query.get('pagetype'))),
    );
    return { body: envelope(matching) };
  };
}

function pagesList(records: PageRecord[]) {
  return (request: { url: string }) => {
    const query = new URL(request.url, 'http://localhost').searchParams;
    const matching = records.filter(
      (page) =>
        (!query.get('place') || page.placeUid === query.get('place')) &&
        (!query.get('pagetype') || page.pagetypeUid === query.get('pagetype')) &&
        (query.get('navigation') !== 'true' || page.navigation),
    );
    return { body: envelope(matching) };
  };
}

function stubTabCalls(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/settings/': { body: envelope([buildSettings()]) },
    'GET /api/places/': placesList([english, arts, boarding], pages),
    'GET /api/pages/': pagesList(pages),
    'GET /api/pagetypes/': { body: envelope(PAGE_TYPES) },
    ...extra,
  });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].slice(0, -1).map((cell) => cell.textContent));

describe('the Places tab', () => {
  it('lists places and pages sorted by place name, with their create buttons and edit links', async () => {
    stubTabCalls();
    renderApp('/admin?tab=places', { user: admin });
    const places = await screen.findByRole('region', { name: 'Places' }, SCREEN_LOAD);
    await within(places).findByRole('rowheader', { name: 'Year 9 English' });
    expect(rowsOf(within(places).getByRole('table'))).toEqual([
      ['boarding House', 'Routines and leave.', 'Boarders and their families'],
      ['Visual Arts', 'Visual Arts from Year 7.', 'Visual Arts students'],
      ['Year 9 English', 'Texts, tasks and resources for Year 9 English.', 'Year 9 students and carers'],
    ]);
    expect(
      within(places)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Place', 'Description', 'Audience', 'Actions']);

    const pagesTable = within(screen.getByRole('region', { name: 'Pages' })).getByRole('table');
    expect(
      within(pagesTable)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Place', 'Title', 'Page Type', 'Navigation', 'Actions']);
    expect(rowsOf(pagesTable)).toEqual([
      ['Visual Arts', 'Welcome', 'Static Page', 'Yes'],
      // A place's pages in the server's order (their tabs' order).
      ['Year 9 English', 'Resources', 'Documents', 'Yes'],
      ['Year 9 English', 'Old notes', 'Static Page', 'No'],
    ]);

    expect(screen.getByRole('link', { name: 'Create Place' })).toHaveAttribute('href', '/admin/add-place');
    expect(screen.getByRole('link', { name: 'Create Page' })).toHaveAttribute('href', '/admin/add-page');
    expect(screen.getByRole('link', { name: 'Edit place Visual Arts' })).toHaveAttribute(
      'href',
      '/admin/edit-place/place0000002',
    );
    expect(screen.getByRole('link', { name: 'Edit page Resources of Year 9 English' })).toHaveAttribute(
      'href',
      '/admin/edit-page/page00000002',
    );
  });

  it("filters by place, page type and Navigation, kept in the address; the defaults read 'Select Place' and 'Select Page Type'", async () => {
    const fetchMock = stubTabCalls();
    const { user, router } = renderApp('/admin?tab=places', { user: admin });
    const placeSelect = await screen.findByRole('combobox', { name: 'Place' }, SCREEN_LOAD);
    await waitFor(() =>
      expect(
        within(placeSelect)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Select Place', 'boarding House', 'Visual Arts', 'Year 9 English']),
    );
    const typeSelect = screen.getByRole('combobox', { name: 'Page type' });
    await waitFor(() =>
      expect(
        within(typeSelect)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Select Page Type', 'Static Page', 'Documents', 'Task Page']),
    );

    await user.selectOptions(placeSelect, 'Year 9 English');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Visual Arts' })).not.toBeInTheDocument());
    expect(calls(fetchMock)).toContain('GET /api/places/?place=place0000001');
    expect(calls(fetchMock)).toContain('GET /api/pages/?place=place0000001');
    expect(screen.getByRole('rowheader', { name: 'Old notes' })).toBeInTheDocument();

    await user.selectOptions(typeSelect, 'Documents');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Old notes' })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: 'Resources' })).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('GET /api/pages/?place=place0000001&pagetype=pagetype0002');

    await user.selectOptions(typeSelect, 'Select Page Type');
    await user.click(screen.getByRole('checkbox', { name: 'Navigation' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('GET /api/pages/?place=place0000001&navigation=true'));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Old notes' })).not.toBeInTheDocument());
    expect(new URLSearchParams(router.state.location.search).get('navigation')).toBe('true');
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('places');

    // A filter that matches nothing says so.
    await user.selectOptions(placeSelect, 'boarding House');
    expect(await within(screen.getByRole('region', { name: 'Pages' })).findByText('No records found!')).toBeInTheDocument();
  });

  it("deletes a page after 'Delete Page' and a place after 'Delete Place', with the spec's messages", async () => {
    const fetchMock = stubTabCalls({
      'DELETE /api/pages/page00000002': { body: envelope(pages[1]) },
      'DELETE /api/places/place0000002': { body: envelope(arts) },
    });
    const { user } = renderApp('/admin?tab=places', { user: admin });
    await user.click(await screen.findByRole('button', { name: 'Delete page Resources of Year 9 English' }, SCREEN_LOAD));
    let question = await screen.findByRole('alertdialog');
    expect(within(question).getByRole('heading', { name: PAGE_ADMIN_MESSAGES.deleteTitle })).toBeInTheDocument();
    expect(question).toHaveTextContent(PAGE_ADMIN_MESSAGES.deleteConfirm);
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(calls(fetchMock).filter((call) => call.startsWith('DELETE'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete page Resources of Year 9 English' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(PAGE_ADMIN_MESSAGES.deleted)).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('DELETE /api/pages/page00000002');

    await user.click(screen.getByRole('button', { name: 'Delete place Visual Arts' }));
    question = await screen.findByRole('alertdialog');
    expect(within(question).getByRole('heading', { name: PLACE_ADMIN_MESSAGES.deleteTitle })).toBeInTheDocument();
    expect(question).toHaveTextContent('Visual Arts');
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(PLACE_ADMIN_MESSAGES.deleted)).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('DELETE /api/places/place0000002');
  });

  it("shows the server's message when a delete is refused", async () => {
    stubTabCalls({
      'DELETE /api/places/place0000001': { status: 403, body: errorEnvelope('forbidden', 'You cannot delete this place.') },
    });
    const { user } = renderApp('/admin?tab=places', { user: admin });
    await user.click(await screen.findByRole('button', { name: 'Delete place Year 9 English' }, SCREEN_LOAD));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You cannot delete this place.')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Year 9 English' })).toBeInTheDocument();
  });
});
