import type { UserRecord } from '@portal/contract';
import { fireEvent, render, screen, waitFor, within } from '@/testing/render.ts';
import type { OidcClientSettings } from 'oidc-client-ts';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalDatabase } from '@/offline/database.ts';
import { offlineRecords } from '@/app/offline-records.ts';
import { readDocument, saveDocument } from '@/offline/documents.ts';
import { offlineDatabaseName, openOfflineDatabase, useOfflineDatabase } from '@/offline/session.ts';
import { buildUser } from '@/testing/factories.ts';
import { envelope, errorEnvelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { api } from '@/lib/api-client.ts';
import { SIGN_OUT_STEP_LIMIT_MS, useAuth } from '../hooks/use-auth.ts';
import { createSignInClient } from '../lib/sign-in-client.ts';
import type * as SignInClientModule from '../lib/sign-in-client.ts';
import { AuthProvider } from './auth-provider.tsx';

const manager = vi.hoisted(() => ({
  signinRedirect: vi.fn(async () => {}),
  signinRedirectCallback: vi.fn(),
  signoutRedirect: vi.fn(async () => {}),
  settings: null as OidcClientSettings | null,
}));

// The identity provider is outside a unit test: the OIDC client is replaced (keeping the
// settings it would give oidc-client-ts), fetch is stubbed. lib/sign-in-client.test.ts
// runs the client itself against a stubbed provider.
vi.mock('../lib/sign-in-client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof SignInClientModule>();
  return {
    ...actual,
    createSignInClient: vi.fn((...[config, origin]: Parameters<typeof actual.createSignInClient>) => {
      manager.settings = actual.oidcSettings(config, origin);
      return manager;
    }),
  };
});

const campus = {
  campus: 'sydney',
  authority: 'https://idp.test',
  client_id: 'portal',
  scope: 'openid profile',
  time_zone: 'Australia/Sydney',
};

function oidcUser(overrides: Record<string, unknown> = {}) {
  return {
    access_token: 'access-1',
    id_token: 'id-1',
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    profile: { sub: 'sub-1', username: 'carer1' },
    state: undefined,
    ...overrides,
  };
}

/** A session left in this tab by an earlier sign-in, where oidc-client-ts stores it. */
function storeSession(user: ReturnType<typeof oidcUser>) {
  window.sessionStorage.setItem(`portal.oidc.user:${campus.authority}:${campus.client_id}`, JSON.stringify(user));
}

const EXPIRED = { expires_at: Math.floor(Date.now() / 1000) - 60 };

/** What a test has sign-out do first, while the session still works (the app stops this device's alerts). */
const beforeLeaving = vi.hoisted(() => ({ step: async () => {} }));

function Probe() {
  const { user, signOut, deviceAnswer, askAboutDevice, chooseLanguage } = useAuth();
  const { ready, db } = useOfflineDatabase();
  return (
    <div>
      <p>{`signed in as ${user?.username ?? ''} country [${user?.country_name ?? 'missing'}]`}</p>
      <p>{`device: ${deviceAnswer ?? 'not answered'}; saved data: ${ready ? (db?.name ?? 'none') : 'opening'}`}</p>
      <button type="button" onClick={askAboutDevice}>
        Change device answer
      </button>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
      <button type="button" onClick={() => void signOut({ beforeLeaving: () => beforeLeaving.step() })}>
        Sign out after a step
      </button>
      <button type="button" onClick={() => void chooseLanguage('vi').catch(() => {})}>
        Choose Vietnamese
      </button>
    </div>
  );
}

