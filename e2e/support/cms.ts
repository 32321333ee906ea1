import { stackEnv } from './stack-env.ts';

type CmsRow = { documentId: string } & Record<string, unknown>;

function query(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

/**
 * Reads and writes records straight in the CMS with the set-up token (run-e2e.ts): only to
 * set a journey up or to check what reached the server, never in place of what a person does.
 */
export async function cmsFind(collection: string, params: Record<string, string>): Promise<CmsRow[]> {
  const response = await fetch(`${stackEnv.cmsUrl}/api/${collection}?${query({ 'pagination[pageSize]': '100', ...params })}`, {
    headers: { authorization: `Bearer ${stackEnv.cmsSetupToken}` },
  });
  if (!response.ok) throw new Error(`CMS ${collection} answered ${response.status}`);
  return ((await response.json()) as { data: CmsRow[] }).data;
}

export async function cmsCreate(collection: string, data: Record<string, unknown>): Promise<CmsRow> {
  const response = await fetch(`${stackEnv.cmsUrl}/api/${collection}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stackEnv.cmsSetupToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  if (!response.ok) throw new Error(`CMS create ${collection} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: CmsRow }).data;
}

/**
 * Adds a notice that every Sydney reader sees, published a minute ago until taken down, whose
 * one paragraph (and excerpt) is `text`; `fields` add to it or replace what differs (a picture,
 * a category, an end).
 */
export function createLiveNotice(title: string, text: string, fields: Record<string, unknown> = {}): Promise<CmsRow> {
  return cmsCreate('posts', {
    type: 'notice',
    title,
    slug: title.toLowerCase().replace(/\s+/g, '-'),
    content_html: `<p>${text}</p>`,
    excerpt: text,
    published: true,
    make_public: false,
    publish_start: new Date(Date.now() - 60_000).toISOString(),
    publish_end: 'INDEFINITE',
    sort_order: 1,
    for_carer_only: false,
    daily_flag: false,
    user_types: [],
    campus: 'sydney',
    ...fields,
  });
}

/** Waits until `check` holds, polling; fails with the last value seen. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value)) {
    if (Date.now() > until) throw new Error(`Still not as expected after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

export async function cmsDelete(collection: string, documentId: string): Promise<void> {
  const response = await fetch(`${stackEnv.cmsUrl}/api/${collection}/${documentId}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${stackEnv.cmsSetupToken}` },
  });
  if (!response.ok && response.status !== 404) throw new Error(`CMS delete ${collection} answered ${response.status}`);
}

export async function cmsUpdate(collection: string, documentId: string, data: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${stackEnv.cmsUrl}/api/${collection}/${documentId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${stackEnv.cmsSetupToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  if (!response.ok) throw new Error(`CMS update ${collection} answered ${response.status}: ${await response.text()}`);
}

/**
 * A Sydney person's language as the seed left it (none chosen: the browser's at sign-in). The
 * language is on the record, which the journeys after one that changes it read.
 */
export async function languageAsSeeded(username: string): Promise<void> {
  const [person] = await cmsFind('portal-users', { 'filters[username][$eq]': username, 'filters[campus][$eq]': 'sydney' });
  if (person) await cmsUpdate('portal-users', person.documentId, { language: null, language_chosen: false });
}
