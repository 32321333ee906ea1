import { render, screen, waitFor } from '@testing-library/react';
import type * as OidcClient from 'oidc-client-ts';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readDocument, saveDocument } from '@/offline/lists.ts';
import { openOfflineDatabase } from '@/offline/session.ts';
import { buildUser } from '@/testing/factories.ts';
import { envelope, errorEnvelope, stubFetch } from '@/testing/fetch-stub.ts';
import { useAuth } from '../hooks/use-auth.ts';
import { AuthProvider } from './auth-provider.tsx';

const manager = vi.hoisted(() => ({
  getUser: vi.fn(),
  removeUser: vi.fn(async () => {}),
  signinRedirect: vi.fn(async () => {}),
  signinRedirectCallback: vi.fn(),
  signoutRedirect: vi.fn(async () => {}),
  events: { addUserLoaded: vi.fn() },
  settings: {} as Record<string, unknown>,
}));

// The identity provider is outside a unit test: UserManager is replaced, fetch is stubbed.
vi.mock('oidc-client-ts', async (importOriginal) => ({
  ...(await importOriginal<typeof OidcClient>()),
  UserManager: vi.fn(function UserManager(settings: Record<string, unknown>) {
    manager.settings = settings;
    return manager;
  }),
}));

const campus = { campus: 'sydney', authority: 'https://idp.test', client_id: 'portal', scope: 'openid profile' };

function oidcUser(overrides: Record<string, unknown> = {}) {
  return {
    access_token: 'access-1',
    id_token: 'id-1',
    expired: false,
    profile: { sub: 'sub-1', username: 'carer1' },
    state: undefined,
    ...overrides,
  };
}

function Probe() {
  const { user, signOut } = useAuth();
  return (
    <div>
      <p>{`signed in as ${user?.username ?? ''} country [${user?.country_name ?? 'missing'}]`}</p>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
    </div>
  );
}

function renderProvider(restorePath = vi.fn(async () => {})) {
  render(
    <AuthProvider restorePath={restorePath}>
      <Probe />
    </AuthProvider>,
  );
  return restorePath;
}