function renderProvider(restorePath = vi.fn(async () => {}), onSession?: () => void, onLanguageSaved?: () => void) {
  const view = render(
    <AuthProvider restorePath={restorePath} onSession={onSession} onLanguageSaved={onLanguageSaved}>
      <Probe />
    </AuthProvider>,
  );
  return { restorePath, unmount: view.unmount };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const QUESTION = { name: 'Is this a shared computer?' };

/** A device whose person said, on an earlier visit, that it is their own. */
function ownDevice() {
  window.localStorage.setItem('portal.deviceAnswer', 'own');
}

function lastSignedIn(sub: string, daysAgo: number) {
  window.localStorage.setItem(
    'portal.lastPerson',
    JSON.stringify({ campus: 'sydney', sub, signedInAt: Date.now() - daysAgo * DAY_MS }),
  );
}

function storedLastPerson() {
  return JSON.parse(window.localStorage.getItem('portal.lastPerson') ?? 'null') as {
    campus: string;
    sub: string;
    signedInAt: number;
  } | null;
}

/** What a person saved on this device on an earlier visit. */
async function savedOnDevice(sub: string, user: UserRecord) {
  const db = new PortalDatabase(offlineDatabaseName({ campus: 'sydney', sub }), offlineRecords);
  await saveDocument(db, 'user', user);
  db.close();
}

async function portalDatabases() {
  return (await indexedDB.databases()).map((db) => db.name).filter((name) => name?.startsWith('portal-'));
}

/** The service worker's caches as the page sees them (jsdom has no Cache Storage). */
function stubCaches(names: string[] = []) {
  const cacheStorage = {
    keys: vi.fn(async () => names),
    delete: vi.fn(async () => true),
    open: vi.fn(async () => ({})),
  };
  vi.stubGlobal('caches', cacheStorage);
  return cacheStorage;
}

function signedInOnline(profile: Record<string, unknown> = { sub: 'sub-1', username: 'carer1' }) {
  storeSession(oidcUser({ profile }));
  stubFetch({
    'GET /api/campus-config': { body: envelope(campus) },
    'GET /api/users/carer1': { body: envelope([buildUser({ username: 'carer1' })]) },
  });
}

describe('sign-in bootstrap (spec 2.3)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('reuses an unexpired session user, loads the user record and empties country_name', async () => {
    storeSession(oidcUser());
    const fetchMock = stubFetch({
      'GET /api/campus-config': { body: envelope(campus) },
      'GET /api/users/carer1': { body: envelope([buildUser({ username: 'carer1', country_name: 'Australia' })]) },
    });
    renderProvider();

    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    expect(await screen.findByText('signed in as carer1 country []')).toBeInTheDocument();
    expect(manager.signinRedirect).not.toHaveBeenCalled();
    // The stored token is enough: the OIDC client is not even loaded.
    expect(vi.mocked(createSignInClient)).not.toHaveBeenCalled();
    const userCall = fetchMock.mock.calls.find(([url]) => url === '/api/users/carer1');
    expect(new Headers(userCall?.[1]?.headers).get('Authorization')).toBe('Bearer access-1');
  });

  it('with a stored session, asks for the user record and starts the first calls before the campus settings answer', async () => {
    storeSession(oidcUser());
    let answerConfig: (() => void) | undefined;
    const configAnswered = new Promise<void>((resolve) => (answerConfig = resolve));
    const fetchMock = stubFetch();
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/campus-config') {
        await configAnswered;
        return new Response(JSON.stringify(envelope(campus)));
      }
      return new Response(
        JSON.stringify(url === '/api/users/carer1' ? envelope([buildUser({ username: 'carer1' })]) : envelope([])),
      );
    });
    const onSession = vi.fn();
    renderProvider(undefined, onSession);

    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/users/carer1'));
    expect(onSession).toHaveBeenCalledOnce();
    expect(screen.queryByText(/signed in as/)).not.toBeInTheDocument();
    answerConfig?.();
    expect(await screen.findByText('signed in as carer1 country []')).toBeInTheDocument();
    // One lookup, shared by the early start and the settled session.
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/users/carer1')).toHaveLength(1);
  });

  it('starts the redirect sign-in with the path to come back to when there is no session', async () => {
    window.history.replaceState(null, '', '/notices?category=sport#latest');
    stubFetch({ 'GET /api/campus-config': { body: envelope(campus) } });
    renderProvider();

    await waitFor(() =>
      expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/notices?category=sport#latest' } }),
    );
    expect(manager.settings).toMatchObject({
      authority: 'https://idp.test',
      client_id: 'portal',
      scope: 'openid profile',
      redirect_uri: `${window.location.origin}/auth/callback`,
      response_type: 'code',
    });
  });

  it('also signs in again when the stored session has expired', async () => {
    storeSession(oidcUser({ ...EXPIRED }));
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
    const { restorePath } = renderProvider();

    expect(await screen.findByText('signed in as student7 country []')).toBeInTheDocument();
    expect(restorePath).toHaveBeenCalledWith('/notices');
  });

  it('on the visit back from the provider, asks about the device at once, with the Language control, while sign-in finishes', async () => {
    window.history.replaceState(null, '', '/auth/callback?code=abc&state=xyz');
    let finishCallback: (user: ReturnType<typeof oidcUser>) => void = () => {};
    manager.signinRedirectCallback.mockReturnValue(new Promise((resolve) => (finishCallback = resolve)));
    const fetchMock = stubFetch({
      'GET /api/campus-config': { body: envelope(campus) },
      'GET /api/users/carer1': { body: envelope([buildUser({ username: 'carer1', language: 'en' })]) },
      'PUT /api/users/carer1/language': { body: envelope([buildUser({ username: 'carer1', language: 'vi' })]) },
    });
    renderProvider();

    const question = await screen.findByRole('dialog', QUESTION);
    expect(screen.queryByText(/signed in as/)).not.toBeInTheDocument();
    await userEvent.selectOptions(within(question).getByRole('combobox', { name: 'Language' }), 'Tiếng Việt');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'vi'));

    finishCallback(oidcUser());
    expect(await screen.findByText('signed in as carer1 country []')).toBeInTheDocument();
    // The choice made before the record was read wins over the record's, and is saved on it.
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT /api/users/carer1/language')).toEqual([{ data: { language: 'vi' } }]));
    expect(document.documentElement).toHaveAttribute('lang', 'vi');
  });

  it('has the app ask again for what it shows once a choice of language is saved, and not when it could not be', async () => {
    storeSession(oidcUser());
    let saving: 'refused' | 'saved' = 'refused';
    const fetchMock = stubFetch({
      'GET /api/campus-config': { body: envelope(campus) },
      'GET /api/users/carer1': { body: envelope([buildUser({ username: 'carer1', language: 'en' })]) },
      'PUT /api/users/carer1/language': () =>
        saving === 'saved'
          ? { body: envelope([buildUser({ username: 'carer1', language: 'vi' })]) }
          : { status: 503, body: errorEnvelope('unavailable', 'Try again later.') },
    });
    const languageSaved = vi.fn();
    renderProvider(undefined, undefined, languageSaved);
    await screen.findByText('signed in as carer1 country []');

    await userEvent.click(screen.getByRole('button', { name: 'Choose Vietnamese' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT /api/users/carer1/language')).toHaveLength(1));
    expect(languageSaved).not.toHaveBeenCalled();

    saving = 'saved';
    await userEvent.click(screen.getByRole('button', { name: 'Choose Vietnamese' }));
    await waitFor(() => expect(languageSaved).toHaveBeenCalledOnce());
  });

  it('has the app ask again once a language chosen while sign-in finished is saved on the record', async () => {
    window.history.replaceState(null, '', '/auth/callback?code=abc&state=xyz');
    let finishCallback: (user: ReturnType<typeof oidcUser>) => void = () => {};
    manager.signinRedirectCallback.mockReturnValue(new Promise((resolve) => (finishCallback = resolve)));
    let saved = false;
    stubFetch({
      'GET /api/campus-config': { body: envelope(campus) },
      'GET /api/users/carer1': { body: envelope([buildUser({ username: 'carer1', language: 'en' })]) },
      'PUT /api/users/carer1/language': () => {
        saved = true;
        return { body: envelope([buildUser({ username: 'carer1', language: 'vi' })]) };
      },
    });
    /** Whether the choice was on the record each time the app was told. */
    const savedWhenTold: boolean[] = [];
    renderProvider(undefined, undefined, () => savedWhenTold.push(saved));

    const question = await screen.findByRole('dialog', QUESTION);
    await userEvent.selectOptions(within(question).getByRole('combobox', { name: 'Language' }), 'Tiếng Việt');
    // Chosen before the record is read: nothing is saved yet, so nothing is asked again.
    expect(savedWhenTold).toEqual([]);
    finishCallback(oidcUser());
    await waitFor(() => expect(savedWhenTold).toEqual([true]));
  });

  it("shows the portal in the language on the person's record, chosen on another device", async () => {
    ownDevice();
    storeSession(oidcUser());
    stubFetch({
      'GET /api/campus-config': { body: envelope(campus) },
      'GET /api/users/carer1': { body: envelope([buildUser({ username: 'carer1', language: 'zh-Hans' })]) },
    });
    renderProvider();

    expect(await screen.findByText('signed in as carer1 country []')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'zh-Hans');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(window.localStorage.getItem('portal.language')).toBe('zh-Hans');
  });

  it('starts sign-in again when the user lookup fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    storeSession(oidcUser());
    stubFetch({
      'GET /api/campus-config': { body: envelope(campus) },
      'GET /api/users/carer1': { status: 404, body: errorEnvelope('not_found', 'No records found!') },
    });
    renderProvider();

    await waitFor(() => expect(manager.signinRedirect).toHaveBeenCalledOnce());
    // The refused session is gone from the tab.
    expect(window.sessionStorage.getItem(`portal.oidc.user:${campus.authority}:${campus.client_id}`)).toBeNull();
    expect(screen.queryByText(/signed in as/)).not.toBeInTheDocument();
  });

  it('signs out at the provider and clears session storage', async () => {
    storeSession(oidcUser());
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

  it('runs what must go before leaving while the token is still sent, then signs out', async () => {
    storeSession(oidcUser());
    const fetchMock = stubFetch({
      'GET /api/campus-config': { body: envelope(campus) },
      'GET /api/users/carer1': { body: envelope([buildUser()]) },
      'DELETE /api/push-subscriptions/pushsub00001': {
        body: envelope({
          pushsubscriptionUid: 'pushsub00001',
          device: 'Chrome on Android',
          endpoint: 'https://fcm.googleapis.com/fcm/send/x',
          created_at: '2026-02-01T00:00:00.000Z',
        }),
      },
    });
    beforeLeaving.step = async () => {
      await api.delete('push-subscriptions/pushsub00001');
    };
    renderProvider();
    await screen.findByText(/signed in as carer1/);

    await userEvent.click(screen.getByRole('button', { name: 'Sign out after a step' }));

    await waitFor(() => expect(manager.signoutRedirect).toHaveBeenCalled());
    const deleteCall = fetchMock.mock.calls.find(([url]) => url === '/api/push-subscriptions/pushsub00001');
    expect(new Headers(deleteCall?.[1]?.headers).get('Authorization')).toBe('Bearer access-1');
  });

  it('signs out even when that step fails, or does not finish within SIGN_OUT_STEP_LIMIT_MS', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    signedInOnline();
    renderProvider();
    await screen.findByText(/signed in as carer1/);

    beforeLeaving.step = async () => {
      throw new Error('offline');
    };
    await userEvent.click(screen.getByRole('button', { name: 'Sign out after a step' }));
    await waitFor(() => expect(manager.signoutRedirect).toHaveBeenCalledOnce());

    beforeLeaving.step = () => new Promise(() => {});
    vi.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Sign out after a step' }));
      await vi.advanceTimersByTimeAsync(SIGN_OUT_STEP_LIMIT_MS - 100);
      expect(manager.signoutRedirect).toHaveBeenCalledOnce();
      await vi.advanceTimersByTimeAsync(100);
      expect(manager.signoutRedirect).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("signs out clearing the person's offline database and the worker's runtime caches", async () => {
    ownDevice();
    signedInOnline();
    const cacheStorage = stubCaches([
      'portal-runtime-images',
      'portal-runtime-allowed',
      'workbox-precache-v2-https://portal.test/',
    ]);
    renderProvider();
    await screen.findByText(/signed in as carer1/);
    await waitFor(async () => expect(await portalDatabases()).toContain('portal-sydney-sub-1'));

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(manager.signoutRedirect).toHaveBeenCalled());
    expect(await portalDatabases()).toEqual([]);
    expect(cacheStorage.delete).toHaveBeenCalledWith('portal-runtime-images');
    expect(cacheStorage.delete).toHaveBeenCalledWith('portal-runtime-allowed');
    expect(cacheStorage.delete).not.toHaveBeenCalledWith(expect.stringContaining('precache'));
    // Signed out, they are no longer the person whose data opens offline.
    expect(storedLastPerson()).toBeNull();
  });

  it('on their own device, saves the user record, campus settings and who signed in, never a token', async () => {
    ownDevice();
    storeSession(oidcUser());
    stubFetch({
      'GET /api/campus-config': { body: envelope(campus) },
      'GET /api/users/carer1': { body: envelope([buildUser({ firstname: 'Casey' })]) },
    });
    const cacheStorage = stubCaches();
    renderProvider();
    await screen.findByText(/signed in as carer1/);

    expect(JSON.parse(window.localStorage.getItem('portal.campusConfig') ?? 'null')).toEqual(campus);
    expect(storedLastPerson()).toMatchObject({ campus: 'sydney', sub: 'sub-1' });
    expect(Date.now() - storedLastPerson()!.signedInAt).toBeLessThan(60_000);
    // The service worker may now keep images.
    expect(cacheStorage.open).toHaveBeenCalledWith('portal-runtime-allowed');
    const db = await openOfflineDatabase({ campus: 'sydney', sub: 'sub-1' });
    await waitFor(async () => expect(await readDocument(db!, 'user')).toMatchObject({ username: 'carer1', firstname: 'Casey' }));
    expect(JSON.stringify(await db!.documents.toArray())).not.toContain('access-1');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('access-1');
  });

  it('reloaded offline with a session, reads with the saved user record', async () => {
    ownDevice();
    lastSignedIn('sub-1', 1);
    window.localStorage.setItem('portal.campusConfig', JSON.stringify(campus));
    await savedOnDevice('sub-1', buildUser({ username: 'carer1' }));
    storeSession(oidcUser());
    stubFetch({ 'GET /api/campus-config': { networkError: true }, 'GET /api/users/carer1': { networkError: true } });
    renderProvider();

    expect(await screen.findByText('signed in as carer1 country []')).toBeInTheDocument();
    expect(manager.signinRedirect).not.toHaveBeenCalled();
    // Kept for when the network is back.
    expect(window.sessionStorage.getItem(`portal.oidc.user:${campus.authority}:${campus.client_id}`)).not.toBeNull();
  });

  it('opened offline with no session, reads what the last person to sign in saved, within 30 days', async () => {
    ownDevice();
    lastSignedIn('sub-7', 29);
    window.localStorage.setItem('portal.campusConfig', JSON.stringify(campus));
    await savedOnDevice('sub-7', buildUser({ username: 'student7', type: 'student' }));
    stubFetch({ 'GET /api/campus-config': { networkError: true } });
    renderProvider();

    expect(await screen.findByText('signed in as student7 country []')).toBeInTheDocument();
    expect(manager.signinRedirect).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opened offline with no session, never opens the data of someone other than the last person', async () => {
    ownDevice();
    lastSignedIn('sub-7', 1);
    window.localStorage.setItem('portal.campusConfig', JSON.stringify(campus));
    await savedOnDevice('sub-9', buildUser({ username: 'carer9' }));
    stubFetch({ 'GET /api/campus-config': { networkError: true } });
    renderProvider();

    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline');
    expect(screen.queryByText(/carer9/)).not.toBeInTheDocument();
  });

  it('opened offline by someone whose expired session says it is not the last person, opens nothing', async () => {
    ownDevice();
    lastSignedIn('sub-7', 1);
    window.localStorage.setItem('portal.campusConfig', JSON.stringify(campus));
    await savedOnDevice('sub-7', buildUser({ username: 'student7' }));
    storeSession(oidcUser({ ...EXPIRED, profile: { sub: 'sub-9', username: 'carer9' } }));
    stubFetch({ 'GET /api/campus-config': { networkError: true } });
    renderProvider();

    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline');
    expect(screen.queryByText(/student7/)).not.toBeInTheDocument();
  });

  it('past 30 days after the last sign-in, deletes every saved database and runtime cache', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    ownDevice();
    lastSignedIn('sub-7', 31);
    window.localStorage.setItem('portal.campusConfig', JSON.stringify(campus));
    await savedOnDevice('sub-7', buildUser({ username: 'student7' }));
    await savedOnDevice('sub-8', buildUser({ username: 'student8' }));
    const cacheStorage = stubCaches([
      'portal-runtime-images',
      'portal-runtime-allowed',
      'workbox-precache-v2-https://portal.test/',
    ]);
    stubFetch({ 'GET /api/campus-config': { networkError: true } });
    renderProvider();

    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline');
    expect(await portalDatabases()).toEqual([]);
    expect(cacheStorage.delete).toHaveBeenCalledWith('portal-runtime-images');
    expect(cacheStorage.delete).toHaveBeenCalledWith('portal-runtime-allowed');
    expect(cacheStorage.delete).not.toHaveBeenCalledWith(expect.stringContaining('precache'));
    expect(storedLastPerson()).toBeNull();
  });

  it('explains, offline with nothing saved, instead of sending the person to sign in', async () => {
    window.localStorage.setItem('portal.campusConfig', JSON.stringify(campus));
    stubFetch({ 'GET /api/campus-config': { networkError: true } });
    renderProvider();

    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline');
    expect(manager.signinRedirect).not.toHaveBeenCalled();
  });
});

describe('"Is this a shared computer?"', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('is asked once per device after sign-in; until answered nothing is saved', async () => {
    signedInOnline();
    const cacheStorage = stubCaches();
    const first = renderProvider();

    const question = await screen.findByRole('dialog', QUESTION);
    // The screens run behind it, from the network only.
    expect(screen.getByText('signed in as carer1 country []')).toBeInTheDocument();
    expect(screen.getByText('device: not answered; saved data: none')).toBeInTheDocument();
    expect(await portalDatabases()).toEqual([]);
    expect(cacheStorage.open).not.toHaveBeenCalled();
    expect(storedLastPerson()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'No, this is my own device' }));
    expect(question).not.toBeInTheDocument();
    expect(await screen.findByText('device: own; saved data: portal-sydney-sub-1')).toBeInTheDocument();
    expect(window.localStorage.getItem('portal.deviceAnswer')).toBe('own');
    expect(storedLastPerson()).toMatchObject({ campus: 'sydney', sub: 'sub-1' });
    expect(cacheStorage.open).toHaveBeenCalledWith('portal-runtime-allowed');
    const db = await openOfflineDatabase({ campus: 'sydney', sub: 'sub-1' });
    await waitFor(async () => expect(await readDocument(db!, 'user')).toMatchObject({ username: 'carer1' }));

    // The next start on this device does not ask again.
    first.unmount();
    renderProvider();
    expect(await screen.findByText('device: own; saved data: portal-sydney-sub-1')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('answered "shared", keeps nothing on the device, during the session or after', async () => {
    signedInOnline();
    const cacheStorage = stubCaches();
    const first = renderProvider();

    await userEvent.click(await screen.findByRole('button', { name: 'Yes, a shared computer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('device: shared; saved data: none')).toBeInTheDocument();
    expect(window.localStorage.getItem('portal.deviceAnswer')).toBe('shared');

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(manager.signoutRedirect).toHaveBeenCalled());
    expect(await portalDatabases()).toEqual([]);
    expect(cacheStorage.open).not.toHaveBeenCalled();
    expect(storedLastPerson()).toBeNull();
    // The device remembers the answer, and only that.
    expect({ ...window.localStorage }).toEqual({
      'portal.deviceAnswer': 'shared',
      'portal.campusConfig': JSON.stringify(campus),
    });

    // They sign in again on the same computer.
    first.unmount();
    storeSession(oidcUser());
    renderProvider();
    expect(await screen.findByText('device: shared; saved data: none')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await portalDatabases()).toEqual([]);
  });

  it('can be answered again later; changing to "shared" deletes what was saved', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    ownDevice();
    signedInOnline();
    const cacheStorage = stubCaches(['portal-runtime-images', 'portal-runtime-allowed']);
    renderProvider();
    expect(await screen.findByText('device: own; saved data: portal-sydney-sub-1')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Change device answer' }));
    const question = screen.getByRole('dialog', QUESTION);
    expect(question).toHaveTextContent('Your answer now: No, this is my own device.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep my answer' }));
    expect(question).not.toBeInTheDocument();
    expect(await portalDatabases()).toEqual(['portal-sydney-sub-1']);

    await userEvent.click(screen.getByRole('button', { name: 'Change device answer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, a shared computer' }));
    expect(await screen.findByText('device: shared; saved data: none')).toBeInTheDocument();
    await waitFor(async () => expect(await portalDatabases()).toEqual([]));
    expect(cacheStorage.delete).toHaveBeenCalledWith('portal-runtime-images');
    expect(cacheStorage.delete).toHaveBeenCalledWith('portal-runtime-allowed');
    expect(storedLastPerson()).toBeNull();
  });
});
