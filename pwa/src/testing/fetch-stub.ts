import { vi } from 'vitest';
import { apiCallOf, responseSchemas, type ApiCall } from '@portal/contract';
import { buildFavourite, buildReadPost, buildWebLog } from './factories.ts';

/** networkError: the call never reaches a server (offline), as fetch rejects then. */
type Reply = { status?: number; body?: unknown; statusText?: string; headers?: Record<string, string>; networkError?: boolean };
type StubRequest = { url: string; method: string; body: unknown; headers: Headers };
type Handler = Reply | ((request: StubRequest) => Reply);

const dataOf = (request: StubRequest) => (request.body as { data?: Record<string, string | undefined> } | undefined)?.data ?? {};

/** What the BFF answers a write: the record it stores from the request. */
const storedRecords: Partial<Record<ApiCall, (request: StubRequest) => unknown>> = {
  'POST weblogs': (request) => {
    const { pageId, title, pageType } = dataOf(request);
    return buildWebLog({ ...(pageId && { pageId }), ...(title && { title }), ...(pageType && { pageType }) });
  },
  'POST readposts': (request) => {
    const { posts_postUid, clientMarkId } = dataOf(request);
    return buildReadPost({ ...(posts_postUid && { posts_postUid }), clientMarkId: clientMarkId ?? null });
  },
  'POST favorites': (request) => {
    const { posts_postUid, EVENT_ID, clientMarkId } = dataOf(request);
    return buildFavourite({ posts_postUid: posts_postUid ?? null, EVENT_ID: EVENT_ID ?? null, clientMarkId: clientMarkId ?? null });
  },
  'DELETE favorites/:id': (request) => ({ favoriteUid: decodeURIComponent(request.url.split('/').pop() ?? '') }),
};

/**
 * The answer to a call no handler names, shaped as the contract says (the api client checks):
 * a write answers its stored record, a list is empty, and a call for one record answers 404
 * as the BFF does when there is none.
 */
function unhandled(request: StubRequest): Reply {
  const call = apiCallOf(request.method, request.url.replace(/^\/api\//, ''));
  const stored = call && storedRecords[call];
  if (stored) return { body: envelope(stored(request)) };
  if (!call || responseSchemas[call].safeParse([]).success) return { body: envelope([]) };
  return { status: 404, body: errorEnvelope('not_found', 'No records found!') };
}

/**
 * Stubs the browser's fetch at the network boundary. Handlers are keyed by
 * "METHOD /api/path" (query string ignored unless the key has one); unmatched calls get an
 * answer of the contract's shape (see `unhandled`), so screens that are not under test still
 * render.
 */
export function stubFetch(handlers: Record<string, Handler> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.split('?')[0] ?? url;
    const handler = handlers[`${method} ${url}`] ?? handlers[`${method} ${path}`];
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { url, method, body, headers: new Headers(init.headers) };
    const reply: Reply = typeof handler === 'function' ? handler(request) : (handler ?? unhandled(request));
    if (reply.networkError) throw new TypeError('Failed to fetch');
    const status = reply.status ?? 200;
    const raw = typeof reply.body === 'string' || reply.body instanceof Blob;
    return new Response(reply.body === undefined ? null : raw ? (reply.body as BodyInit) : JSON.stringify(reply.body), {
      status,
      statusText: reply.statusText ?? '',
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function envelope(records: unknown) {
  return { responceObject: { records } };
}

export function errorEnvelope(id: string, message: string) {
  return { responceObject: { records: null, error: { id, message } } };
}

/** The JSON bodies sent to "METHOD url" so far. */
export function sentBodies(fetchMock: ReturnType<typeof stubFetch>, call: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${(init?.method ?? 'GET').toUpperCase()} ${String(input)}` === call)
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));
}

/** The calls made so far, as "METHOD url". */
export function calls(fetchMock: ReturnType<typeof stubFetch>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => `${(init?.method ?? 'GET').toUpperCase()} ${String(input)}`);
}
