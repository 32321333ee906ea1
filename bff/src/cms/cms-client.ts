import qs from 'qs';
import { CMS_DATABASE_UNAVAILABLE, CMS_DEADLINE_HEADER, PORTAL_ACTOR_HEADER, auditFailureSchema, portalActorHeaderValue, type PortalActor } from '@portal/contract';
import { auditFailed, cmsTimeout, cmsUnavailable, databaseUnavailable, notFound, type ApiError } from '../errors.ts';
import { REQUEST_ID_HEADER, currentRequestId } from '../operations/request-context.ts';

/** A Strapi 5 document as its REST API returns it (flattened attributes). */
export type CmsDocument = { id: number; documentId: string; createdAt: string; updatedAt: string };

type CmsList<T> = {
  data: T[];
  meta: { pagination?: { page: number; pageSize: number; pageCount: number; total: number } };
};

/** The CMS answered, but not with success: kept apart so callers can handle e.g. a unique clash. */
export class CmsResponseError extends Error {
  constructor(
    readonly status: number,
    readonly details: unknown,
  ) {
    super(`The CMS answered ${status}`);
    this.name = 'CmsResponseError';
  }
}

/**
 * What a failed answer becomes: a write the CMS rolled back because its audit entry could not
 * be written says so to the person (nothing of it was stored), as does a call its database was
 * not there for (503, to be sent again shortly); any other is a CmsResponseError.
 */
function failureOf(status: number, payload: unknown): CmsResponseError | ApiError {
  const error = (payload as { error?: { name?: unknown; details?: unknown } } | null)?.error;
  if (status === 503 && error?.name === CMS_DATABASE_UNAVAILABLE) return databaseUnavailable();
  const audit = auditFailureSchema.safeParse(error?.details);
  return audit.success ? auditFailed(audit.data) : new CmsResponseError(status, payload);
}

/** A whole list, or its first records when it is longer than the client's `maxRecords`. */
export type CmsAll<T> = { data: T[]; truncated: boolean };

/** How a call to the CMS ended: the answer's status class, no answer in time, or no connection. */
export type CmsCallOutcome = '2xx' | '3xx' | '4xx' | '5xx' | 'timeout' | 'network';

/** Told of every call to the CMS once it has its answer's headers or has failed (the metrics). */
export type CmsCallObserver = (call: { method: string; outcome: CmsCallOutcome; seconds: number }) => void;

type CmsClientOptions = {
  baseUrl: string;
  apiToken: string;
  timeoutMs: number;
  /** How many records `findAll` reads at most (CMS_MAX_RECORDS). */
  maxRecords: number;
  log?: Pick<Console, 'error'>;
  observe?: CmsCallObserver;
};

/** The most the CMS answers in one page (cms/config/api.ts maxLimit). */
const CMS_PAGE_SIZE = 1000;

export type CmsClient = ReturnType<typeof createCmsClient>;

/**
 * The BFF's only door to the CMS: the REST Content API with the BFF's API token.
 * An unreachable CMS becomes 502 and a slow one 504, so screens can say so.
 */
