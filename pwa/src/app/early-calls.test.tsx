import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCampusConfig } from '@/features/auth/api/get-campus-config.ts';
import { getUser } from '@/features/auth/api/get-user.ts';
import { configureApiClient } from '@/lib/api-client.ts';
import { takeEarlyAnswer } from '@/lib/early-answers.ts';
import { buildNotice, buildSettings, buildUser } from '@/testing/factories.ts';
import { calls, envelope, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { earlyCallsOf, startEarlyCalls } from './early-calls.ts';

const STORED_USER_KEY = 'portal.oidc.user:http://idp.test:demo-portal';

function storeSession(username: string, expiresAt = Math.floor(Date.now() / 1000) + 3600) {
  window.sessionStorage.setItem(
    STORED_USER_KEY,
    JSON.stringify({
      access_token: 'token-early',
      expires_at: expiresAt,
      profile: { sub: 'sub-1', preferred_username: username },
    }),
  );
}

afterEach(() => {
  window.sessionStorage.clear();
  for (const { url } of earlyCallsOf('notices', 'carer1')) takeEarlyAnswer(url);
});

describe('the calls the first script starts while the app downloads', () => {
  it('go out for a signed-in visit, the public campus call without the token and the rest with it', () => {
    const fetchMock = stubFetch();
    storeSession('carer1');
    startEarlyCalls('notices');

    expect(calls(fetchMock)).toEqual([
      'GET /api/campus-config',
      'GET /api/users/carer1',
      'GET /api/settings/',
      'GET /api/emergencybroadcast/',
      'GET /api/readposts/',
      'GET /api/posts/?types=notice',
      'GET /api/posts/?types=principal',
    ]);
    const authorization = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Authorization'));
    expect(authorization).toEqual([null, ...Array(6).fill('Bearer token-early')]);
  });

  it('do not go out without a live session (the visit signs in first) or offline', () => {
    const fetchMock = stubFetch();
    startEarlyCalls('notices');
    storeSession('carer1', Math.floor(Date.now() / 1000) - 1);
    startEarlyCalls('notices');
    storeSession('carer1');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    startEarlyCalls('notices');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  // An early call the app never makes would be a wasted download on a slow network, and the
  // app's own call would go out again after it: each address must be one the app asks for.
  it.each([
    ['home', '/', 'Dashboard'],
    ['notices', '/notices', 'Fire drill'],
  ] as const)('are addresses the app itself asks for when it opens on %s', async (route, path, shown) => {
    const fetchMock = stubFetch({
      'GET /api/settings/': { body: envelope([buildSettings()]) },
      'GET /api/posts/?types=notice': { body: envelope([buildNotice({ title: 'Fire drill' })]) },
    });
    configureApiClient({ getAccessToken: () => 'token' });
    await getCampusConfig().catch(() => {});
    await getUser('carer1').catch(() => {});
    renderApp(path, { user: buildUser({ username: 'carer1' }) });
    await screen.findAllByText(shown);

    const early = earlyCallsOf(route, 'carer1').map(({ url }) => `GET ${url}`);
    await waitFor(() => expect(calls(fetchMock)).toEqual(expect.arrayContaining(early)));
  });
});
