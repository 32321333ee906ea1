import { afterEach, describe, expect, it } from 'vitest';
import { envelope, stubFetch } from '@/testing/fetch-stub.ts';
import { buildNotice } from '@/testing/factories.ts';
import { api, configureApiClient } from '@/lib/api-client.ts';
import { saveDeviceAnswer } from './device.ts';
import { MAX_SAVED_ANSWERS, savedAnswers } from './saved-answers.ts';
import { deleteOfflineDatabase, openOfflineDatabase } from './session.ts';

const person = { campus: 'sydney', sub: 'sub-answers' };

/** The BFF's way: an ETag per version, and 304 when the client already holds it. */
function stubVersionedList(version: () => string) {
  return stubFetch({
    'GET /api/posts/': ({ headers }) =>
      headers.get('If-None-Match') === `W/"${version()}"`
        ? { status: 304 }
        : { body: envelope([buildNotice({ title: `Notice ${version()}` })]), headers: { ETag: `W/"${version()}"` } },
  });
}

const ifNoneMatchOf = (fetchMock: ReturnType<typeof stubFetch>, call: number) =>
  new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get('If-None-Match');

describe('answers kept with their ETags for the next visit', () => {
  afterEach(() => configureApiClient({ getAccessToken: () => null, savedAnswers: null }));

  it('a later visit (a new token) asks If-None-Match with the saved ETag and shows the saved records on 304', async () => {
    saveDeviceAnswer('own');
    await openOfflineDatabase(person);
    const fetchMock = stubVersionedList(() => 'v1');
    configureApiClient({ getAccessToken: () => 'token-first-visit', savedAnswers });
    await expect(api.get('posts/', { query: { types: 'notice' } })).resolves.toMatchObject([{ title: 'Notice v1' }]);
    expect(ifNoneMatchOf(fetchMock, 0)).toBeNull();

    configureApiClient({ getAccessToken: () => 'token-next-visit' });
    await expect(api.get('posts/', { query: { types: 'notice' } })).resolves.toMatchObject([{ title: 'Notice v1' }]);
    expect(ifNoneMatchOf(fetchMock, 1)).toBe('W/"v1"');
  });

  it('keeps nothing where the device keeps no data (a shared computer)', async () => {
    saveDeviceAnswer('shared');
    await openOfflineDatabase(person);
    const fetchMock = stubVersionedList(() => 'v1');
    configureApiClient({ getAccessToken: () => 'token-shared-1', savedAnswers });
    await api.get('posts/');
    configureApiClient({ getAccessToken: () => 'token-shared-2' });
    await api.get('posts/');
    expect(ifNoneMatchOf(fetchMock, 1)).toBeNull();
  });

  it('keeps the newest answers only, and none after sign-out', async () => {
    saveDeviceAnswer('own');
    const db = (await openOfflineDatabase(person))!;
    for (let index = 0; index <= MAX_SAVED_ANSWERS; index++) await savedAnswers.save(`/api/posts/${index}`, `W/"${index}"`, []);
    expect(await db.answers.count()).toBe(MAX_SAVED_ANSWERS);
    expect(await savedAnswers.read('/api/posts/0')).toBeUndefined();
    expect(await savedAnswers.read(`/api/posts/${MAX_SAVED_ANSWERS}`)).toMatchObject({ etag: `W/"${MAX_SAVED_ANSWERS}"` });

    await deleteOfflineDatabase();
    expect(await savedAnswers.read(`/api/posts/${MAX_SAVED_ANSWERS}`)).toBeUndefined();
  });
});
