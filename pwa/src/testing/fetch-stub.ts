import { vi } from 'vitest';

/** networkError: the call never reaches a server (offline), as fetch rejects then. */
type Reply = { status?: number; body?: unknown; statusText?: string; headers?: Record<string, string>; networkError?: boolean };
type Handler = Reply | ((request: { url: string; method: string; body: unknown; headers: Headers }) => Reply);

/**
 * Stubs the browser's fetch at the network boundary. Handlers are keyed by
 * "METHOD /api/path" (query string ignored unless the key has one); unmatched calls get
 * an empty list, so screens that are not under test still render.
 */
export function stubFetch(handlers: Record<string, Handler> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.split('?')[0] ?? url;
    const handler = handlers[`${method} ${url}`] ?? handlers[`${method} ${path}`];
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const reply: Reply =
      typeof handler === 'function'
        ? handler({ url, method, body, headers: new Headers(init.headers) })
        : (handler ?? { body: envelope([]) });
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
