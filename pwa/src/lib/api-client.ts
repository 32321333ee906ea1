import { isApiErrorBody, unwrapRecords } from '@portal/contract/envelope';
import { apiCallOf, parseAnswer } from '@portal/contract/responses';
import { browser } from './browser.ts';
import { takeEarlyAnswer } from './early-answers.ts';

/**
 * The one place that knows the BFF's `responceObject` envelope, the bearer token and the
 * error catalogue (reader spec 8, admin spec 8). Features call `api.get/post/...` and get
 * the records back, or an `ApiError` whose message can be shown to the person: the server's,
 * shown looked up in the language shown (`i18n._(error.message)`), as is the one made here.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The server's error id (for example `not_found`), when the BFF sent one. */
  readonly id: string | undefined;
  /** The message of each field the server refused, by the field's path in the body sent (`data.editors`). */
  readonly fields: Readonly<Record<string, string>> | undefined;

  constructor(status: number, message: string, id?: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.id = id;
    this.fields = fields;
  }
}

/** Answers kept across visits with their ETags (offline/saved-answers.ts), where the device keeps data. */
export type SavedAnswersStore = {
  read(url: string): Promise<{ etag: string; records: unknown } | undefined>;
  save(url: string, etag: string, records: unknown): Promise<void>;
};

type ClientConfig = {
  /** Returns the current OIDC access token, or null before sign-in. */
  getAccessToken: () => string | null;
  /** Runs before the 401 reload, so a token the BFF refused is not reused after it. */
  onUnauthorized: () => void;
  /**
   * False while the app is leaving (sign-out): a call still in flight when the token is
   * dropped answers 401, and reloading then would cancel the way out to the provider.
   */
  reloadOnUnauthorized: boolean;
  /** Null where nothing is kept (tests of the client alone). */
  savedAnswers: SavedAnswersStore | null;
};

const config: ClientConfig = {
  getAccessToken: () => null,
  onUnauthorized: () => {},
  reloadOnUnauthorized: true,
  savedAnswers: null,
};

/** Sign-in wires the token source and the 401 clean-up here; lib stays free of features. */
export function configureApiClient(next: Partial<ClientConfig>): void {
  Object.assign(config, next);
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Only the public campus-config call goes without the bearer token. */
  auth?: boolean;
  signal?: AbortSignal;
};

type SendOptions = RequestOptions & { ifNoneMatch?: string };

const API_BASE = '/api/';

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = API_BASE + path.replace(/^\/+/, '');
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readJson(response: Response): Promise<unknown> {
  // A proxy in front of the BFF may answer 502/504 with HTML; that must not hide the status.
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Made here, and shown as the server's messages are (`i18n._(error.message)`): its English is its
 * message id, as the contract's texts are (the comment marks it for the catalogs). This module
 * is also the signed-out visit's, which carries no Lingui.
 */
const NETWORK_MESSAGE = /*i18n*/ {
  id: 'The portal cannot be reached. Check your connection and try again.',
  message: 'The portal cannot be reached. Check your connection and try again.',
};

function serverError(body: unknown): { message?: string; id?: string; fields?: Record<string, string> } {
  return isApiErrorBody(body) ? body.responceObject.error : {};
}

/**
 * Sends one call and applies the error catalogue; resolves with the response only when it is
 * OK. `accept` is what the caller can read back: JSON for records, anything for a download.
 */
export async function send(path: string, options: SendOptions, accept: string): Promise<Response> {
  const { method = 'GET', body, query, auth = true, signal, ifNoneMatch } = options;
  const headers: Record<string, string> = { Accept: accept };
  if (ifNoneMatch) headers['If-None-Match'] = ifNoneMatch;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (auth) {
    const token = config.getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }

  const url = buildUrl(path, query);
  // The first script may have asked already, while this code was downloading.
  const early = method === 'GET' && accept === 'application/json' ? takeEarlyAnswer(url) : null;
  let response: Response;
  try {
    response = await (early ??
      fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
        credentials: 'same-origin',
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_MESSAGE.id);
  }
  if (response.ok || (response.status === 304 && ifNoneMatch)) return response;

  const { message, id, fields } = serverError(await readJson(response));
  const { status } = response;
  // Like the HTTP reason phrase it stands in for, a technical text: not translated.
  const statusText = response.statusText || `Request failed with status ${status}`;
  if (status === 401 && config.reloadOnUnauthorized) {
    // Spec 8: any 401 reloads the app, which starts sign-in again with a fresh token.
    config.onUnauthorized();
    browser.reload();
  }
  // Spec 8: 400 carries the server's user message, 502/504 its status and message, anything
  // else the server's message or the status text: one rule covers them all.
  throw new ApiError(status, message || statusText, id, fields);
}

/**
 * Development and test builds hold every answer to the contract's schema of its call, so an
 * answer (or a test's stand-in for one) that drifted from the contract fails where it arrives,
 * naming the call. Only these builds call it: the production build drops it, and the schemas
 * and zod with it, from the bundle.
 */
export function checkAnswerShape(method: string, path: string, body: unknown): void {
  const call = apiCallOf(method, path);
  if (!call) throw new Error(`${method} ${path}: @portal/contract has no response schema for this call`);
  parseAnswer(call, body);
}

/** True when the call never reached the server (offline, DNS, connection refused). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/**
 * The last answer to each GET with its ETag, so the next asks `If-None-Match` and an unchanged
 * answer costs a 304 instead of the records again. The BFF sends `no-store` (shared computers),
 * so the browser's cache never does this: answers are remembered in memory per token (so never
 * across people) and, where the device keeps data, in the person's offline database, which
 * carries them to the next visit.
 */
const MAX_REMEMBERED = 200;
const remembered = new Map<string, { etag: string; records: unknown }>();

function remember(key: string, answer: { etag: string; records: unknown }): void {
  remembered.delete(key);
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
  remembered.set(key, answer);
}

async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = config.getAccessToken();
  const cacheable = (options.method ?? 'GET') === 'GET' && options.auth !== false && token !== null;
  const url = buildUrl(path, options.query);
  const key = cacheable ? `${token.slice(-32)} ${url}` : null;
  let known = key ? remembered.get(key) : undefined;
  if (key && !known) known = await config.savedAnswers?.read(url).catch(() => undefined);
  const response = await send(path, { ...options, ifNoneMatch: known?.etag }, 'application/json');
  if (response.status === 304 && known) return known.records as T;
  const body = await readJson(response);
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') checkAnswerShape(options.method ?? 'GET', path, body);
  const records = unwrapRecords<T>(body);
  const etag = response.headers.get('ETag');
  if (key && etag) {
    remember(key, { etag, records });
    config.savedAnswers
      ?.save(url, etag, records)
      .catch((error: unknown) => console.warn('Answer not kept for the next visit', error));
  }
  return records;
}

type DownloadedFile = { blob: Blob; filename: string | null };

/** The file name a Content-Disposition header proposes, if any. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(header);
  return plain?.[2]?.trim() || null;
}

/**
 * A file from the API (for example an event's .ics). It needs the bearer token, so it cannot
 * be a plain link: the caller gets the bytes and saves them (lib/browser.ts).
 */
async function apiDownload(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<DownloadedFile> {
  const response = await send(path, options, '*/*');
  return { blob: await response.blob(), filename: filenameFromDisposition(response.headers.get('Content-Disposition')) };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  download: (path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiDownload(path, options),
};
