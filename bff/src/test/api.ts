import { request } from 'node:http';
import { inject } from 'vitest';
import type { Campus } from '@portal/contract';
import { signIn } from './sign-in.ts';

export type ApiAnswer<T = unknown> = { status: number; headers: Headers; body: T };

const tokens = new Map<string, Promise<string>>();

/** The host name of each campus in the test stack (the dev configuration's allow-list). */
const CAMPUS_HOST: Record<Campus, string> = { sydney: 'localhost', armidale: 'armidale.localhost' };

/**
 * An access token for a demo account of a campus, signed in once per test file through that
 * campus's real provider (Sydney's by default).
 */
export function tokenFor(username: string, campus: Campus = 'sydney'): Promise<string> {
  const key = `${campus}:${username}`;
  let token = tokens.get(key);
  if (!token) {
    token = signInAt(campus, username).then((t) => t.access_token);
    tokens.set(key, token);
  }
  return token;
}

/** A fresh sign-in (new tokens every call) at a campus's dev provider. */
export function signInAt(campus: Campus, username: string) {
  const stack = inject('stack');
  const appUrl = new URL(stack.url);
  appUrl.hostname = CAMPUS_HOST[campus];
  return signIn({ idpUrl: campus === 'sydney' ? stack.idpUrl : stack.armidaleIdpUrl, appUrl: appUrl.origin, username });
}

/** Calls the BFF as the PWA does. */
export async function callApi<T = unknown>(
  path: string,
  { token, method = 'GET', body, headers = {} }: { token?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const response = await fetch(`${inject('stack').url}/api/${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as T };
}

/** A GET of a file the BFF sends as it is (an .ics download or feed): status, headers and text. */
export async function fetchFile(pathOrUrl: string, { token }: { token?: string } = {}): Promise<{ status: number; headers: Headers; text: string }> {
  const url = /^https?:/.test(pathOrUrl) ? pathOrUrl : `${inject('stack').url}/api/${pathOrUrl}`;
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/**
 * A request to the stack with the Host header given (fetch will not send one): status, headers
 * and the answer's text. Campus host names do not resolve here, so it always goes to 127.0.0.1.
 */
export function sendWithHost(
  pathAndQuery: string,
  host: string,
  { method = 'GET', headers = {}, payload }: { method?: string; headers?: Record<string, string>; payload?: string } = {},
): Promise<{ status: number; headers: Headers; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname: '127.0.0.1', port: new URL(inject('stack').url).port, path: pathAndQuery, method, headers: { host, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: new Headers(res.headers as Record<string, string>), text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * A request with another Host header, to test how the BFF treats host names: campus choice,
 * spoofing, the allow-list.
 */
export async function requestWithHost<T = unknown>(
  path: string,
  host: string,
  { token, headers = {}, method = 'GET', body }: { token?: string; headers?: Record<string, string>; method?: string; body?: unknown } = {},
): Promise<ApiAnswer<T>> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const url = new URL(path.startsWith('/') ? `${inject('stack').url}${path}` : `${inject('stack').url}/api/${path}`);
  const answer = await sendWithHost(url.pathname + url.search, host, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
      ...headers,
    },
    payload,
  });
  let parsed: unknown = answer.text;
  try {
    parsed = JSON.parse(answer.text);
  } catch {
    // not JSON: kept as text (a static page, a plain-text refusal)
  }
  return { status: answer.status, headers: answer.headers, body: parsed as T };
}

/** A call at the Armidale campus's host, as its PWA makes it. */
export async function callArmidale<T = unknown>(path: string, { username, method = 'GET', body }: { username: string; method?: string; body?: unknown }) {
  return requestWithHost<T>(path, CAMPUS_HOST.armidale, { token: await tokenFor(username, 'armidale'), method, body });
}

/** A GET with another Host header, signed in. */
export function getWithHost<T = unknown>(path: string, host: string, token: string): Promise<ApiAnswer<T>> {
  return requestWithHost<T>(path, host, { token });
}
