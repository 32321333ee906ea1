import { adminPaths, E_SIGNATURE_ROUTES, formPaths, READER_ROUTES } from '@portal/contract';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultWindow, dayKey, startOfDay } from '@/features/calendar/lib/calendar-dates.ts';
import { configureApiClient } from '@/lib/api-client.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { calls, stubFetch } from '@/testing/fetch-stub.ts';
import type { RouteHandle } from './route-handle.ts';
import { adminRoutes, preloadReaderScreen, readerRoutes } from './router.tsx';

describe('route table', () => {
  it('has every reader route of spec 2.1, the permission forms and the e-signature routes, each a lazy screen', () => {
    const paths = readerRoutes.map((route) => route.path);
    expect(paths).toEqual([...READER_ROUTES, ...Object.values(formPaths).map(({ pattern }) => pattern), ...E_SIGNATURE_ROUTES]);
    expect(
      readerRoutes.every((route) => typeof (route.element as { type?: { preload?: unknown } }).type?.preload === 'function'),
    ).toBe(true);
  });

  it('gives every screen with a header heading its icon (spec 2.4)', () => {
    const headed = readerRoutes.map((route) => route.handle as RouteHandle).filter((handle) => handle.heading);
    expect(headed.length).toBeGreaterThan(0);
    expect(headed.filter((handle) => !handle.headingIcon).map((handle) => handle.title)).toEqual([]);
  });

  it('has every admin route of admin spec 2', () => {
    const paths = adminRoutes.map((route) => (route.index ? '/admin' : route.path));
    expect(paths).toEqual(Object.values(adminPaths).map(({ pattern }) => pattern));
  });
});

describe('the first calls of the screen the app opens on', () => {
  it('are asked as soon as there is a token, from the route table, not once the screen code has loaded', async () => {
    const fetchMock = stubFetch();
    configureApiClient({ getAccessToken: () => 'token-first-calls' });

    preloadReaderScreen(new URL('http://localhost/notices'), createQueryClient());
    await waitFor(() => expect(calls(fetchMock)).toEqual(expect.arrayContaining(['GET /api/posts/?types=notice', 'GET /api/posts/?types=principal'])));

    const window = defaultWindow(startOfDay(new Date()));
    preloadReaderScreen(new URL('http://localhost/calendar?view=list'), createQueryClient());
    await waitFor(() => expect(calls(fetchMock)).toContain(`GET /api/calendar/?from=${dayKey(window.from)}&to=${dayKey(window.to)}`));
  });

  it('are not asked without a token (sign-in still running): only the code downloads', async () => {
    const fetchMock = stubFetch();
    preloadReaderScreen(new URL('http://localhost/notices'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls(fetchMock)).toEqual([]);
  });
});