describe('sign-in bootstrap (spec 2.3)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('reuses an unexpired session user, loads the user record and empties country_name', async () => {
    manager.getUser.mockResolvedValue(oidcUser());
    const fetchMock = stubFetch({
      'GET /api/campus-config': { body: envelope(campus) },
      'GET /api/users/carer1': { body: envelope([buildUser({ username: 'carer1', country_name: 'Australia' })]) },
    });
    renderProvider();

    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    expect(await screen.findByText('signed in as carer1 country []')).toBeInTheDocument();
    expect(manager.signinRedirect).not.toHaveBeenCalled();
    expect(manager.settings).toMatchObject({
      authority: 'https://idp.test',
      client_id: 'portal',
      scope: 'openid profile',
      redirect_uri: `${window.location.origin}/auth/callback`,
      response_type: 'code',
    });
    const userCall = fetchMock.mock.calls.find(([url]) => url === '/api/users/carer1');
    expect(new Headers(userCall?.[1]?.headers).get('Authorization')).toBe('Bearer access-1');
  });

  it('starts the redirect sign-in with the path to come back to when there is no session', async () => {
    window.history.replaceState(null, '', '/notices?category=sport#latest');
    manager.getUser.mockResolvedValue(null);
    stubFetch({ 'GET /api/campus-config': { body: envelope(campus) } });
    renderProvider();

    await waitFor(() =>
      expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/notices?category=sport#latest' } }),
    );
  });

  it('also signs in again when the stored session has expired', async () => {
    manager.getUser.mockResolvedValue(oidcUser({ expired: true }));
    stubFetch({ 'GET /api/campus-config': { body: envelope(campus) } });
    renderProvider();

    await waitFor(() => expect(manager.signinRedirect).toHaveBeenCalledOnce());
  });

  it('completes the callback and restores the saved path', async () => {
    window.history.replaceState(null, '', '/auth/callback?code=abc&state=xyz');
    manager.signinRedirectCallback.mockResolvedValue(
      oidcUser({ profile: { sub: 'sub-9', preferred_username: 'student7' }, state: { returnTo: '/notices' } }),
    );
    stubFetch({
      'GET /api/campus-config': { body: envelope(campus) },
      'GET /api/users/student7': { body: envelope([buildUser({ username: 'student7', type: 'student' })]) },
    });
    const restorePath = renderProvider();

    expect(await screen.findByText('signed in as student7 country []')).toBeInTheDocument();
    expect(restorePath).toHaveBeenCalledWith('/notices');
    expect(manager.getUser).not.toHaveBeenCalled();
  });

  it('starts sign-in again when the user lookup fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    manager.getUser.mockResolvedValue(oidcUser());
    stubFetch({
      'GET /api/campus-config': { body: envelope(campus) },
      'GET /api/users/carer1': { status: 404, body: errorEnvelope('not_found', 'No records found!') },
    });
    renderProvider();

    await waitFor(() => expect(manager.signinRedirect).toHaveBeenCalledOnce());
    expect(manager.removeUser).toHaveBeenCalled();
    expect(screen.queryByText(/signed in as/)).not.toBeInTheDocument();
  });

  it('signs out at the provider and clears session storage', async () => {
    manager.getUser.mockResolvedValue(oidcUser());
    stubFetch({
      'GET /api/campus-config': { body: envelope(campus) },
      'GET /api/users/carer1': { body: envelope([buildUser()]) },
    });
    renderProvider();
    await screen.findByText(/signed in as carer1/);
    window.sessionStorage.setItem('portal.oidc.user:x', 'token');

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(manager.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-1' }));
    expect(window.sessionStorage.length).toBe(0);
  });

  it("signs out clearing the person's offline database and the worker's runtime caches", async () => {
    manager.getUser.mockResolvedValue(oidcUser());
    stubFetch({
      'GET /api/campus-config': { body: envelope(campus) },
      'GET /api/users/carer1': { body: envelope([buildUser()]) },
    });
    const cacheStorage = {
      keys: vi.fn(async () => ['portal-runtime-images', 'workbox-precache-v2-https://portal.test/']),
      delete: vi.fn(async () => true),
    };
    vi.stubGlobal('caches', cacheStorage);
    renderProvider();
    await screen.findByText(/signed in as carer1/);
    await waitFor(async () => expect((await indexedDB.databases()).map((db) => db.name)).toContain('portal-sydney-carer1'));

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(manager.signoutRedirect).toHaveBeenCalled());
    expect((await indexedDB.databases()).map((db) => db.name)).not.toContain('portal-sydney-carer1');
    expect(cacheStorage.delete).toHaveBeenCalledWith('portal-runtime-images');
    expect(cacheStorage.delete).not.toHaveBeenCalledWith(expect.stringContaining('precache'));
  });

  it('saves the user record and campus settings for starting offline', async () => {
    manager.getUser.mockResolvedValue(oidcUser());
    stubFetch({
      'GET /api/campus-config': { body: envelope(campus) },
      'GET /api/users/carer1': { body: envelope([buildUser({ firstname: 'Casey' })]) },
    });
    renderProvider();
    await screen.findByText(/signed in as carer1/);

    expect(JSON.parse(window.localStorage.getItem('portal.campusConfig') ?? 'null')).toEqual(campus);
    const db = await openOfflineDatabase({ campus: 'sydney', username: 'carer1' });
    await waitFor(async () => expect(await readDocument(db!, 'user')).toMatchObject({ username: 'carer1', firstname: 'Casey' }));
    // Never a token.
    expect(JSON.stringify(await db!.documents.toArray())).not.toContain('access-1');
  });

  it('reloaded offline with a session, reads with the saved user record', async () => {
    window.localStorage.setItem('portal.campusConfig', JSON.stringify(campus));
    const saved = await openOfflineDatabase({ campus: 'sydney', username: 'carer1' });
    await saveDocument(saved!, 'user', buildUser({ username: 'carer1' }));
    manager.getUser.mockResolvedValue(oidcUser());
    stubFetch({ 'GET /api/campus-config': { networkError: true }, 'GET /api/users/carer1': { networkError: true } });
    renderProvider();

    expect(await screen.findByText('signed in as carer1 country []')).toBeInTheDocument();
    expect(manager.signinRedirect).not.toHaveBeenCalled();
    expect(manager.removeUser).not.toHaveBeenCalled();
  });

  it('opened offline with no session, reads what the one person on this device saved', async () => {
    window.localStorage.setItem('portal.campusConfig', JSON.stringify(campus));
    const saved = await openOfflineDatabase({ campus: 'sydney', username: 'student7' });
    await saveDocument(saved!, 'user', buildUser({ username: 'student7', type: 'student' }));
    manager.getUser.mockResolvedValue(null);
    stubFetch({ 'GET /api/campus-config': { networkError: true } });
    renderProvider();

    expect(await screen.findByText('signed in as student7 country []')).toBeInTheDocument();
    expect(manager.signinRedirect).not.toHaveBeenCalled();
  });

  it('explains, offline with nothing saved, instead of sending the person to sign in', async () => {
    window.localStorage.setItem('portal.campusConfig', JSON.stringify(campus));
    manager.getUser.mockResolvedValue(null);
    stubFetch({ 'GET /api/campus-config': { networkError: true } });
    renderProvider();

    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline');
    expect(manager.signinRedirect).not.toHaveBeenCalled();
  });
});
