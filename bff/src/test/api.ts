import { request } from 'node:http';
import { inject } from 'vitest';
import { signIn } from './sign-in.ts';

export type ApiAnswer<T = unknown> = { status: number; headers: Headers; body: T };

const tokens = new Map<string, Promise<string>>();

/** An access token for a demo account, signed in once per test file through the real provider. */
export function tokenFor(username: string): Promise<string> {
  let token = tokens.get(username);
  if (!token) {
    const stack = inject('stack');
    token = signIn({ idpUrl: stack.idpUrl, appUrl: stack.url, username }).then((t) => t.access_token);
    tokens.set(username, token);
  }
  return token;
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

/** A GET with another Host header (fetch will not send one), to test campus choice by host name. */
export function getWithHost<T = unknown>(path: string, host: string, token: string): Promise<ApiAnswer<T>> {
  const url = new URL(`${inject('stack').url}/api/${path}`);
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname: '127.0.0.1', port: url.port, path: url.pathname + url.search, headers: { host, authorization: `Bearer ${token}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: new Headers(res.headers as Record<string, string>), body: JSON.parse(text) as T });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}
