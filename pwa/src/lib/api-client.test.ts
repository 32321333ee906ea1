import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, errorEnvelope, stubFetch } from '@/testing/fetch-stub.ts';
import { buildBroadcast, buildNotice, buildSettings } from '@/testing/factories.ts';
import { ApiError, api, configureApiClient, filenameFromDisposition, isNetworkError } from './api-client.ts';
import { browser } from './browser.ts';

describe('api client', () => {
  afterEach(() => configureApiClient({ getAccessToken: () => null, onUnauthorized: () => {}, reloadOnUnauthorized: true }));

  it('returns the records of the envelope and sends the bearer token', async () => {
    const settings = buildSettings({ schoolUid: 'abc' });
    const fetchMock = stubFetch({ 'GET /api/settings/': { body: envelope([settings]) } });
    configureApiClient({ getAccessToken: () => 'token-123' });

    await expect(api.get('settings/')).resolves.toEqual([settings]);
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('asks again with If-None-Match and keeps the records it has when the answer is 304', async () => {
    let version = 'v1';
    const fetchMock = stubFetch({
      'GET /api/emergencybroadcast/': ({ headers }) =>
        headers.get('If-None-Match') === `W/"${version}"`
          ? { status: 304 }
          : { body: envelope([buildBroadcast({ message: version })]), headers: { ETag: `W/"${version}"` } },
    });
    configureApiClient({ getAccessToken: () => 'token-etag' });

    await expect(api.get('emergencybroadcast/')).resolves.toEqual([buildBroadcast({ message: 'v1' })]);
    await expect(api.get('emergencybroadcast/')).resolves.toEqual([buildBroadcast({ message: 'v1' })]);
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('If-None-Match')).toBe('W/"v1"');
    version = 'v2';
    await expect(api.get('emergencybroadcast/')).resolves.toEqual([buildBroadcast({ message: 'v2' })]);
    // Another person (another token) never gets the first one's remembered answer.
    configureApiClient({ getAccessToken: () => 'token-other' });
    await api.get('emergencybroadcast/');
    expect(new Headers(fetchMock.mock.calls[3]?.[1]?.headers).get('If-None-Match')).toBeNull();
  });

  it('sends no token on public calls', async () => {
    const campusConfig = { campus: 'sydney', authority: 'https://login.example.test', client_id: 'portal-pwa', scope: 'openid', time_zone: 'Australia/Sydney' };
    const fetchMock = stubFetch({ 'GET /api/campus-config': { body: envelope(campusConfig) } });
    configureApiClient({ getAccessToken: () => 'token-123' });

    await api.get('campus-config', { auth: false });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('rejects, in development and test builds, an answer that drifted from the contract, naming the call and the field', async () => {
    stubFetch({ 'GET /api/posts/notice00001': { body: envelope([{ ...buildNotice(), published: 'yes' }]) } });
    await expect(api.get('posts/notice00001')).rejects.toThrow(/^GET posts\/:id: [\s\S]*records\[0\]\.published/);
  });

  it('rejects an answer to a call the contract has no schema for', async () => {
    stubFetch({ 'GET /api/unknown-things/': { body: envelope([]) } });
    await expect(api.get('unknown-things/')).rejects.toThrow('GET unknown-things/: @portal/contract has no response schema for this call');
  });

  it('reloads the app on 401, after forgetting the refused session', async () => {
    stubFetch({ 'GET /api/settings/': { status: 401, body: errorEnvelope('unauthorized', 'Your session has expired.') } });
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized });

    await expect(api.get('settings/')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload on a 401 while the app is leaving (sign-out on its way to the provider)', async () => {
    stubFetch({ 'GET /api/emergencybroadcast/': { status: 401, body: errorEnvelope('unauthorized', 'Your session has expired.') } });
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    configureApiClient({ reloadOnUnauthorized: false });

    await expect(api.get('emergencybroadcast/')).rejects.toMatchObject({ status: 401 });
    expect(reload).not.toHaveBeenCalled();
  });

  it("rejects a 400 with the server's user message", async () => {
    stubFetch({ 'POST /api/weblogs/': { status: 400, body: errorEnvelope('invalid_input', 'Please enter a title.') } });
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});

    const error = await api.post('weblogs/', { data: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Please enter a title.', id: 'invalid_input' });
    expect(reload).not.toHaveBeenCalled();
  });

  it.each([502, 504])('rejects a %i with its status and the server message', async (status) => {
    stubFetch({ 'GET /api/posts/': { status, body: errorEnvelope('cms', 'The content service is not available right now.') } });

    await expect(api.get('posts/')).rejects.toMatchObject({
      status,
      message: 'The content service is not available right now.',
    });
  });

  it('falls back to the status text when a gateway answers without an envelope', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
    );

    await expect(api.get('posts/')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway' });
  });

  it('rejects other failures with the server message, else the status text', async () => {
    stubFetch({
      'GET /api/posts/x1': { status: 404, body: errorEnvelope('not_found', 'No records found!') },
      'GET /api/posts/x2': { status: 403, statusText: 'Forbidden' },
    });

    await expect(api.get('posts/x1')).rejects.toMatchObject({ status: 404, message: 'No records found!' });
    await expect(api.get('posts/x2')).rejects.toMatchObject({ status: 403, message: 'Forbidden' });
  });

  it('adds query parameters', async () => {
    const fetchMock = stubFetch();
    await api.get('posts/', { query: { types: 'notice', page: undefined } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/posts/?types=notice');
  });

  it('downloads a file with the bearer token, with the name the server proposes', async () => {
    const fetchMock = stubFetch({
      'GET /api/calendar/event000001/ics': {
        body: 'BEGIN:VCALENDAR',
        headers: { 'Content-Type': 'text/calendar', 'Content-Disposition': 'attachment; filename="carnival.ics"' },
      },
    });
    configureApiClient({ getAccessToken: () => 'token-123' });

    const file = await api.download('calendar/event000001/ics');
    expect(await file.blob.text()).toBe('BEGIN:VCALENDAR');
    expect(file.filename).toBe('carnival.ics');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer token-123');
  });

  it('applies the error catalogue to downloads too', async () => {
    stubFetch({ 'GET /api/calendar/x/ics': { status: 404, body: errorEnvelope('not_found', 'No records found!') } });
    await expect(api.download('calendar/x/ics')).rejects.toMatchObject({ status: 404, message: 'No records found!' });
  });

  it('reads file names from Content-Disposition', () => {
    expect(filenameFromDisposition('attachment; filename="a b.ics"')).toBe('a b.ics');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''soir%C3%A9e.ics")).toBe('soirée.ics');
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition(null)).toBeNull();
  });

  it('tells a call that never reached the server from a server answer', async () => {
    stubFetch({ 'GET /api/posts/': { networkError: true }, 'GET /api/settings/': { status: 500 } });
    const offline = await api.get('posts/').catch((error: unknown) => error);
    const failed = await api.get('settings/').catch((error: unknown) => error);
    expect(isNetworkError(offline)).toBe(true);
    expect(isNetworkError(failed)).toBe(false);
  });
});
