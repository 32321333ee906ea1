import { screen, waitFor } from '@testing-library/react';
import { PLACE_ADMIN_MESSAGES } from '@portal/contract';
import { wrapError } from '@portal/contract/envelope';
import { describe, expect, it } from 'vitest';
import { buildSettings, buildUser } from '@/testing/factories.ts';
import { calls, envelope, errorEnvelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { KEY_LEARNING_AREAS, SCREEN_LOAD, buildPlace } from '../testing/records.ts';

const admin = buildUser({ username: 'admin1', is_admin: true });
const groups = [
  { groupUid: 'group0000009', groupname: 'Year 9', grouptype: 'Year' },
  { groupUid: 'group0000010', groupname: 'Year 10', grouptype: 'Year' },
];
const stored = buildPlace();

function stubPlaceCalls(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/settings/': { body: envelope([buildSettings()]) },
    'GET /api/key-learning-area/': { body: envelope(KEY_LEARNING_AREAS) },
    'GET /api/groups/': { body: envelope(groups) },
    'GET /api/places/place0000001': { body: envelope([stored]) },
    ...extra,
  });
}

const placeWrites = (fetchMock: ReturnType<typeof stubFetch>) =>
  calls(fetchMock).filter((call) => /^(POST|PUT) \/api\/places/.test(call));

