import { afterEach, describe, expect, it } from 'vitest';
import { calls, envelope, stubFetch } from '@/testing/fetch-stub.ts';
import { api, configureApiClient } from './api-client.ts';
import { startEarlyCall, takeEarlyAnswer } from './early-answers.ts';

afterEach(() => {
  // An answer a test left untaken must not reach the next test.
  takeEarlyAnswer('/api/settings/');
  takeEarlyAnswer('/api/readposts/');
});

describe('answers the first script asked for early', () => {
  it('are taken by the api client instead of asking again, once: a later ask goes to the network', async () => {
    const fetchMock = stubFetch({ 'GET /api/readposts/': { body: envelope([]) } });
    configureApiClient({ getAccessToken: () => 'token-early' });

    startEarlyCall('/api/readposts/', 'token-early');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('Authorization')).toBe('Bearer token-early');

    await expect(api.get('readposts/')).resolves.toEqual([]);
    expect(calls(fetchMock)).toEqual(['GET /api/readposts/']);

    await api.get('readposts/');
    expect(calls(fetchMock)).toEqual(['GET /api/readposts/', 'GET /api/readposts/']);
  });

  it('are asked for once however often the first script starts them, and a public one goes without the token', () => {
    const fetchMock = stubFetch();
    startEarlyCall('/api/settings/', null);
    startEarlyCall('/api/settings/', null);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).has('Authorization')).toBe(false);
  });

  it('are dropped when nobody took them within ten seconds, so nothing reads an old answer', () => {
    stubFetch();
    startEarlyCall('/api/settings/', 'token', 1_000);
    expect(takeEarlyAnswer('/api/settings/', 11_001)).toBeNull();
    startEarlyCall('/api/settings/', 'token', 1_000);
    expect(takeEarlyAnswer('/api/settings/', 10_999)).not.toBeNull();
  });

  it('are never taken by a write to the same address', async () => {
    const fetchMock = stubFetch();
    configureApiClient({ getAccessToken: () => 'token-early' });
    startEarlyCall('/api/readposts/', 'token-early');
    await api.post('readposts/', { data: { posts_postUid: 'post-1' } });
    expect(calls(fetchMock)).toEqual(['GET /api/readposts/', 'POST /api/readposts/']);
    expect(takeEarlyAnswer('/api/readposts/')).not.toBeNull();
  });

  it('fail as the call itself would: offline, the screen is told the portal cannot be reached', async () => {
    stubFetch({ 'GET /api/readposts/': { networkError: true } });
    configureApiClient({ getAccessToken: () => 'token-early' });
    startEarlyCall('/api/readposts/', 'token-early');
    await expect(api.get('readposts/')).rejects.toThrow('The portal cannot be reached. Check your connection and try again.');
  });
});