export function createCmsClient({ baseUrl, apiToken, timeoutMs, maxRecords, log = console, observe }: CmsClientOptions) {
  /**
   * Every call to the CMS: named with the request it serves (X-Request-Id, so that the CMS's
   * log line joins the BFF's), bounded by the timeout, and told to `observe`. The answer comes
   * unread; an unreachable CMS (or store) becomes 502 and a slow one 504.
   */
  async function call(url: string, init: RequestInit = {}): Promise<Response> {
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    const requestId = currentRequestId();
    if (requestId !== undefined) headers.set(REQUEST_ID_HEADER, requestId);
    // Past this the answer is not awaited: an overloaded CMS skips the call instead of doing it for nobody.
    headers.set(CMS_DEADLINE_HEADER, String(Date.now() + timeoutMs));
    const started = performance.now();
    const observed = (outcome: CmsCallOutcome) => observe?.({ method, outcome, seconds: (performance.now() - started) / 1000 });
    try {
      const response = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(timeoutMs) });
      observed(`${Math.floor(response.status / 100)}xx` as CmsCallOutcome);
      return response;
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      observed(timedOut ? 'timeout' : 'network');
      throw timedOut ? cmsTimeout() : cmsUnavailable();
    }
  }

  /** The client's calls; with a portal person, each write names them to the CMS, which audits it under them. */
  function clientFor(actor: PortalActor | null) {
    const actorHeader: Record<string, string> = actor ? { [PORTAL_ACTOR_HEADER]: portalActorHeaderValue(actor) } : {};

    async function request<T>(method: string, path: string, query?: object, body?: unknown): Promise<T> {
      const search = query ? qs.stringify(query, { encodeValuesOnly: true, addQueryPrefix: true }) : '';
      // A multipart body (a file) goes as it is, with the content type fetch gives it (its boundary).
      const multipart = body instanceof FormData;
      const response = await call(`${baseUrl}/api/${path}${search}`, {
        method,
        headers: {
          authorization: `Bearer ${apiToken}`,
          accept: 'application/json',
          ...(method === 'GET' ? {} : actorHeader),
          ...(body === undefined || multipart ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      });
      if (response.status === 404) throw notFound();
      if (response.status === 204) return undefined as T;
      const payload: unknown = await response.json().catch(() => null);
      if (!response.ok) throw failureOf(response.status, payload);
      return payload as T;
    }

    return {
      find<T>(collection: string, query?: object): Promise<CmsList<T & CmsDocument>> {
        return request('GET', collection, query);
      },
      /**
       * Every page of a list, up to `maxRecords`: a longer list is answered with its first
       * records in the query's order, `truncated` and logged, so that callers say so rather than
       * pass part of a list off as all of it.
       */
      async findAll<T>(collection: string, query: object = {}): Promise<CmsAll<T & CmsDocument>> {
        const data: Array<T & CmsDocument> = [];
        const pageSize = Math.min(CMS_PAGE_SIZE, maxRecords);
        for (let page = 1; ; page += 1) {
          const found = await request<CmsList<T & CmsDocument>>('GET', collection, { ...query, pagination: { page, pageSize } });
          data.push(...found.data);
          const pagination = found.meta.pagination;
          if (page >= (pagination?.pageCount ?? 1)) return { data, truncated: false };
          if (data.length >= maxRecords) {
            log.error(`The CMS list ${collection} holds ${pagination?.total} records, more than CMS_MAX_RECORDS (${maxRecords}): answered with the first ${maxRecords}.`);
            return { data: data.slice(0, maxRecords), truncated: true };
          }
        }
      },
      async findOne<T>(collection: string, documentId: string, query?: object): Promise<T & CmsDocument> {
        const body = await request<{ data: T & CmsDocument }>('GET', `${collection}/${encodeURIComponent(documentId)}`, query);
        return body.data;
      },
      async create<T>(collection: string, data: object, query?: object): Promise<T & CmsDocument> {
        const body = await request<{ data: T & CmsDocument }>('POST', collection, query, { data });
        return body.data;
      },
      async update<T>(collection: string, documentId: string, data: object, query?: object): Promise<T & CmsDocument> {
        const body = await request<{ data: T & CmsDocument }>('PUT', `${collection}/${encodeURIComponent(documentId)}`, query, { data });
        return body.data;
      },
      /** Deletes a document; of a localized type, its row in `query.locale` (default: the default language's; '*': every language's). */
      async remove(collection: string, documentId: string, query?: { locale: string }): Promise<void> {
        await request('DELETE', `${collection}/${encodeURIComponent(documentId)}`, query);
      },
      /** A custom CMS route (path segments already encoded): the answer's `data`. */
      async get<T>(path: string, query?: object): Promise<T> {
        return (await request<{ data: T }>('GET', path, query)).data;
      },
      async put<T>(path: string, data: object): Promise<T> {
        return (await request<{ data: T }>('PUT', path, undefined, { data })).data;
      },
      async post<T>(path: string, data: object): Promise<T> {
        return (await request<{ data: T }>('POST', path, undefined, { data })).data;
      },
      /** A file to a custom CMS route, as multipart `files` (as the upload plugin takes one): the answer's `data`. */
      async postFile<T>(path: string, file: { data: Buffer; name: string; mime: string }): Promise<T> {
        const form = new FormData();
        form.append('files', new Blob([new Uint8Array(file.data)], { type: file.mime }), file.name);
        return (await request<{ data: T }>('POST', path, undefined, form)).data;
      },
      /** A plugin route that reads its body as sent, not under `data` (email-sends' messages): the answer's `data`. */
      async postUnwrapped<T>(path: string, body: object): Promise<T> {
        return (await request<{ data: T }>('POST', path, undefined, body)).data;
      },
      /**
       * A file into Strapi's upload plugin (its media library): the stored file's URL, relative
       * to the CMS (`/uploads/…`, served through the BFF) or absolute with a cloud provider.
       */
      async upload(file: { data: Buffer; name: string; mime: string }): Promise<{ url: string }> {
        const form = new FormData();
        form.append('files', new Blob([new Uint8Array(file.data)], { type: file.mime }), file.name);
        const response = await call(`${baseUrl}/api/upload`, {
          method: 'POST',
          headers: { authorization: `Bearer ${apiToken}`, accept: 'application/json' },
          body: form,
        });
        const payload: unknown = await response.json().catch(() => null);
        if (!response.ok) throw new CmsResponseError(response.status, payload);
        const [stored] = payload as Array<{ url: string }>;
        if (!stored?.url) throw new CmsResponseError(response.status, payload);
        return { url: stored.url };
      },
      /** A custom CMS route that answers a file (a PDF), as its still unread response; failures as `request`'s. */
      async download(path: string): Promise<Response> {
        const response = await call(`${baseUrl}/api/${path}`, { headers: { authorization: `Bearer ${apiToken}` } });
        if (response.ok) return response;
        const payload: unknown = await response.json().catch(() => null);
        if (response.status === 404) throw notFound();
        throw new CmsResponseError(response.status, payload);
      },
      /** A stored upload's bytes (`/uploads/…` on the CMS), for the BFF to serve on the portal's origin. */
      uploadedFile(path: string): Promise<Response> {
        return call(`${baseUrl}${path}`);
      },
      /**
       * A file about a person, by its key in the CMS's private file store (the pdfs plugin's
       * route, open to this token only). The CMS answers the bytes, or (S3) a redirect to a
       * presigned GET that expires; that one is followed here without the token, which S3 neither
       * needs nor may see.
       */
      async privateFile(key: string): Promise<Response> {
        const answer = await call(`${baseUrl}/api/pdfs/private-files/${encodeURIComponent(key)}`, { headers: { authorization: `Bearer ${apiToken}` }, redirect: 'manual' });
        const location = answer.status === 307 ? answer.headers.get('location') : null;
        if (!location) return answer;
        await answer.body?.cancel();
        return call(location);
      },
      /** Strapi's own liveness probe, outside /api. */
      async isHealthy(): Promise<boolean> {
        try {
          const response = await call(`${baseUrl}/_health`);
          return response.ok;
        } catch {
          return false;
        }
      },
    };
  }

  return {
    ...clientFor(null),
    /**
     * The same client, writing for a portal person (an administrator's write of an audited
     * record): the CMS audits each write under them, in the write's transaction, and refuses
     * (400) an audited write from the BFF that names no one.
     */
    as: (person: PortalActor) => clientFor({ documentId: person.documentId, username: person.username }),
  };
}