describe('the Place editor', () => {
  it("shows the spec's message under each empty field and sends nothing", async () => {
    const fetchMock = stubPlaceCalls();
    const { user } = renderApp('/admin/add-place', { user: admin });
    expect(await screen.findByRole('heading', { name: 'Add place', level: 1 }, SCREEN_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    for (const message of [
      PLACE_ADMIN_MESSAGES.place,
      PLACE_ADMIN_MESSAGES.description,
      PLACE_ADMIN_MESSAGES.intendedAudience,
      PLACE_ADMIN_MESSAGES.editors,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'Place' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(PLACE_ADMIN_MESSAGES.place)).toHaveFocus();
    // An empty course id is allowed: it is only checked when given.
    expect(screen.queryByText(PLACE_ADMIN_MESSAGES.placeId)).not.toBeInTheDocument();
    expect(placeWrites(fetchMock)).toEqual([]);
  });

  it('refuses a course id that is not a number and editors written with spaces', async () => {
    const fetchMock = stubPlaceCalls();
    const { user } = renderApp('/admin/add-place', { user: admin });
    await user.type(await screen.findByRole('textbox', { name: /^Place ID/ }, SCREEN_LOAD), '9O1');
    await user.type(screen.getByRole('textbox', { name: 'Place' }), 'Robotics Club');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Lunchtime robotics for all years.');
    await user.type(screen.getByRole('textbox', { name: 'Intended audience' }), 'Students of every year');
    await user.type(screen.getByRole('textbox', { name: /^Editors/ }), 'editor1, teacher2');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(PLACE_ADMIN_MESSAGES.placeId)).toBeInTheDocument();
    expect(screen.getByText(PLACE_ADMIN_MESSAGES.editorsFormat)).toBeInTheDocument();
    expect(placeWrites(fetchMock)).toEqual([]);

    // Typing again clears a field's message.
    await user.clear(screen.getByRole('textbox', { name: /^Editors/ }));
    await user.type(screen.getByRole('textbox', { name: /^Editors/ }), 'editor1,teacher2');
    expect(screen.queryByText(PLACE_ADMIN_MESSAGES.editorsFormat)).not.toBeInTheDocument();
  });

  it("creates a place with its editors, key learning area and groups, then says 'Place saved successfully.' on the Places tab", async () => {
    const fetchMock = stubPlaceCalls({
      'POST /api/places': { status: 201, body: envelope(buildPlace({ placeUid: 'place0000099', place: 'Robotics Club' })) },
    });
    const { user, router } = renderApp('/admin/add-place', { user: admin });
    await user.type(await screen.findByRole('textbox', { name: /^Place ID/ }, SCREEN_LOAD), '1201');
    await user.type(screen.getByRole('textbox', { name: 'Place' }), 'Robotics Club');
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('robotics-club');
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveAttribute('readonly');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Lunchtime robotics for all years.');
    await user.type(screen.getByRole('textbox', { name: 'Intended audience' }), 'Students of every year');
    await user.type(screen.getByRole('textbox', { name: /^Editors/ }), 'editor1,teacher2');
    await screen.findByRole('option', { name: 'Science' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Key learning area' }), 'Science');
    await user.click(screen.getByRole('checkbox', { name: 'Year 10' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(PLACE_ADMIN_MESSAGES.saved)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/places')).toEqual([
      {
        data: {
          place_id: '1201',
          place: 'Robotics Club',
          description: 'Lunchtime robotics for all years.',
          intended_audience: 'Students of every year',
          editors: 'editor1,teacher2',
          klaUid: 'kla000000002',
          group_ids: ['group0000010'],
        },
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(router.state.location.search).toBe('?tab=places');
  });

  it("opens a stored place, saves it with PUT, and shows the server's message when it is refused", async () => {
    const fetchMock = stubPlaceCalls({
      'PUT /api/places/place0000001': { status: 400, body: errorEnvelope('bad_request', PLACE_ADMIN_MESSAGES.slugTaken) },
    });
    const { user } = renderApp('/admin/edit-place/place0000001', { user: admin });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Place' })).toHaveValue('Year 9 English'), SCREEN_LOAD);
    expect(screen.getByRole('heading', { name: 'Edit place', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Place ID/ })).toHaveValue('901');
    expect(screen.getByRole('textbox', { name: /^Editors/ })).toHaveValue('editor1,tom.walsh');
    expect(screen.getByRole('combobox', { name: 'Key learning area' })).toHaveValue('kla000000001');
    expect(screen.getByRole('checkbox', { name: 'Year 9' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PLACE_ADMIN_MESSAGES.slugTaken)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /api/places/place0000001')).toEqual([
      {
        data: expect.objectContaining({
          place: 'Year 9 English',
          place_id: '901',
          editors: 'editor1,tom.walsh',
          group_ids: ['group0000009'],
        }),
      },
    ]);
    // Still on the editor, with what was typed.
    expect(screen.getByRole('textbox', { name: 'Place' })).toHaveValue('Year 9 English');
  });

  it("shows the server's message for a username nobody of the campus has under the editors, and keeps the form", async () => {
    const message = PLACE_ADMIN_MESSAGES.unknownEditors(['teacher2']);
    stubPlaceCalls({ 'PUT /api/places/place0000001': { status: 400, body: wrapError('bad_request', message, { 'data.editors': message }) } });
    const { user } = renderApp('/admin/edit-place/place0000001', { user: admin });
    const editors = await screen.findByRole('textbox', { name: /^Editors/ }, SCREEN_LOAD);
    await waitFor(() => expect(editors).toHaveValue('editor1,tom.walsh'));
    await user.clear(editors);
    await user.type(editors, 'editor1,teacher2');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The field's own message (a toast of an earlier test may still be leaving the screen).
    const fieldMessage = await screen.findByText(message, { selector: '[data-field-message]' });
    expect(fieldMessage).toHaveAttribute('role', 'alert');
    expect(editors).toHaveAttribute('aria-invalid', 'true');
    expect(fieldMessage).toHaveFocus();
    expect(editors).toHaveValue('editor1,teacher2');
    // Typing again clears it, as the form's own messages.
    await user.type(editors, 'x');
    expect(screen.queryByText(message, { selector: '[data-field-message]' })).not.toBeInTheDocument();
  });

  it('goes back to the Places tab on Cancel without saving', async () => {
    const fetchMock = stubPlaceCalls();
    const { user, router } = renderApp('/admin/add-place', { user: admin });
    await user.type(await screen.findByRole('textbox', { name: 'Place' }, SCREEN_LOAD), 'Half typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(placeWrites(fetchMock)).toEqual([]);
  });
});
